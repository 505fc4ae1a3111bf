import { DataSource } from 'typeorm';
import { dataSourceOptions } from './src/database/data-source-options';
import { migrations } from './migrations';

/**
 * The DataSource of the TypeORM CLI (`npm run migration:run | migration:revert | migration:generate`).
 * It needs DATABASE_URL: against the embedded database, start the service instead (it migrates at start).
 */
const url = process.env.DATABASE_URL;
if (!url) throw new Error('Set DATABASE_URL to the PostgreSQL to migrate (postgres://user@host:5432/db)');

export default new DataSource({ ...dataSourceOptions(url, 2), migrations });

import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Hand-written SQL for the hot paths (the session lookup every request makes, journey reads and
 * changes): building a query through TypeORM costs more CPU than running it (see README,
 * Performance). Repositories still own every query; the column lists come from the entities'
 * metadata, so a renamed column cannot silently drift, and rows come back shaped like the entity
 * (property names; pg's own types: Date, number, parsed JSON).
 */
export function columnsOf<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  options: { only?: readonly (keyof T & string)[]; alias?: string } = {},
): string {
  const metadata = dataSource.getMetadata(entity);
  const columns = options.only
    ? options.only.map((property) => {
        const column = metadata.findColumnWithPropertyName(property);
        if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
        return column;
      })
    : metadata.columns.filter((c) => c.isSelect);
  const prefix = options.alias ? `${options.alias}.` : '';
  return columns.map((c) => `${prefix}"${c.databaseName}" AS "${c.propertyName}"`).join(', ');
}

/** The table name of an entity, quoted. */
export function tableOf<T extends ObjectLiteral>(dataSource: DataSource, entity: EntityTarget<T>): string {
  return `"${dataSource.getMetadata(entity).tableName}"`;
}

/** Positional parameters ($1, $2 …) collected while a statement is written. */
export class SqlParams {
  readonly values: unknown[] = [];

  constructor(...initial: unknown[]) {
    this.values.push(...initial);
  }

  /** Adds a value and answers its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

interface ColumnValue {
  column: string;
  placeholder: string;
}

/** Maps an entity-shaped object to columns and placeholders (JSON columns are sent as JSON text). */
function columnValues<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  values: Partial<T>,
  params: SqlParams,
): ColumnValue[] {
  const metadata = dataSource.getMetadata(entity);
  return Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => {
      const column = metadata.findColumnWithPropertyName(property);
      if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
      const json = column.type === 'jsonb' || column.type === 'json';
      return {
        column: `"${column.databaseName}"`,
        placeholder: params.add(json && value !== null ? JSON.stringify(value) : value),
      };
    });
}

/** `INSERT INTO table (columns) VALUES (…), (…)` for rows of one entity with the same properties. */
export function insertInto<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
  params: SqlParams,
): string {
  const mapped = rows.map((row) => columnValues(dataSource, entity, row, params));
  const columns = mapped[0].map((c) => c.column).join(', ');
  const values = mapped.map((row) => `(${row.map((c) => c.placeholder).join(', ')})`).join(', ');
  return `INSERT INTO ${tableOf(dataSource, entity)} (${columns}) VALUES ${values}`;
}

/** `"column" = $n, …` for the properties set in `values`. */
export function assignments<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  values: Partial<T>,
  params: SqlParams,
): string {
  return columnValues(dataSource, entity, values, params)
    .map((c) => `${c.column} = ${c.placeholder}`)
    .join(', ');
}

/**
 * Several data-modifying statements sent as one (`WITH s0 AS (…), s1 AS (…) last`): one round trip
 * instead of one per statement. They share one SqlParams; PostgreSQL runs each exactly once.
 */
export function oneStatement(statements: string[]): string {
  const last = statements[statements.length - 1];
  if (statements.length === 1) return last;
  const before = statements.slice(0, -1).map((s, i) => `s${i} AS (${s})`);
  return `WITH ${before.join(', ')} ${last}`;
}

import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/** The column of an entity property; an unknown property is a programming error. */
function columnOf(metadata: EntityMetadata, property: string): ColumnMetadata {
  const column = metadata.findColumnWithPropertyName(property);
  if (!column) throw new Error(`${metadata.name} has no column for property ${property}`);
  return column;
}

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
  options: { only?: readonly (keyof T & string)[]; alias?: string; timestampsAsText?: boolean } = {},
): string {
  const metadata = dataSource.getMetadata(entity);
  const columns = options.only
    ? options.only.map((property) => columnOf(metadata, property))
    : metadata.columns.filter((c) => c.isSelect);
  const prefix = options.alias ? `${options.alias}.` : '';
  return columns
    .map((c) => {
      const column = `${prefix}"${c.databaseName}"`;
      const value = options.timestampsAsText && c.type === 'timestamptz' ? isoText(column) : column;
      return `${value} AS "${c.propertyName}"`;
    })
    .join(', ');
}

/**
 * A timestamptz as the text JSON gives a Date (`Date.prototype.toISOString`: UTC, milliseconds, `Z`),
 * for reads that only pass timestamps on to an answer: no Date parsed per value and serialised again.
 */
function isoText(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
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

/** The columns of `properties`, refusing unknown properties and columns the database writes itself. */
function writableColumns<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  properties: string[],
  purpose: 'insert' | 'update',
): ColumnMetadata[] {
  const metadata = dataSource.getMetadata(entity);
  return properties.map((property) => {
    const column = columnOf(metadata, property);
    if (purpose === 'insert' ? !column.isInsert : !column.isUpdate) {
      throw new Error(`${metadata.name}.${property} is not written by ${purpose}`);
    }
    return column;
  });
}

/** A placeholder for a property's value (JSON columns are sent as JSON text). */
function placeholder(column: ColumnMetadata, value: unknown, params: SqlParams): string {
  const json = column.type === 'jsonb' || column.type === 'json';
  return params.add(json && value !== null ? JSON.stringify(value) : value);
}

const definedProperties = (row: object): string[] =>
  Object.entries(row)
    .filter(([, value]) => value !== undefined)
    .map(([property]) => property);

/** `INSERT INTO table (columns) VALUES (…), (…)` for rows of one entity with the same properties. */
export function insertInto<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  rows: Partial<T>[],
  params: SqlParams,
): string {
  const properties = definedProperties(rows[0]);
  const columns = writableColumns(dataSource, entity, properties, 'insert');
  const values = rows.map((row) => {
    const own = definedProperties(row);
    if (own.length !== properties.length || own.some((p) => !properties.includes(p))) {
      throw new Error('every row of one INSERT must set the same properties');
    }
    return `(${columns.map((c, i) => placeholder(c, row[properties[i]], params)).join(', ')})`;
  });
  const names = columns.map((c) => `"${c.databaseName}"`).join(', ');
  return `INSERT INTO ${tableOf(dataSource, entity)} (${names}) VALUES ${values.join(', ')}`;
}

/** `"column" = $n, …` for the properties set in `values`. */
export function assignments<T extends ObjectLiteral>(
  dataSource: DataSource,
  entity: EntityTarget<T>,
  values: Partial<T>,
  params: SqlParams,
): string {
  const properties = definedProperties(values);
  return writableColumns(dataSource, entity, properties, 'update')
    .map((c, i) => `"${c.databaseName}" = ${placeholder(c, values[properties[i]], params)}`)
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

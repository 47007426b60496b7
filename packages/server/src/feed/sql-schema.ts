// The PostgreSQL layout of GTFS data, derived from the schema of @ruta/gtfs (never re-declared here):
// one table `gtfs_<table>` per edited GTFS file, one typed column per field, plus the bookkeeping
// tables for file headers and the files Ruta keeps byte for byte.
//
// Column types by field kind (the typed value that @ruta/gtfs parses; see its values.ts):
//   id, text, url, email, phone, timezone, language, currency_code, color → text
//   integer, enum                                                        → integer
//   time                                                                 → integer (seconds; 25:10:00 = 90600)
//   float, latitude, longitude, currency_amount                          → double precision
//   date                                                                 → date (sorts, compares, date arithmetic)
// A cell whose text does not parse as its kind (or does not fit the column, e.g. an integer beyond
// 32 bits) is NULL in its column and its original text is in `invalid` ({field: text}); columns the
// GTFS reference does not define are in `extras` ({column: text}). Row order: `id` is assigned in file
// order by the import's COPY, so ORDER BY id gives the file's order back on export.
import { TABLES, type FieldKind, type TableDef } from '@ruta/gtfs';

export const SQL_TYPES: Record<FieldKind, string> = {
  id: 'text',
  text: 'text',
  url: 'text',
  email: 'text',
  phone: 'text',
  timezone: 'text',
  language: 'text',
  currency_code: 'text',
  color: 'text',
  integer: 'integer',
  enum: 'integer',
  time: 'integer',
  float: 'double precision',
  latitude: 'double precision',
  longitude: 'double precision',
  currency_amount: 'double precision',
  date: 'date',
};

/** Columns every GTFS table has besides its fields, in this order. */
export const ROW_COLUMNS = ['id', 'project_id', 'version', 'invalid', 'extras'] as const;

export const gtfsTableName = (table: Pick<TableDef, 'sqlName'>) => `gtfs_${table.sqlName}`;

/** The partition of a project in a GTFS table. */
export const partitionName = (table: Pick<TableDef, 'sqlName'>, projectId: number) =>
  `${gtfsTableName(table)}_p${projectId}`;

/** A quoted SQL identifier. Schema names are checked SQL-safe by the DSL; quoting is belt and braces. */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface IndexDef {
  name: string;
  table: string;
  columns: readonly string[];
}

/**
 * Indexes of one table (besides the primary key (project_id, id), which gives the file order). Not
 * unique: an imported feed may repeat keys (see docs/architecture.md), and uniqueness of rows
 * created in Ruta is checked in code. Tables are partitioned by project (partitions.ts), so indexes do
 * not lead with project_id: a query filtering on it reads one partition, whose index this is.
 * The key index of stop_times is (trip_id, stop_sequence): a trip's stop times in order.
 */
export function indexesOf(table: TableDef): IndexDef[] {
  const name = gtfsTableName(table);
  return table.key.length ? [{ name: `${name}_key`, table: name, columns: [...table.key] }] : [];
}

export function createTableSql(table: TableDef): string {
  // Partitioned by project (partitions.ts): the primary key must include the partition key. `id`
  // draws from one sequence for every partition, so it stays unique across projects too. No foreign
  // key to projects: a project's partitions exist exactly while it does (a row of another project
  // finds no partition), and a foreign key would make every import's ATTACH scan its rows again
  // while it locks the table for every project.
  const columns = [
    'id bigserial NOT NULL',
    'project_id bigint NOT NULL',
    'version integer NOT NULL DEFAULT 1',
    ...table.fields.map((f) => `${ident(f.sqlName)} ${SQL_TYPES[f.kind]}`),
    'invalid jsonb',
    'extras jsonb',
    'PRIMARY KEY (project_id, id)',
  ];
  return `CREATE TABLE IF NOT EXISTS ${ident(gtfsTableName(table))} (\n  ${columns.join(',\n  ')}\n) PARTITION BY LIST (project_id)`;
}

export function createIndexSql(index: IndexDef): string {
  return `CREATE INDEX IF NOT EXISTS ${ident(index.name)} ON ${ident(index.table)} (${index.columns
    .map(ident)
    .join(', ')})`;
}

export const addColumnSql = (table: TableDef, field: TableDef['fields'][number]) =>
  `ALTER TABLE ${ident(gtfsTableName(table))} ADD COLUMN IF NOT EXISTS ${ident(field.sqlName)} ${SQL_TYPES[field.kind]}`;

/** The tables that are not one per GTFS file. */
export const BOOKKEEPING_SQL = [
  // One row per imported table file: what export needs to write it back alike.
  `CREATE TABLE IF NOT EXISTS gtfs_files (
  id bigserial PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  table_name text NOT NULL,
  file_name text NOT NULL,
  path text NOT NULL,
  columns text[] NOT NULL,
  row_count integer NOT NULL,
  UNIQUE (project_id, table_name)
)`,
  // Files Ruta does not edit (translations, fares v2, flex, locations.geojson, unknown files), as bytes.
  `CREATE TABLE IF NOT EXISTS gtfs_extra_files (
  id bigserial PRIMARY KEY,
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  file_name text NOT NULL,
  path text NOT NULL,
  bytes bytea NOT NULL,
  UNIQUE (project_id, file_name)
)`,
  // Import attempts of a project, to stop a feed that kills the server from being retried forever.
  `CREATE TABLE IF NOT EXISTS gtfs_import_attempts (
  project_id bigint PRIMARY KEY REFERENCES projects (id) ON DELETE CASCADE,
  attempts integer NOT NULL,
  started_at timestamptz NOT NULL DEFAULT now()
)`,
];

/** Every statement that creates the GTFS layout from nothing (each idempotent). */
export function createAllSql(tables: readonly TableDef[] = TABLES): string[] {
  return [
    ...tables.flatMap((t) => [createTableSql(t), ...indexesOf(t).map(createIndexSql)]),
    ...BOOKKEEPING_SQL,
  ];
}

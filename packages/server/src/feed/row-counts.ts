// The exact row count of each project's GTFS tables, kept without counting (migration 0016-row-counts):
// `gtfs_row_counts` holds signed deltas, insert-only, and a table's count is their sum. Statement-level
// triggers with transition tables on every GTFS table add one delta row per statement and project (+n
// inserted, -n deleted; an update changes no count). Insert-only, because a single counter row per
// table would make every concurrent writer of a project wait for the one before it to commit. Reads
// fold the deltas into one row now and then (tables/row-count.ts). An import attaches whole
// partitions, unseen by the triggers, so it writes the project's counts itself after its swap.
import type pg from 'pg';
import { sql, type Kysely } from 'kysely';
import { TABLES, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident } from './sql-schema.js';

/**
 * Advisory lock namespace (`pg_advisory_xact_lock(ROW_COUNT_LOCK, projectId)`) taken by whoever replaces
 * a project's delta rows: a compaction (try, skips when taken) and an import before it writes its counts,
 * so an import never misses the sum a compaction is committing (its DELETE would not see it).
 */
export const ROW_COUNT_LOCK = 0x52757463;

export const ROW_COUNTS_TABLE_SQL = `
CREATE TABLE gtfs_row_counts (
  project_id bigint NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  table_name text NOT NULL,
  n bigint NOT NULL
);
CREATE INDEX gtfs_row_counts_table ON gtfs_row_counts (project_id, table_name);
-- The table name without its gtfs_ prefix (the schema's sqlName, as in change_rows).
CREATE FUNCTION ruta_count_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gtfs_row_counts (project_id, table_name, n)
      SELECT project_id, substr(TG_TABLE_NAME, 6), count(*) FROM new_rows GROUP BY project_id;
  ELSE
    INSERT INTO gtfs_row_counts (project_id, table_name, n)
      SELECT project_id, substr(TG_TABLE_NAME, 6), -count(*) FROM old_rows GROUP BY project_id;
  END IF;
  RETURN NULL;
END $$;
`;

const OPERATIONS = [
  { op: 'INSERT', suffix: 'ins', referencing: 'NEW TABLE AS new_rows' },
  { op: 'DELETE', suffix: 'del', referencing: 'OLD TABLE AS old_rows' },
] as const;

const triggerName = (table: TableDef, suffix: string) => `${gtfsTableName(table)}_count_${suffix}`;

function triggersSql(table: TableDef): { name: string; sql: string }[] {
  return OPERATIONS.map(({ op, suffix, referencing }) => ({
    name: triggerName(table, suffix),
    sql: `CREATE TRIGGER ${ident(triggerName(table, suffix))} AFTER ${op} ON ${ident(gtfsTableName(table))}
      REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ruta_count_rows()`,
  }));
}

/**
 * CREATE TRIGGER statements for the count triggers that existing GTFS tables lack (the start-up sync
 * runs them for tables the schema gains, which are empty; the migration for the tables of its day).
 */
export async function missingCountTriggers(
  db: Kysely<unknown>,
  tables: readonly TableDef[] = TABLES,
): Promise<string[]> {
  const { rows } = await sql<{ tgname: string }>`
    SELECT tgname FROM pg_trigger WHERE tgname LIKE 'gtfs\\_%\\_count\\_%'`.execute(db);
  const { rows: existing } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class WHERE relkind = 'p' AND relname LIKE 'gtfs\\_%'
      AND relnamespace = current_schema()::regnamespace`.execute(db);
  const have = new Set(rows.map((r) => r.tgname));
  const tablesHere = new Set(existing.map((r) => r.relname));
  return tables
    .filter((t) => tablesHere.has(gtfsTableName(t)))
    .flatMap((t) =>
      triggersSql(t)
        .filter((s) => !have.has(s.name))
        .map((s) => s.sql),
    );
}

/**
 * The import's counts, written after its swap in its transaction: the project's deltas (of rows in the
 * partitions it dropped) give way to the row count of each loaded table; tables it emptied have none.
 */
export async function writeImportedCounts(
  client: pg.ClientBase,
  projectId: number,
  rows: ReadonlyMap<TableDef, number>,
): Promise<void> {
  await client.query('SELECT pg_advisory_xact_lock($1, $2)', [ROW_COUNT_LOCK, projectId]);
  await client.query('DELETE FROM gtfs_row_counts WHERE project_id = $1', [projectId]);
  const loaded = [...rows].filter(([, n]) => n > 0);
  if (!loaded.length) return;
  await client.query(
    `INSERT INTO gtfs_row_counts (project_id, table_name, n)
     SELECT $1, t, n FROM unnest($2::text[], $3::bigint[]) AS c(t, n)`,
    [projectId, loaded.map(([t]) => t.sqlName), loaded.map(([, n]) => n)],
  );
}

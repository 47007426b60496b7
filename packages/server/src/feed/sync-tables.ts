// Keeps the GTFS tables in step with the @ruta/gtfs schema at start-up.
//
// Why not one migration per new field: the tables are generated from the schema, so a field added in
// @ruta/gtfs (one line) would need a hand-written migration repeating it. Instead migration 0003 creates
// the tables from the schema of its day, and this idempotent step, run after the migrations at every
// start, creates what the schema has gained since: tables, columns (ADD COLUMN IF NOT EXISTS, nullable,
// so instant) and indexes. It only ever adds: dropping or retyping a column can lose data and needs a
// real migration. It reads the catalog first and runs DDL only for what is missing, so a normal start
// takes no table locks (ALTER TABLE would wait behind a running import's transaction). It also creates
// the partitions each project must have (partitions.ts).
import { sql, type Kysely } from 'kysely';
import { TABLES, type TableDef } from '@ruta/gtfs';
import {
  BOOKKEEPING_SQL,
  addColumnSql,
  createIndexSql,
  createTableSql,
  gtfsTableName,
  indexesOf,
} from './sql-schema.js';
import { syncPartitions } from './partitions.js';
import { missingHistoryTriggers } from './history-triggers.js';
import { missingCountTriggers } from './row-counts.js';

/** The DDL statements that would bring the database up to the schema (empty when in step). */
export async function missingGtfsDdl(
  db: Kysely<unknown>,
  tables: readonly TableDef[] = TABLES,
): Promise<string[]> {
  const columns = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name LIKE 'gtfs\\_%'`.execute(db);
  const indexes = await sql<{ indexname: string }>`
    SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename LIKE 'gtfs\\_%'`.execute(
    db,
  );
  const existing = new Map<string, Set<string>>();
  for (const { table_name, column_name } of columns.rows) {
    let set = existing.get(table_name);
    if (!set) existing.set(table_name, (set = new Set()));
    set.add(column_name);
  }
  const indexNames = new Set(indexes.rows.map((r) => r.indexname));
  const ddl: string[] = [];
  for (const table of tables) {
    const have = existing.get(gtfsTableName(table));
    if (!have) ddl.push(createTableSql(table));
    else for (const f of table.fields) if (!have.has(f.sqlName)) ddl.push(addColumnSql(table, f));
    for (const index of indexesOf(table)) if (!indexNames.has(index.name)) ddl.push(createIndexSql(index));
  }
  if (
    !existing.has('gtfs_files') ||
    !existing.has('gtfs_extra_files') ||
    !existing.has('gtfs_import_attempts')
  )
    ddl.push(...BOOKKEEPING_SQL);
  return ddl;
}

/** GTFS tables that are not partitioned: a database made before partitioning (partitions.ts). */
async function unpartitioned(db: Kysely<unknown>): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class WHERE relkind = 'r' AND relname = ANY(${TABLES.map(gtfsTableName)}::text[])
      AND relnamespace = current_schema()::regnamespace`.execute(db);
  return rows.map((r) => r.relname);
}

/**
 * Adds to the database what the GTFS schema has gained, and the partitions every project must have
 * (new tables, projects older than partitioning); answers the statements it ran. Columns and indexes
 * added to a partitioned parent reach its partitions by themselves.
 */
export async function syncGtfsTables(db: Kysely<unknown>): Promise<string[]> {
  const old = await unpartitioned(db);
  if (old.length)
    throw new Error(
      `${old.join(', ')} not partitioned by project: this database predates it (unreleased layout); start with an empty DATA_DIR or database`,
    );
  const ddl = await missingGtfsDdl(db);
  await db.transaction().execute(async (tx) => {
    // Several processes may start on one database at once: the triggers are looked for under a lock,
    // so the second waits for the first and finds them made (CREATE TRIGGER has no IF NOT EXISTS).
    await sql`SELECT pg_advisory_xact_lock(hashtext('ruta-sync-gtfs-tables'))`.execute(tx);
    for (const statement of ddl) await sql.raw(statement).execute(tx);
    // After the tables exist; their triggers record every change (history/).
    // and keep each project's row counts (row-counts.ts).
    const triggers = [...(await missingHistoryTriggers(tx)), ...(await missingCountTriggers(tx))];
    for (const statement of triggers) await sql.raw(statement).execute(tx);
    ddl.push(...triggers);
    ddl.push(...(await syncPartitions(tx)));
  });
  return ddl;
}

// Every gtfs_<table> is list-partitioned by project_id, one partition per project (sql-schema.ts).
// Why: an import builds a project's new partitions as standalone tables and swaps them in (staging.ts),
// which is many times faster than maintaining the shared indexes row by row; per-project queries read
// small indexes; deleting a project drops its partitions instead of deleting rows one by one.
//
// Invariant: a project has a partition in every GTFS table from its creation to its deletion, so an
// insert always finds one. Kept by ensureProjectPartitions (project creation, and at start-up for
// projects or GTFS tables that predate it) and by the import's swap, which replaces partitions.
import { CompiledQuery, sql, type Kysely } from 'kysely';
import { TABLES, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident, partitionName } from './sql-schema.js';
import { PARENT_COLUMNS_SQL, standaloneTableSql, type Column } from './staging.js';

export { partitionName };

const PARTITION_RE = /^(gtfs_.+)_p(\d+)$/;

type Db = Kysely<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Partitions that exist now, as `parent → project ids`. */
/** Advisory lock namespace of GTFS imports (`pg_advisory_xact_lock(IMPORT_LOCK, projectId)`). */
export const IMPORT_LOCK = 0x52757461;
/** Advisory lock of the start-up partition sync. */
const SYNC_LOCK = 0x52757462;

export async function existingPartitions(db: Db): Promise<Map<string, Set<number>>> {
  const { rows } = await sql<{ parent: string; child: string }>`
    SELECT p.relname AS parent, c.relname AS child
    FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent JOIN pg_class c ON c.oid = i.inhrelid
    WHERE p.relkind = 'p' AND p.relname LIKE 'gtfs\\_%'
      AND p.relnamespace = current_schema()::regnamespace`.execute(db);
  const out = new Map<string, Set<number>>();
  for (const { parent, child } of rows) {
    const m = PARTITION_RE.exec(child);
    if (!m || m[1] !== parent) continue;
    let set = out.get(parent);
    if (!set) out.set(parent, (set = new Set()));
    set.add(Number(m[2]));
  }
  return out;
}

/**
 * Creates an empty partition as a table that is then attached: CREATE TABLE ... PARTITION OF would
 * lock the parent exclusively, so it would wait behind any long reader of another project (a build's
 * export) while every query on the table queued behind it; ATTACH takes a lock readers and writers
 * do not conflict with (its CHECK spares the scan; the parent's indexes are built on the empty table).
 */
async function createPartition(db: Db, table: TableDef, projectId: number): Promise<void> {
  const parent = ident(gtfsTableName(table));
  const name = partitionName(table, projectId);
  const create = async (tx: Db) => {
    const { rows } = await tx.executeQuery<Column>(CompiledQuery.raw(PARENT_COLUMNS_SQL, [parent]));
    await sql.raw(standaloneTableSql(name, rows, projectId, table)).execute(tx);
    await sql
      .raw(`ALTER TABLE ${parent} ATTACH PARTITION ${ident(name)} FOR VALUES IN (${Number(projectId)})`)
      .execute(tx);
  };
  // One transaction, so a table is never left created but not attached.
  if (db.isTransaction) await create(db);
  else await db.transaction().execute(create);
}

/** Creates the project's missing partitions (idempotent; reads the catalog first, so usually no DDL). */
export async function ensureProjectPartitions(db: Db, projectId: number): Promise<void> {
  const names = TABLES.map((t) => partitionName(t, projectId));
  const { rows } = await sql<{ name: string }>`
    SELECT n AS name FROM unnest(${names}::text[]) AS n WHERE to_regclass(quote_ident(n)) IS NULL`.execute(
    db,
  );
  const missing = new Set(rows.map((r) => r.name));
  for (const t of TABLES)
    if (missing.has(partitionName(t, projectId))) await createPartition(db, t, projectId);
}

/**
 * Drops the project's partitions (project deletion: instant, where a cascading DELETE would remove
 * millions of rows one by one). Run it in the transaction that deletes the project.
 */
export async function dropProjectPartitions(db: Db, projectId: number): Promise<void> {
  for (const t of TABLES)
    await sql.raw(`DROP TABLE IF EXISTS ${ident(partitionName(t, projectId))}`).execute(db);
}

/**
 * Start-up: partitions for every project in every GTFS table (projects or tables older than the
 * partitioning, tables the schema gained), and drops those of projects deleted without dropping them
 * (a user's deletion cascades to projects in SQL). Answers the statements it ran.
 */
export async function syncPartitions(db: Db): Promise<string[]> {
  // Processes starting at once take turns (each sees what the one before it made).
  await sql`SELECT pg_advisory_xact_lock(${SYNC_LOCK})`.execute(db);
  const projects = (await sql<{ id: number }>`SELECT id FROM projects`.execute(db)).rows.map((r) =>
    Number(r.id),
  );
  const live = new Set(projects);
  const existing = await existingPartitions(db);
  const done: string[] = [];
  // A project being imported in another process is swapping its partitions in an open transaction:
  // not ours to touch (creating one of the same name would fail when that import commits).
  const importing = new Map<number, boolean>();
  const busy = async (id: number) => {
    if (!importing.has(id)) {
      const { rows } = await sql<{ locked: boolean }>`
        SELECT pg_try_advisory_xact_lock(${IMPORT_LOCK}, ${id}::int) AS locked`.execute(db);
      importing.set(id, !rows[0]?.locked);
    }
    return importing.get(id)!;
  };
  for (const t of TABLES) {
    const have = existing.get(gtfsTableName(t)) ?? new Set<number>();
    for (const id of projects)
      if (!have.has(id) && !(await busy(id))) {
        await createPartition(db, t, id);
        done.push(`create partition ${partitionName(t, id)}`);
      }
    for (const id of have)
      if (!live.has(id)) {
        await sql.raw(`DROP TABLE IF EXISTS ${ident(partitionName(t, id))}`).execute(db);
        done.push(`drop partition ${partitionName(t, id)}`);
      }
  }
  return done;
}

// The import's new partitions (see partitions.ts), all inside the import's one transaction, so a failed
// import leaves neither staging tables nor changes behind (rollback) and the old data intact:
// 1. stage: a standalone table with the parent's columns (defaults included, so `id` draws from the
//    parent's sequence) and CHECK (project_id = N), so that ATTACH can skip its validation scan; no index, no
//    foreign key trigger, and created in this transaction so COPY ... FREEZE writes frozen rows (no
//    later hint-bit rewrite).
// 2. index: every index of the parent, built sorted on the loaded table (far faster than maintaining
//    the shared indexes row by row), so ATTACH adopts them instead of building its own.
// 3. swap (last, just before the commit, because dropping a partition locks its parent for every
//    project until the commit): drop the old partitions, rename the new ones and attach them.
import type pg from 'pg';
import { TABLES, type TableDef } from '@ruta/gtfs';
import { gtfsTableName, ident, partitionName } from './sql-schema.js';

export interface Staged {
  table: TableDef;
  /** The staging table's name. */
  name: string;
}

export interface Column {
  attname: string;
  type: string;
  notnull: boolean;
  def: string | null;
}

/** The parent's columns ($1: the quoted parent name), read from the catalog without locking it. */
export const PARENT_COLUMNS_SQL = `SELECT a.attname, format_type(a.atttypid, a.atttypmod) AS type,
    a.attnotnull AS notnull, pg_get_expr(d.adbin, d.adrelid) AS def
  FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`;

/**
 * Room left free on each page of a table whose rows are rewritten in bulk: a shape save rewrites the
 * distances of every stop_time of the trips using it (41k rows), and with room on the page PostgreSQL
 * updates a row in place (HOT) instead of adding an entry to every index. A save rewrites most rows
 * of a page, so the page must hold two copies of them: at 80 only 59 % of the updates stayed HOT and
 * a save took 530 ms; at 50 it takes 272 ms (bench/README.md "shapes"), for a heap 1.6x as large.
 */
const FILLFACTOR: Record<string, number> = { stop_times: 50 };

/**
 * CREATE TABLE for a standalone table with the parent's columns (defaults included, so `id` draws
 * from the parent's sequence) and CHECK (project_id = N), which lets ATTACH skip its scan.
 */
export function standaloneTableSql(
  name: string,
  columns: readonly Column[],
  projectId: number,
  table: TableDef,
): string {
  const defs = columns.map(
    (c) => `${ident(c.attname)} ${c.type}${c.notnull ? ' NOT NULL' : ''}${c.def ? ` DEFAULT ${c.def}` : ''}`,
  );
  const fill = FILLFACTOR[table.name];
  return `CREATE TABLE ${ident(name)} (${defs.join(', ')}, CHECK (project_id = ${Number(projectId)}))${
    fill ? ` WITH (fillfactor = ${fill})` : ''
  }`;
}

/**
 * Creates the staging table of `table` for the project; `tag` makes its name unique to this import.
 * Its columns are the parent's, read from the catalog: `CREATE TABLE (LIKE parent)` would lock the
 * parent until the commit, and the swap of a concurrent import (which locks the parent exclusively)
 * would wait for all of this import, and this one's swap for that one: a deadlock.
 */
export async function stageTable(
  client: pg.ClientBase,
  table: TableDef,
  projectId: number,
  tag: string,
): Promise<Staged> {
  const name = `${partitionName(table, projectId)}_${tag}`;
  const { rows } = await client.query<Column>(PARENT_COLUMNS_SQL, [ident(gtfsTableName(table))]);
  await client.query(standaloneTableSql(name, rows, projectId, table));
  return { table, name };
}

interface ParentIndex {
  indexdef: string;
  /** The constraint it backs (primary key), whose definition we re-add as a constraint. */
  condef: string | null;
}

/** The parent's indexes, as definitions to re-target. */
async function parentIndexes(client: pg.ClientBase, parent: string): Promise<ParentIndex[]> {
  const { rows } = await client.query<ParentIndex>(
    `SELECT pg_get_indexdef(i.indexrelid) AS indexdef, pg_get_constraintdef(c.oid) AS condef
     FROM pg_index i LEFT JOIN pg_constraint c ON c.conindid = i.indexrelid AND c.conrelid = i.indrelid
     WHERE i.indrelid = $1::regclass ORDER BY i.indexrelid`,
    [parent],
  );
  return rows;
}

/**
 * Builds on the staging table every index its parent has (ATTACH then adopts them: it matches each
 * partitioned index with an equal index of the partition). The primary key is added as a constraint,
 * as ATTACH requires for a constraint's index. Answers the time of each build (ms).
 */
export async function indexStaged(client: pg.ClientBase, staged: Staged): Promise<number[]> {
  const parent = gtfsTableName(staged.table);
  const indexes = await parentIndexes(client, ident(parent));
  const times: number[] = [];
  for (const index of indexes) {
    const started = Date.now();
    const name = ident(`${staged.name}_${times.length}`);
    if (index.condef)
      await client.query(`ALTER TABLE ${ident(staged.name)} ADD CONSTRAINT ${name} ${index.condef}`);
    else {
      // "CREATE [UNIQUE] INDEX name ON ONLY schema.parent USING ..." → on the staging table.
      const m = /^CREATE (UNIQUE )?INDEX \S+ ON ONLY \S+ (USING .*)$/s.exec(index.indexdef);
      if (!m) throw new Error(`unexpected index definition on ${parent}: ${index.indexdef}`);
      await client.query(`CREATE ${m[1] ?? ''}INDEX ${name} ON ${ident(staged.name)} ${m[2]}`);
    }
    times.push(Date.now() - started);
  }
  return times;
}

/** How long one try of the swap waits for a lock, and how many tries before it waits as long as it takes. */
export const SWAP_LOCK_TIMEOUT_MS = 200;
const SWAP_TRIES = 100;

/**
 * Replaces the project's partitions of the staged tables by the staging tables (swapOnce). Dropping a
 * partition needs its parent's exclusive lock, and while that request waits behind a long reader (a
 * build exports in one REPEATABLE READ transaction), every other query on the table queues behind it.
 * So each try waits at most SWAP_LOCK_TIMEOUT_MS, then rolls back to its savepoint and lets the queue
 * through for a moment before the next; after SWAP_TRIES (about a minute) it waits as long as needed.
 */
export async function swapPartitions(
  client: pg.ClientBase,
  projectId: number,
  staged: readonly Staged[],
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const last = attempt >= SWAP_TRIES;
    await client.query('SAVEPOINT swap');
    await client.query(`SET LOCAL lock_timeout = ${last ? 'DEFAULT' : SWAP_LOCK_TIMEOUT_MS}`);
    try {
      await swapOnce(client, projectId, staged);
      await client.query('RELEASE SAVEPOINT swap');
      await client.query('SET LOCAL lock_timeout = DEFAULT');
      return;
    } catch (err) {
      if (last || (err as { code?: string }).code !== '55P03') throw err; // 55P03: lock_not_available
      await client.query('ROLLBACK TO SAVEPOINT swap');
      await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
    }
  }
}

/**
 * One try: replaces the project's partitions of the staged tables by the staging tables, and empties
 * its partitions of the other tables (the new feed has no such file). Tables in schema order, so two
 * imports lock the parents in the same order.
 */
async function swapOnce(client: pg.ClientBase, projectId: number, staged: readonly Staged[]): Promise<void> {
  const byTable = new Map(staged.map((s) => [s.table, s]));
  for (const table of TABLES) {
    const s = byTable.get(table);
    const partition = partitionName(table, projectId);
    if (!s) {
      // The feed has no such file: empty the partition (made here if a caller skipped
      // ensureProjectPartitions, as scripts that insert projects in SQL do).
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${ident(partition)} PARTITION OF ${ident(gtfsTableName(table))} FOR VALUES IN (${Number(projectId)})`,
      );
      await client.query(`TRUNCATE ${ident(partition)}`);
      continue;
    }
    await client.query(`DROP TABLE IF EXISTS ${ident(partition)}`);
    await client.query(`ALTER TABLE ${ident(s.name)} RENAME TO ${ident(partition)}`);
    await client.query(
      `ALTER TABLE ${ident(gtfsTableName(table))} ATTACH PARTITION ${ident(partition)} FOR VALUES IN (${Number(projectId)})`,
    );
  }
}

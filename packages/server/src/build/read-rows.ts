// Reading a project's GTFS table back out of PostgreSQL as the @ruta/gtfs row model, in file order
// (ORDER BY id), in keyset batches: a table is never held in memory, whatever its size. Used by the
// per-table CSV download; the build shares its snapshot and column choice (beginSnapshot, columnsOf)
// but lets PostgreSQL write the CSV (copy-table.ts). test/build checks both give the same text.
import type pg from 'pg';
import { exportColumns, type FieldDef, type GtfsRow, type TableDef, type Value } from '@ruta/gtfs';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import { literal } from './sql-text.js';

export const BATCH_SIZE = 10_000;

/**
 * Starts the read-only snapshot every read of an export runs in, so all tables agree. The planner
 * hints matter: right after a bulk load there are no statistics yet, and the planner then reads a
 * keyset batch as "bitmap scan of every later row + sort", which makes a whole export quadratic. In
 * id order off the (project_id, id) index (or the primary key), each batch costs only its own rows.
 */
export async function beginSnapshot(client: pg.ClientBase, snapshot?: string): Promise<void> {
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  if (snapshot !== undefined) await client.query(`SET TRANSACTION SNAPSHOT ${literal(snapshot)}`);
  await client.query('SET LOCAL enable_bitmapscan = off');
  await client.query('SET LOCAL enable_sort = off');
}

/** Another connection in the snapshot of `client` (begun by beginSnapshot), to read in parallel. */
export async function shareSnapshot(client: pg.ClientBase, other: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id');
  await beginSnapshot(other, rows[0]!.id);
}

/** A column's select expression giving the typed value of the row model (dates as `YYYY-MM-DD`). */
function selectOf(field: FieldDef): string {
  const col = ident(field.sqlName);
  return field.kind === 'date' ? `to_char(${col}, 'YYYY-MM-DD')` : col;
}

/**
 * The columns to write for a table: the imported file's order (unknown columns in their place), then
 * GTFS fields that were not in that file but hold data now (e.g. filled in the editor).
 */
export async function columnsOf(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
): Promise<string[]> {
  const { rows } = await client.query<{ columns: string[] }>(
    'SELECT columns FROM gtfs_files WHERE project_id = $1 AND table_name = $2',
    [projectId, table.name],
  );
  const original = rows[0]?.columns;
  const others = table.fields.filter((f) => !original?.includes(f.name));
  if (!others.length) return exportColumns(table, original, []);
  // One scan for every field not in the file: does any row hold a value (or invalid text) there?
  const probes = others.map(
    (f, i) => `bool_or(${ident(f.sqlName)} IS NOT NULL OR invalid ? '${f.name}') AS c${i}`,
  );
  const { rows: found } = await client.query<Record<string, boolean | null>>(
    `SELECT ${probes.join(', ')} FROM ${ident(gtfsTableName(table))} WHERE project_id = $1`,
    [projectId],
  );
  const filled = others.filter((_, i) => found[0]?.[`c${i}`]).map((f) => f.name);
  return exportColumns(table, original, filled);
}

export async function hasRows(client: pg.ClientBase, projectId: number, table: TableDef): Promise<boolean> {
  const { rows } = await client.query<{ any: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM ${ident(gtfsTableName(table))} WHERE project_id = $1) AS any`,
    [projectId],
  );
  return rows[0]?.any ?? false;
}

export interface ReadRowsOptions {
  batchSize?: number;
  /** Checked between batches: an abort stops the reading within one batch. */
  signal?: AbortSignal;
}

/**
 * The rows of `table` for the fields among `columns`, as batches of GtfsRow. The next batch is
 * fetched while the caller works on the current one (the database works on the other core).
 */
export async function* readRows(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
  columns: readonly string[],
  options: ReadRowsOptions = {},
): AsyncGenerator<GtfsRow[]> {
  const fields = columns.map((c) => table.fieldsByName.get(c)).filter((f): f is FieldDef => !!f);
  const limit = options.batchSize ?? BATCH_SIZE;
  const text = `SELECT id, ${[...fields.map(selectOf), 'invalid', 'extras'].join(', ')}
    FROM ${ident(gtfsTableName(table))} WHERE project_id = $1 AND id > $2 ORDER BY id LIMIT ${limit}`;
  const fetch = (after: number) =>
    client.query<unknown[]>({ text, values: [projectId, after], rowMode: 'array' }).then((r) => r.rows);
  const n = fields.length;
  let pending: Promise<unknown[][]> | undefined = fetch(0);
  try {
    while (pending) {
      const batch = await pending;
      pending = undefined;
      options.signal?.throwIfAborted();
      if (!batch.length) break;
      if (batch.length === limit) pending = fetch(batch[batch.length - 1]![0] as number);
      const out: GtfsRow[] = new Array<GtfsRow>(batch.length);
      for (let r = 0; r < batch.length; r++) {
        const row = batch[r]!;
        const values: Record<string, Value> = {};
        for (let i = 0; i < n; i++) values[fields[i]!.name] = row[i + 1] as Value;
        out[r] = {
          values,
          invalid: row[n + 1] as Record<string, string> | null,
          extras: row[n + 2] as Record<string, string> | null,
        };
      }
      yield out;
    }
  } finally {
    // Stopped early (abort, client gone): let the prefetch settle quietly.
    pending?.catch(() => undefined);
  }
}

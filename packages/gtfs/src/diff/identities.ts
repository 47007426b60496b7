// Rows given an identity of the caller's by the value of their table's key column, so a row whose
// key was renamed between two versions matches itself (a server gives its own stable row ids).
import type { DiffRow, DiffRows, DiffSide } from './types.js';

/** By file: the key column and, by key value, the row's identity. */
export type RowIdentities = Record<string, { key: string; ids: Record<string, string> }>;

const BATCH = 5000;

async function* identified(
  rows: DiffRows,
  key: string,
  ids: Record<string, string>,
): AsyncGenerator<readonly DiffRow[]> {
  const identify = (row: DiffRow): DiffRow => {
    const value = row.values[key] ?? '';
    return Object.hasOwn(ids, value) ? { ...row, identity: ids[value] } : row;
  };
  if (Symbol.asyncIterator in rows) {
    for await (const batch of rows) yield batch.map(identify);
    return;
  }
  let batch: DiffRow[] = [];
  for (const row of rows) {
    batch.push(identify(row));
    if (batch.length >= BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/** The side with the given tables' rows identified (read as records, not as cell batches). */
export function withIdentities<S extends DiffSide>(side: S, identities: RowIdentities | undefined): S {
  if (!identities) return side;
  const tables = { ...side.tables };
  for (const [file, { key, ids }] of Object.entries(identities)) {
    const given = tables[file];
    if (given)
      tables[file] = { columns: given.columns, rows: identified(given.rows, key, ids), bytes: given.bytes };
  }
  return { ...side, tables };
}

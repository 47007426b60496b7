// One version of a feed read once: each table's rows in a RowStore (keyed by identity, text
// normalised) and the facts the service analysis needs. The two versions are digested independently
// (in two worker threads for zip files, see digest-worker.ts), then compared (compare.ts).
import { TABLES_BY_FILE } from '../schema/tables.js';
import { tableBatches } from './batches.js';
import { SideFacts, type SharedIds } from './facts.js';
import { RowStore } from './row-store.js';
import type { DiffSide, DiffTable } from './types.js';

export interface TableDigest {
  file: string;
  columns: readonly string[];
  store: RowStore;
}

export interface SideDigest {
  /** In the version's table order. */
  tables: TableDigest[];
  facts: SideFacts;
  /** Files given by name only, and the validator's errors by code. */
  otherFiles: readonly string[];
  errorNotices?: Readonly<Record<string, number>>;
  /** Why the validator failed, when asked to validate the version. */
  validationFailed?: string;
}

/** The identity key fields of a file: its GTFS primary key, or every column for other files. */
export function keyFields(file: string, columns: readonly string[]): readonly string[] {
  return TABLES_BY_FILE.get(file)?.key ?? columns;
}

export function checkAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

/** The row's identity string: the caller's, else its GTFS key (every column for other files). */
export function identityOf(
  cells: readonly string[],
  key: readonly number[],
  given: string | undefined,
): string {
  if (given !== undefined) return 'i' + given;
  let s = 'k';
  for (const k of key) s += (k < 0 ? '' : cells[k]) + '\0';
  return s;
}

/** Files smaller than this grow their stores as they go; bigger ones are sized from their first rows. */
const SIZED_FROM_BYTES = 1 << 20;

/**
 * The rows a file of `bytes` bytes likely holds, from the length of its first rows (cells, commas
 * and a line end each), with 5% to spare: a guess, since a store still grows past it when short.
 */
export function likelyRows(bytes: number, first: readonly (readonly string[])[]): number {
  let sample = 0;
  for (const cells of first) for (const c of cells) sample += c.length + 1;
  return sample > 0 ? Math.ceil(((bytes * first.length) / sample) * 1.05) : 0;
}

export async function digestTable(
  file: string,
  table: DiffTable,
  facts: SideFacts,
  signal: AbortSignal | undefined,
): Promise<TableDigest> {
  const store = new RowStore();
  const key = keyFields(file, table.columns).map((k) => table.columns.indexOf(k));
  const handle = facts.handler(file, table.columns);
  let sized = !(table.bytes !== undefined && table.bytes >= SIZED_FROM_BYTES);
  for await (const batch of tableBatches(file, table)) {
    checkAborted(signal);
    if (!sized) {
      sized = true;
      const rows = likelyRows(table.bytes!, batch.cells);
      store.reserve(rows);
      if (file === 'stop_times.txt') facts.stopTimes.reserve(rows);
    }
    for (let i = 0; i < batch.cells.length; i++) {
      const cells = batch.cells[i]!;
      const identity = batch.identities?.[i];
      handle?.(cells);
      // The identity is stored as the row's last cell, so a renamed key still shows who it was.
      cells.push(identity ?? '');
      store.add(identityOf(cells, key, identity), cells);
    }
  }
  return { file, columns: table.columns, store };
}

export async function digestSide(side: DiffSide, ids: SharedIds, signal?: AbortSignal): Promise<SideDigest> {
  const facts = new SideFacts(ids);
  const tables: TableDigest[] = [];
  for (const [file, table] of Object.entries(side.tables))
    tables.push(await digestTable(file, table, facts, signal));
  return { tables, facts, otherFiles: side.otherFiles ?? [], errorNotices: side.errorNotices };
}

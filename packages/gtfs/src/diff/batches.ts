// A table of either side as batches of normalised cells in its column order, whatever form the
// caller gave it in (records, an async cursor of record batches, or cell batches).
import { TABLES_BY_FILE } from '../schema/tables.js';
import { trimCell } from '../values.js';
import type { DiffRow, DiffTable } from './types.js';

export interface CellBatch {
  cells: string[][];
  /** The caller's identities, by row; null when the rows are keyed by the GTFS key. */
  identities: (string | undefined)[] | null;
}

const BATCH = 4096;

/**
 * Normalise in place so that text differing only in what GTFS says to ignore compares equal:
 * surrounding spaces, and a time's single-digit hour (`8:00:00` is `08:00:00`).
 */
export function normalise(cells: string[], width: number, timeColumns: readonly number[]): string[] {
  if (cells.length > width) cells.length = width;
  for (let i = 0; i < width; i++) {
    const c = cells[i];
    cells[i] = c === undefined ? '' : trimCell(c);
  }
  for (const t of timeColumns) if (cells[t]!.length === 7) cells[t] = '0' + cells[t];
  return cells;
}

/** Column indexes of time fields, for `normalise`. */
export function timeColumns(file: string, columns: readonly string[]): number[] {
  const def = TABLES_BY_FILE.get(file);
  if (!def) return [];
  return columns.flatMap((c, i) => (def.fieldsByName.get(c)?.kind === 'time' ? [i] : []));
}

function isAsync(rows: DiffTable['rows']): rows is AsyncIterable<readonly DiffRow[]> {
  return typeof (rows as AsyncIterable<unknown>)[Symbol.asyncIterator] === 'function';
}

export async function* tableBatches(file: string, table: DiffTable): AsyncGenerator<CellBatch> {
  const width = table.columns.length;
  const times = timeColumns(file, table.columns);
  if (table.cells) {
    for await (const batch of table.cells) {
      for (const row of batch) normalise(row, width, times);
      yield { cells: batch as string[][], identities: null };
    }
    return;
  }
  const columns = table.columns;
  let cells: string[][] = [];
  let ids: (string | undefined)[] = [];
  let anyId = false;
  const take = (row: DiffRow) => {
    const c = new Array<string>(width);
    for (let i = 0; i < width; i++) c[i] = row.values[columns[i]!] ?? '';
    cells.push(normalise(c, width, times));
    ids.push(row.identity);
    if (row.identity !== undefined) anyId = true;
  };
  const flush = (): CellBatch => {
    const b = { cells, identities: anyId ? ids : null };
    cells = [];
    ids = [];
    anyId = false;
    return b;
  };
  if (isAsync(table.rows)) {
    for await (const batch of table.rows) {
      for (const row of batch) take(row);
      yield flush();
    }
  } else {
    for (const row of table.rows) {
      take(row);
      if (cells.length >= BATCH) yield flush();
    }
    if (cells.length) yield flush();
  }
}

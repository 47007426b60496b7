// The row-level diff of one file: each row of the new version is matched with the old version's row of
// the same identity (the caller's, or the GTFS key) and compared as bytes, then as cells where the
// columns differ; old rows left unmatched are deleted.
import { joinCells, RowStore } from './row-store.js';
import { checkAborted, identityOf, keyFields, type TableDigest } from './side-digest.js';
import type { RowChange, TableCounts } from './types.js';

type Values = Record<string, string>;

/** What the rest of the engine hears about changed rows (values by column, all of the row). */
export interface RowEvents {
  added?(row: Values, identity: string | undefined): void;
  deleted?(row: Values, identity: string | undefined): void;
  updated?(before: Values, after: Values, identity: string | undefined): void;
}

/** Where row changes are listed, up to a cap; ids are given once every file is done. */
export interface ChangeSink {
  rows: Omit<RowChange, 'id'>[];
  max: number;
  truncated: boolean;
}

function push(sink: ChangeSink, change: Omit<RowChange, 'id'>): void {
  if (sink.rows.length < sink.max) sink.rows.push(change);
  else sink.truncated = true;
}

function record(columns: readonly string[], cells: readonly string[]): Values {
  const out: Values = {};
  for (let i = 0; i < columns.length; i++) out[columns[i]!] = cells[i] ?? '';
  return out;
}

export class TableDiff {
  private readonly oldStore: RowStore;
  private readonly oldColumns: readonly string[];
  private newColumns: readonly string[] = [];
  /** For each old column, its index among the new columns (-1: gone). */
  private projection: number[] = [];
  private newOnly: number[] = [];
  private sameColumns = false;
  readonly counts: TableCounts;

  /** `old` is the old version's rows of the file; none when only the new version has it. */
  constructor(
    readonly file: string,
    old: TableDigest | undefined,
    private readonly sink: ChangeSink,
    private readonly events: RowEvents = {},
  ) {
    this.oldStore = old?.store ?? new RowStore();
    this.oldColumns = old?.columns ?? [];
    this.counts = { file, old_rows: this.oldStore.n, new_rows: 0, added: 0, deleted: 0, updated: 0 };
  }

  /** Matches each row of the new version with the old one of its identity, in the new file's order. */
  compare(next: TableDigest, signal?: AbortSignal): void {
    const columns = (this.newColumns = next.columns);
    this.projection = this.oldColumns.map((c) => columns.indexOf(c));
    this.newOnly = columns.flatMap((c, i) => (this.oldColumns.includes(c) ? [] : [i]));
    this.sameColumns =
      columns.length === this.oldColumns.length && columns.every((c, i) => c === this.oldColumns[i]);
    const store = next.store;
    this.counts.new_rows = store.n;
    const key = keyFields(this.file, columns).map((c) => columns.indexOf(c));
    // A repeated identity of a store not ranked (row-store.ts): its row's identity, as it was stored.
    const identity = (j: number) => {
      const cells = store.cells(j);
      const given = cells.pop() || undefined;
      return identityOf(cells, key, given);
    };
    let guess = 0;
    for (let j = 0; j < store.n; j++) {
      if ((j & 0xffff) === 0) checkAborted(signal);
      const i = this.oldStore.matchRowOf(store, j, guess, identity);
      if (i >= 0) guess = i + 1;
      if (i < 0) this.add(store.cells(j));
      else if (!(this.sameColumns && this.oldStore.sameText(i, store, j))) this.compareRow(i, store.cells(j));
    }
  }

  private add(cells: string[]): void {
    const identity = cells.pop() || undefined;
    this.counts.added++;
    const row = record(this.newColumns, cells);
    push(this.sink, {
      file: this.file,
      action: 'add',
      target: 'row',
      identifier: this.identifier(row),
      new_value: row,
      ...(identity !== undefined && { identity }),
    });
    this.events.added?.(row, identity);
  }

  /** Old row i against a new row's cells (its identity last) whose text differs or whose columns do. */
  private compareRow(i: number, cells: string[]): void {
    const identity = cells.pop() ?? '';
    let projected: string[] = cells;
    if (!this.sameColumns) projected = this.projection.map((j) => (j < 0 ? '' : cells[j]!));
    const equal =
      this.oldStore.text(i) === joinCells([...projected, identity]) &&
      this.newOnly.every((j) => cells[j] === '');
    if (!equal) this.update(this.oldStore.cells(i), cells);
  }

  private update(oldCells: string[], cells: readonly string[]): void {
    const identity = oldCells.pop() || undefined;
    const before = record(this.oldColumns, oldCells);
    const after = record(this.newColumns, cells);
    const initial: Values = {};
    const next: Values = {};
    for (const c of new Set([...this.oldColumns, ...this.newColumns])) {
      const a = before[c] ?? '';
      const b = after[c] ?? '';
      if (a !== b) {
        initial[c] = a;
        next[c] = b;
      }
    }
    this.counts.updated++;
    push(this.sink, {
      file: this.file,
      action: 'update',
      target: 'row',
      identifier: this.identifier(before),
      initial_value: initial,
      new_value: next,
      ...(identity !== undefined && { identity }),
    });
    this.events.updated?.(before, after, identity);
  }

  /** Lists the old rows no new row matched; call once the new rows are in. */
  finish(): TableCounts {
    for (let i = 0; i < this.oldStore.n; i++) {
      if (this.oldStore.matched[i]) continue;
      const cells = this.oldStore.cells(i);
      const identity = cells.pop() || undefined;
      const row = record(this.oldColumns, cells);
      this.counts.deleted++;
      push(this.sink, {
        file: this.file,
        action: 'delete',
        target: 'row',
        identifier: this.identifier(row),
        initial_value: row,
        ...(identity !== undefined && { identity }),
      });
      this.events.deleted?.(row, identity);
    }
    return this.counts;
  }

  private identifier(row: Values): Values {
    const out: Values = {};
    for (const k of keyFields(this.file, Object.keys(row))) out[k] = row[k] ?? '';
    return out;
  }
}

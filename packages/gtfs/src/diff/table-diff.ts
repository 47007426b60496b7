// The row-level diff of one file: the old rows go into a RowStore, then each new row is matched by
// identity (the caller's, or the GTFS key) and compared as text; old rows left unmatched are deleted.
import { TABLES_BY_FILE } from '../schema/tables.js';
import { joinCells, RowStore } from './row-store.js';
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

/** The identity key fields of a file: its GTFS primary key, or every column for other files. */
export function keyFields(file: string, columns: readonly string[]): readonly string[] {
  return TABLES_BY_FILE.get(file)?.key ?? columns;
}

function record(columns: readonly string[], cells: readonly string[]): Values {
  const out: Values = {};
  for (let i = 0; i < columns.length; i++) out[columns[i]!] = cells[i] ?? '';
  return out;
}

export class TableDiff {
  private readonly store = new RowStore();
  private readonly oldKey: number[];
  private newColumns: readonly string[] = [];
  private newKey: number[] = [];
  /** For each old column, its index among the new columns (-1: gone). */
  private projection: number[] = [];
  private newOnly: number[] = [];
  private sameColumns = false;
  readonly counts: TableCounts;

  constructor(
    readonly file: string,
    private readonly oldColumns: readonly string[],
    private readonly sink: ChangeSink,
    private readonly events: RowEvents = {},
  ) {
    this.oldKey = keyFields(file, oldColumns).map((k) => oldColumns.indexOf(k));
    this.counts = { file, old_rows: 0, new_rows: 0, added: 0, deleted: 0, updated: 0 };
  }

  private identityOf(cells: readonly string[], key: number[], given: string | undefined): string {
    if (given !== undefined) return 'i' + given;
    let s = 'k';
    for (const k of key) s += (k < 0 ? '' : cells[k]) + '\0';
    return s;
  }

  addOld(cells: string[], identity: string | undefined): void {
    this.counts.old_rows++;
    cells.push(identity ?? '');
    this.store.add(this.identityOf(cells, this.oldKey, identity), cells);
    cells.pop();
  }

  startNew(columns: readonly string[]): void {
    this.newColumns = columns;
    this.newKey = keyFields(this.file, columns).map((k) => columns.indexOf(k));
    this.projection = this.oldColumns.map((c) => columns.indexOf(c));
    this.newOnly = columns.flatMap((c, i) => (this.oldColumns.includes(c) ? [] : [i]));
    this.sameColumns =
      columns.length === this.oldColumns.length && columns.every((c, i) => c === this.oldColumns[i]);
  }

  addNew(cells: string[], identity: string | undefined): void {
    this.counts.new_rows++;
    const i = this.store.match(this.identityOf(cells, this.newKey, identity));
    if (i < 0) {
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
      return;
    }
    let projected: string[] = cells;
    if (!this.sameColumns) projected = this.projection.map((j) => (j < 0 ? '' : cells[j]!));
    projected.push(identity ?? '');
    const equal = this.store.text(i) === joinCells(projected) && this.newOnly.every((j) => cells[j] === '');
    projected.pop();
    if (!equal) this.update(this.store.cells(i), cells);
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
    for (let i = 0; i < this.store.n; i++) {
      if (this.store.matched[i]) continue;
      const cells = this.store.cells(i);
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

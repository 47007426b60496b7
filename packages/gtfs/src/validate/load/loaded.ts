// What the loader hands the rules: small tables as plain rows, the big ones as columns (columns.ts),
// every row with its csvRowNumber (header = 1).
import type { TableDef } from '../../schema/dsl.js';
import type { GtfsEntry } from '../../read/zip.js';
import type { Value } from '../../values.js';
import { Interner, Shapes, StopTimes } from './columnar.js';

/** A row of a small table: every schema field (null when empty, invalid or absent) plus `_row`. */
export type Rec = Record<string, Value> & { readonly _row: number };

export interface TableInfo {
  def: TableDef;
  /** The file is in the zip. */
  present: boolean;
  /** Its header (empty when the file had none). */
  columns: string[];
  rowCount: number;
  /** The CSV could not be parsed to the end. */
  parseFailed: boolean;
}

export interface LoadedFeed {
  /** Every file of the zip (GTFS names). */
  files: string[];
  entries: GtfsEntry[];
  tables: Map<string, TableInfo>;
  /** Small tables by name (every edited table except stop_times and shapes). */
  rows: Map<string, Rec[]>;
  stopTimes: StopTimes;
  shapes: Shapes;
  tripIds: Interner;
  stopIds: Interner;
  shapeIds: Interner;
  /** Known GTFS files Ruta keeps without editing (fares v2, attributions, translations), as text rows. */
  other: Map<string, RawRow[]>;
  /** trips.txt defines trip ids [0, tripsDefined); stops and shapes alike. */
  tripsDefined: number;
  stopsDefined: number;
  shapesDefined: number;
}

/** A row of a file read as text: trimmed cells by column name, plus `_row`. */
export type RawRow = Record<string, string> & { readonly _row: number };

/** A feed with nothing loaded yet, of a zip with these entries. */
export function newLoadedFeed(entries: GtfsEntry[]): LoadedFeed {
  return {
    files: entries.map((e) => e.name),
    entries,
    tables: new Map(),
    rows: new Map(),
    stopTimes: new StopTimes(),
    shapes: new Shapes(),
    tripIds: new Interner(),
    stopIds: new Interner(),
    shapeIds: new Interner(),
    tripsDefined: 0,
    stopsDefined: 0,
    shapesDefined: 0,
    other: new Map(),
  };
}

export function table(feed: LoadedFeed, name: string): Rec[] {
  return feed.rows.get(name) ?? [];
}

export function present(feed: LoadedFeed, name: string): boolean {
  return feed.tables.get(name)?.present ?? false;
}

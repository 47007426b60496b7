// The loaded feed: a compact in-memory form of a GTFS zip for validation. The big tables (stop_times,
// shapes) are columnar typed arrays with interned ids (2M stop_times rows take ~100 MB), the small
// ones plain objects. Every row keeps its csvRowNumber (header = 1). Generic per-row rules run while
// the files stream (load/cells.ts), so raw text is never held.
import type { PresenceNotice } from './notice.js';
import type { TableDef } from '../schema/dsl.js';
import { TABLES } from '../schema/tables.js';
import type { GtfsEntry, GtfsZip } from '../read/zip.js';
import type { Value } from '../values.js';
import type { NoticeContainer } from './notices.js';
import { compileRowChecker } from './load/cells.js';
import { checkSignal, streamRows } from './load/rows.js';
import {
  csvParsingFailed,
  duplicatedColumn,
  emptyColumnName,
  emptyFile,
  missingRequiredColumn,
  unknownColumn,
} from './rules/csv.js';

/** A row of a small table: every schema field (null when empty, invalid or absent) plus `_row`. */
export type Rec = Record<string, Value> & { readonly _row: number };

/** Strings to dense integers, so big tables store ids as Int32. */
export class Interner {
  readonly ids: string[] = [];
  private readonly map = new Map<string, number>();
  intern(s: string): number {
    let i = this.map.get(s);
    if (i === undefined) {
      i = this.ids.length;
      this.ids.push(s);
      this.map.set(s, i);
    }
    return i;
  }
  get(s: string): number | undefined {
    return this.map.get(s);
  }
  get size(): number {
    return this.ids.length;
  }
}

function grow<T extends Int32Array | Int8Array | Float64Array>(a: T, n: number): T {
  if (n < a.length) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(1024, a.length * 2));
  b.set(a);
  return b;
}

/** stop_times as columns. Times are seconds, -1 when empty or invalid; enums -1 when empty. */
export class StopTimes {
  n = 0;
  trip = new Int32Array(1024);
  /** Interned stop id (feed.stopIds), -1 when empty. */
  stop = new Int32Array(1024);
  seq = new Float64Array(1024);
  arr = new Int32Array(1024);
  dep = new Int32Array(1024);
  timepoint = new Int8Array(1024);
  pickup = new Int8Array(1024);
  dropOff = new Int8Array(1024);
  continuous = new Int8Array(1024);
  /** GTFS-Flex rows: bit 1 a location group or location is set, bit 2 a pickup/drop-off window. */
  flex = new Int8Array(1024);
  /** The windows (seconds) of rows with bit 2, by row index: Flex rows are few. */
  windows = new Map<number, [number | null, number | null]>();
  dist = new Float64Array(1024);
  row = new Int32Array(1024);
  /** Filled by `index()`: rows grouped by trip and sorted by stop_sequence. */
  order = new Int32Array(0);
  /** order[tripStart[t] .. tripStart[t+1]) are trip t's rows. */
  tripStart = new Int32Array(1);

  reserve(): number {
    const i = this.n++;
    if (i >= this.trip.length) {
      this.trip = grow(this.trip, i);
      this.stop = grow(this.stop, i);
      this.seq = grow(this.seq, i);
      this.arr = grow(this.arr, i);
      this.dep = grow(this.dep, i);
      this.timepoint = grow(this.timepoint, i);
      this.pickup = grow(this.pickup, i);
      this.dropOff = grow(this.dropOff, i);
      this.continuous = grow(this.continuous, i);
      this.flex = grow(this.flex, i);
      this.dist = grow(this.dist, i);
      this.row = grow(this.row, i);
    }
    return i;
  }
}

/** shapes.txt as columns. */
export class Shapes {
  n = 0;
  shape = new Int32Array(1024);
  lat = new Float64Array(1024);
  lon = new Float64Array(1024);
  seq = new Float64Array(1024);
  dist = new Float64Array(1024);
  row = new Int32Array(1024);
  order = new Int32Array(0);
  shapeStart = new Int32Array(1);

  reserve(): number {
    const i = this.n++;
    if (i >= this.shape.length) {
      this.shape = grow(this.shape, i);
      this.lat = grow(this.lat, i);
      this.lon = grow(this.lon, i);
      this.seq = grow(this.seq, i);
      this.dist = grow(this.dist, i);
      this.row = grow(this.row, i);
    }
    return i;
  }
}

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

/** Small known files some rules read as text (the schema does not declare them). */
const OTHER_FILES = [
  'attributions.txt',
  'timeframes.txt',
  'fare_transfer_rules.txt',
  'fare_media.txt',
  'fare_products.txt',
  'rider_categories.txt',
  'booking_rules.txt',
  'location_group_stops.txt',
  'location_groups.txt',
  'translations.txt',
];

export function table(feed: LoadedFeed, name: string): Rec[] {
  return feed.rows.get(name) ?? [];
}

export function present(feed: LoadedFeed, name: string): boolean {
  return feed.tables.get(name)?.present ?? false;
}

const str = (v: Value): string | null => (v === null ? null : String(v));

export interface ReadOptions {
  signal?: AbortSignal;
  /** The rules' notices for conditional presence (rules/index.ts's PRESENCE); without them a broken
   * condition is the generic missing_required_field. Passed in because the rules read LoadedFeed. */
  presence?: Readonly<Record<string, PresenceNotice>>;
}

/** Reads every edited table of an open zip, running the generic per-row rules into `notices`. */
export async function readFeedForValidation(
  zip: GtfsZip,
  notices: NoticeContainer,
  { signal, presence }: ReadOptions = {},
): Promise<LoadedFeed> {
  const feed: LoadedFeed = {
    files: zip.entries.map((e) => e.name),
    entries: zip.entries,
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
  const byName = new Map(zip.entries.map((e) => [e.name, e]));
  for (const def of TABLES) {
    checkSignal(signal);
    const entry = byName.get(def.file);
    const info: TableInfo = { def, present: !!entry, columns: [], rowCount: 0, parseFailed: false };
    feed.tables.set(def.name, info);
    if (!entry) continue;
    await loadTable(feed, def, entry, info, notices, { signal, presence });
    if (def.name === 'trips') feed.tripsDefined = feed.tripIds.size;
    if (def.name === 'stops') feed.stopsDefined = feed.stopIds.size;
    if (def.name === 'shapes') feed.shapesDefined = feed.shapeIds.size;
  }
  for (const name of OTHER_FILES) {
    const entry = byName.get(name);
    if (entry) feed.other.set(name, await loadRaw(entry, signal));
  }
  indexStopTimes(feed.stopTimes, feed.tripIds.size);
  indexShapes(feed.shapes, feed.shapeIds.size);
  return feed;
}

type RowStore = (out: Value[], row: number) => void;

function storeFor(feed: LoadedFeed, def: TableDef): RowStore {
  const fi = (name: string) => def.fields.findIndex((f) => f.name === name);
  if (def.name === 'stop_times') {
    const st = feed.stopTimes;
    const [trip, stop, seq, arr, dep, tp, pu, dro, cp, cd, dist] = [
      'trip_id',
      'stop_id',
      'stop_sequence',
      'arrival_time',
      'departure_time',
      'timepoint',
      'pickup_type',
      'drop_off_type',
      'continuous_pickup',
      'continuous_drop_off',
      'shape_dist_traveled',
    ].map(fi) as number[];
    const [group, location, wStart, wEnd] = [
      'location_group_id',
      'location_id',
      'start_pickup_drop_off_window',
      'end_pickup_drop_off_window',
    ].map(fi) as number[];
    const num = (v: Value | undefined) => (typeof v === 'number' ? v : null);
    const int8 = (v: Value) => (typeof v === 'number' && v >= -128 && v < 128 ? v : -1);
    let lastTrip: Value = null;
    let lastTripIndex = -1;
    return (out, row) => {
      const i = st.reserve();
      const t = out[trip!];
      // Rows come grouped by trip: reuse the previous row's lookup.
      if (t !== lastTrip) {
        lastTrip = t ?? null;
        lastTripIndex = t === null || t === undefined ? -1 : feed.tripIds.intern(String(t));
      }
      st.trip[i] = lastTripIndex;
      const s = out[stop!];
      st.stop[i] = s === null || s === undefined ? -1 : feed.stopIds.intern(String(s));
      const q = out[seq!];
      st.seq[i] = typeof q === 'number' ? q : NaN;
      const a = out[arr!];
      st.arr[i] = typeof a === 'number' ? a : -1;
      const d = out[dep!];
      st.dep[i] = typeof d === 'number' ? d : -1;
      st.timepoint[i] = int8(out[tp!] ?? null);
      st.pickup[i] = int8(out[pu!] ?? null);
      st.dropOff[i] = int8(out[dro!] ?? null);
      const c1 = int8(out[cp!] ?? null);
      const c2 = int8(out[cd!] ?? null);
      st.continuous[i] = (c1 >= 0 && c1 !== 1) || (c2 >= 0 && c2 !== 1) ? 1 : 0;
      let flex = 0;
      if ((out[group!] ?? null) !== null || (out[location!] ?? null) !== null) flex |= 1;
      const ws = num(out[wStart!]),
        we = num(out[wEnd!]);
      if (ws !== null || we !== null) {
        flex |= 2;
        st.windows.set(i, [ws, we]);
      }
      st.flex[i] = flex;
      const di = out[dist!];
      st.dist[i] = typeof di === 'number' ? di : NaN;
      st.row[i] = row;
    };
  }
  if (def.name === 'shapes') {
    const sh = feed.shapes;
    const [id, lat, lon, seq, dist] = [
      'shape_id',
      'shape_pt_lat',
      'shape_pt_lon',
      'shape_pt_sequence',
      'shape_dist_traveled',
    ].map(fi) as number[];
    const num = (v: Value | undefined) => (typeof v === 'number' ? v : NaN);
    let lastShape: Value = null;
    let lastShapeIndex = -1;
    return (out, row) => {
      const s = out[id!];
      if (s === null || s === undefined) return; // reported as missing_required_field
      const i = sh.reserve();
      // Points come grouped by shape: reuse the previous row's lookup.
      if (s !== lastShape) {
        lastShape = s;
        lastShapeIndex = feed.shapeIds.intern(String(s));
      }
      sh.shape[i] = lastShapeIndex;
      sh.lat[i] = num(out[lat!]);
      sh.lon[i] = num(out[lon!]);
      sh.seq[i] = num(out[seq!]);
      sh.dist[i] = num(out[dist!]);
      sh.row[i] = row;
    };
  }
  const rows: Rec[] = [];
  feed.rows.set(def.name, rows);
  const names = def.fields.map((f) => f.name);
  const internKey =
    def.name === 'trips'
      ? (r: Rec) => r.trip_id !== null && feed.tripIds.intern(str(r.trip_id ?? null)!)
      : def.name === 'stops'
        ? (r: Rec) => r.stop_id !== null && feed.stopIds.intern(str(r.stop_id ?? null)!)
        : undefined;
  return (out, row) => {
    const r: Record<string, Value> = { _row: row };
    for (let i = 0; i < names.length; i++) r[names[i]!] = out[i] ?? null;
    rows.push(r as Rec);
    internKey?.(r as Rec);
  };
}

async function loadTable(
  feed: LoadedFeed,
  def: TableDef,
  entry: GtfsEntry,
  info: TableInfo,
  notices: NoticeContainer,
  { signal, presence }: ReadOptions,
): Promise<void> {
  const file = def.file;
  const store = storeFor(feed, def);
  const out: Value[] = new Array<Value>(def.fields.length).fill(null);
  let checker: ReturnType<typeof compileRowChecker> | undefined;
  let hasBadChars = false;
  let rowsSinceCheck = 0;
  let dataLines = 0;
  const state = { hasReplacementChar: false, hasQuote: false, encoding: 'utf-8' };
  let hasQuote = false;
  const result = await streamRows(
    entry,
    {
      header(cells) {
        const columns = cells.map((c) => c.trim());
        info.columns = columns;
        if (columns.length === 0) return;
        columns.forEach((c, i) => {
          if (c === '') notices.add(emptyColumnName, { filename: file, index: i });
          else {
            const first = columns.indexOf(c);
            if (first !== i)
              notices.add(duplicatedColumn, {
                filename: file,
                fieldName: c,
                firstIndex: first,
                secondIndex: i,
              });
            else if (!def.fieldsByName.has(c))
              notices.add(unknownColumn, { filename: file, fieldName: c, index: i });
          }
        });
        for (const f of def.fields)
          if (f.presence === 'required' && !columns.includes(f.name))
            notices.add(missingRequiredColumn, { filename: file, fieldName: f.name });
        checker = compileRowChecker(def, columns, notices, {
          checkReplacementChar: () => hasBadChars,
          checkNewLines: () => hasQuote,
          hasBookingRules: feed.files.includes('booking_rules.txt'),
          presence,
        });
      },
      row(cells, row) {
        if (!checker) return;
        if (cells.length > 1 || cells[0] !== '') dataLines++;
        // The stream marks replacement chars per chunk; look once per row batch.
        if (++rowsSinceCheck >= 4096) {
          rowsSinceCheck = 0;
          checkSignal(signal);
        }
        hasBadChars = state.hasReplacementChar;
        hasQuote = state.hasQuote;
        if (!checker.check(cells, row, out)) return;
        info.rowCount++;
        store(out, row);
      },
    },
    signal,
    state,
  );
  if (result.parseError) {
    info.parseFailed = true;
    notices.add(csvParsingFailed, {
      filename: file,
      lineIndex: result.parseError.line,
      message: result.parseError.message,
    });
  }
  if (info.columns.length === 0 || (dataLines === 0 && def.presence === 'required'))
    notices.add(emptyFile, { filename: file });
}

async function loadRaw(entry: GtfsEntry, signal?: AbortSignal): Promise<RawRow[]> {
  let columns: string[] = [];
  const rows: RawRow[] = [];
  await streamRows(
    entry,
    {
      header: (cells) => (columns = cells.map((c) => c.trim())),
      row(cells, row) {
        if (cells.length === 1 && cells[0] === '') return;
        const r: Record<string, string | number> = { _row: row };
        columns.forEach((c, i) => (r[c] = (cells[i] ?? '').trim()));
        rows.push(r as RawRow);
      },
    },
    signal,
  );
  return rows;
}

/** Groups rows by an interned key and sorts each group by sequence then row (counting sort: O(n)). */
function groupSorted(
  n: number,
  keys: Int32Array,
  seq: Float64Array,
  groups: number,
): [Int32Array<ArrayBuffer>, Int32Array<ArrayBuffer>] {
  const start = new Int32Array(groups + 1);
  let keyless = 0;
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    if (k >= 0) start[k + 1]!++;
    else keyless++;
  }
  for (let g = 0; g < groups; g++) start[g + 1]! += start[g]!;
  const order = new Int32Array(n - keyless);
  const fill = start.slice(0, groups);
  for (let i = 0; i < n; i++) {
    const k = keys[i]!;
    if (k >= 0) order[fill[k]!++] = i;
  }
  for (let g = 0; g < groups; g++) {
    const a = start[g]!;
    const b = start[g + 1]!;
    let sorted = true;
    for (let j = a + 1; j < b; j++) if (!(seq[order[j - 1]!]! <= seq[order[j]!]!)) sorted = false;
    if (!sorted) {
      const part = Array.from(order.subarray(a, b));
      part.sort((x, y) => seq[x]! - seq[y]! || x - y || 0);
      order.set(part, a);
    }
  }
  return [order, start];
}

function indexStopTimes(st: StopTimes, trips: number): void {
  [st.order, st.tripStart] = groupSorted(st.n, st.trip, st.seq, trips);
}

function indexShapes(sh: Shapes, shapes: number): void {
  [sh.order, sh.shapeStart] = groupSorted(sh.n, sh.shape, sh.seq, shapes);
}

// The big tables as columns: stop_times and shapes are typed arrays with interned ids (2M stop_times
// rows take ~100 MB), grouped and sorted once loaded so rules walk a trip's or a shape's rows in order.
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

type Column = Int32Array | Int8Array | Float64Array;

function grow<T extends Column>(a: T): T {
  const b = new (a.constructor as new (n: number) => T)(Math.max(1024, a.length * 2));
  b.set(a);
  return b;
}

/** Sizes a store's columns for `rows` rows at once, sparing the copies of doubling. */
export function presizeRows<S extends { n: number }>(
  store: S,
  columns: readonly (keyof S)[],
  rows: number,
): void {
  const cols = store as unknown as Record<keyof S, Column>;
  if (rows <= cols[columns[0]!].length) return;
  for (const k of columns) {
    const b = new (cols[k].constructor as new (n: number) => Column)(rows);
    b.set(cols[k].subarray(0, store.n) as never);
    cols[k] = b;
  }
}

/** Takes the next row index of a columnar store, doubling its growing columns when they are full. */
export function reserveRow<S extends { n: number }>(store: S, columns: readonly (keyof S)[]): number {
  const i = store.n++;
  const cols = store as unknown as Record<keyof S, Column>;
  if (i >= cols[columns[0]!].length) for (const k of columns) cols[k] = grow(cols[k]);
  return i;
}

/** The columns holding one value per row (`windows` holds Flex rows only). */
export const STOP_TIMES_COLUMNS = [
  'trip',
  'stop',
  'seq',
  'arr',
  'dep',
  'timepoint',
  'pickup',
  'dropOff',
  'continuous',
  'flex',
  'dist',
  'row',
] as const;

/**
 * The stop_times columns the validator and the feed diff (diff/stop-time-columns.ts) both keep, one
 * row per index: interned trip and stop ids (-1 when empty), stop_sequence (NaN when empty or
 * invalid), arrival and departure in seconds (-1 when empty or invalid).
 */
export class StopTimeCore {
  n = 0;
  trip = new Int32Array(1024);
  stop = new Int32Array(1024);
  seq = new Float64Array(1024);
  arr = new Int32Array(1024);
  dep = new Int32Array(1024);
}

/** stop_times as columns. Times are seconds, -1 when empty or invalid; enums -1 when empty. */
export class StopTimes extends StopTimeCore {
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
    return reserveRow<StopTimes>(this, STOP_TIMES_COLUMNS);
  }

  presize(rows: number): void {
    presizeRows<StopTimes>(this, STOP_TIMES_COLUMNS, rows);
  }
}

const SHAPES_COLUMNS = ['shape', 'lat', 'lon', 'seq', 'dist', 'row'] as const;

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
    return reserveRow<Shapes>(this, SHAPES_COLUMNS);
  }

  presize(rows: number): void {
    presizeRows<Shapes>(this, SHAPES_COLUMNS, rows);
  }
}

/** Groups rows by an interned key and sorts each group by sequence then row (counting sort: O(n)). */
export function groupSorted(
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

export function indexStopTimes(st: StopTimes, trips: number): void {
  [st.order, st.tripStart] = groupSorted(st.n, st.trip, st.seq, trips);
}

export function indexShapes(sh: Shapes, shapes: number): void {
  [sh.order, sh.shapeStart] = groupSorted(sh.n, sh.shape, sh.seq, shapes);
}

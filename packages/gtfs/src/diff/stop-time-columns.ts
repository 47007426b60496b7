// One version's stop_times as the service and risk analysis read them (facts.ts): typed columns,
// one row per index, ids interned in the tables both versions share.

function grow<T extends Int32Array | Float64Array>(a: T, size = Math.ceil(a.length * 1.5)): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/**
 * Rows grouped by trip, each group sorted by stop_sequence then row (as groupSorted sorts them):
 * group g is trip `trips[g]`'s rows order[begin[g], end[g]).
 */
export interface TripGroups {
  order: Int32Array;
  trips: Int32Array;
  begin: Int32Array;
  end: Int32Array;
}

/** stop_times as columns, one row per index. */
export class StopTimeColumns {
  n = 0;
  trip = new Int32Array(1024);
  stop = new Int32Array(1024);
  seq = new Float64Array(1024);
  arr = new Int32Array(1024);
  dep = new Int32Array(1024);
  /** The rows grouped, when the reader had them so already (the validator's); else grouped when laid out. */
  grouped: TripGroups | undefined;

  /** Room for `rows` rows in all. */
  reserve(rows: number): void {
    if (rows <= this.trip.length) return;
    this.trip = grow(this.trip, rows);
    this.stop = grow(this.stop, rows);
    this.seq = grow(this.seq, rows);
    this.arr = grow(this.arr, rows);
    this.dep = grow(this.dep, rows);
  }

  push(trip: number, stop: number, seq: number, arr: number, dep: number): void {
    if (this.n === this.trip.length) this.reserve(Math.ceil(this.n * 1.5));
    const i = this.n++;
    this.trip[i] = trip;
    this.stop[i] = stop;
    this.seq[i] = seq;
    this.arr[i] = arr;
    this.dep[i] = dep;
  }
}

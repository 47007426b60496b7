// One version's stop_times as the service and risk analysis read them (facts.ts): typed columns,
// one row per index, ids interned in the tables both versions share.
import { presizeRows, reserveRow, StopTimeCore } from '../validate/load/columnar.js';

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

const COLUMNS = ['trip', 'stop', 'seq', 'arr', 'dep'] as const;

/** stop_times as columns, one row per index (the validator's own columns, when taken over). */
export class StopTimeColumns extends StopTimeCore {
  /** The rows grouped, when the reader had them so already (the validator's); else grouped when laid out. */
  grouped: TripGroups | undefined;

  /** Room for `rows` rows in all. */
  reserve(rows: number): void {
    presizeRows<StopTimeColumns>(this, COLUMNS, rows);
  }

  push(trip: number, stop: number, seq: number, arr: number, dep: number): void {
    const i = reserveRow<StopTimeColumns>(this, COLUMNS);
    this.trip[i] = trip;
    this.stop[i] = stop;
    this.seq[i] = seq;
    this.arr[i] = arr;
    this.dep[i] = dep;
  }
}

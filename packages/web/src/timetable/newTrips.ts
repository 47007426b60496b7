// Trips added in the timetable: copies of a row at a headway (one, or a "repeat until" series) and
// trips pasted from a printed timetable. Each new trip copies its source row's trip (its fields,
// shape and service, unless another service is chosen) and is saved as a copy of that stored trip.
import { atHeadway } from '@ruta/gtfs/schema';
import type { Model, Row } from './model';

/** A trip id not yet used in the model, from a base (`T1` → `T1-2`, `T1-3`, …). */
export function freshTripId(m: Model, base: string, taken: ReadonlySet<string> = new Set()): string {
  const used = new Set([...m.rows.map((r) => r.tripId), ...taken]);
  for (let n = 2; ; n++) {
    const id = `${base}-${n}`;
    if (!used.has(id)) return id;
  }
}

const newRow = (src: Row, tripId: string, cells: Row['cells'], serviceId = src.serviceId): Row => ({
  rowId: null,
  stamp: null,
  tripId,
  template: src.template,
  shapeId: src.shapeId,
  serviceId,
  cells,
});

const insertRows = (m: Model, at: number, rows: Row[]): Model => ({
  ...m,
  rows: [...m.rows.slice(0, at), ...rows, ...m.rows.slice(at)],
});

/**
 * New trips after row `r`, the k-th `shifts[k]` seconds after it, with fresh ids from its trip id:
 * one edit, so one undo step removes the whole series. `serviceId`: their service (null: the row's).
 */
export function insertSeries(
  m: Model,
  r: number,
  shifts: readonly number[],
  serviceId: string | null = null,
): Model {
  const src = m.rows[r]!;
  const taken = new Set<string>();
  const rows = shifts.map((shift) => {
    const arr = atHeadway(
      src.cells.map((c) => c.arr),
      shift,
    );
    const dep = atHeadway(
      src.cells.map((c) => c.dep),
      shift,
    );
    const id = freshTripId(m, src.tripId, taken);
    taken.add(id);
    return newRow(
      src,
      id,
      src.cells.map((_, i) => ({ arr: arr[i]!, dep: dep[i]! })),
      serviceId ?? src.serviceId,
    );
  });
  return insertRows(m, r + 1, rows);
}

/** A new trip after row `r`, at `headwaySeconds` from it (0: a duplicate). */
export const insertAfter = (m: Model, r: number, headwaySeconds: number) =>
  insertSeries(m, r, [headwaySeconds]);

/**
 * Trips from a printed timetable (one time list per trip, in the pattern's stop order) added after
 * row `r`, each a copy of that row's trip with the next free id.
 */
export function appendTrips(m: Model, r: number, trips: readonly (number | null)[][]): Model {
  const src = m.rows[r]!;
  const taken = new Set<string>();
  const rows = trips.map((times) => {
    const id = freshTripId(m, src.tripId, taken);
    taken.add(id);
    return newRow(
      src,
      id,
      m.stopIds.map((_, c) => ({ arr: times[c] ?? null, dep: times[c] ?? null })),
    );
  });
  return insertRows(m, r + 1, rows);
}

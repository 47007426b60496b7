// "Both directions" for a series in the timetable: a line's first trips are one a direction (the
// second made by "Make the return trip", leaving at the same time), and both are repeated at the
// same interval until the same hour. The other direction's source is its trip of the same service
// leaving when the selected row leaves. Pure; bothDirections.ts reads and saves.
import type { Timetable } from './api';
import type { Row } from './model';
import { firstTime } from './repeatUntil';

export const otherDirectionOf = (d: number | null) => (d === 0 ? 1 : d === 1 ? 0 : null);

/** The other direction's trip a series from `row` is repeated from there, if it has one. */
export function otherSource(other: Pick<Timetable, 'patterns'>, row: Row): string | null {
  const start = firstTime(row);
  if (start === null) return null;
  for (const p of other.patterns)
    for (const trip of p.trips) {
      const leaves = trip.departure_times
        .map((dep, i) => dep ?? trip.arrival_times[i] ?? null)
        .find((v) => v !== null);
      if (trip.service_id === row.serviceId && leaves === start) return trip.trip_id;
    }
  return null;
}

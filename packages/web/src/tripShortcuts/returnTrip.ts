// A trip's return: the same stops in the opposite order, leaving when the trip leaves and taking the
// same time between each pair of stops (each time mirrored about the trip's span), so a line's
// second direction is one action once the first is entered. Pure; useTripShortcuts writes it.
import { formatClock, parseClock } from '@ruta/gtfs/schema';
import type { StopTimeRow } from '../api/stopTimes';
import { inSequence } from '../shapes/stopsLine';

/** The fields a return stop time keeps from the stop it mirrors (its stop and how riders use it). */
const KEPT = ['pickup_type', 'drop_off_type', 'timepoint'] as const;

const seconds = (time: string | null) => {
  const s = parseClock(time ?? '');
  return typeof s === 'number' ? s : null;
};

/**
 * The return's stop times, sequences 1, 2, …. A time mirrors as `first departure + (last departure
 * − time)`, so arrivals become departures and the gaps keep their lengths; a stop without a time
 * (not a timepoint) stays without one. Distances along a shape are left out: the return has its own.
 */
export function returnStopTimes(rows: readonly StopTimeRow[]): StopTimeRow[] {
  const ordered = inSequence(rows);
  const start = seconds(ordered[0]?.departure_time ?? ordered[0]?.arrival_time ?? null);
  const lastRow = ordered.at(-1);
  const end = seconds(lastRow?.departure_time ?? lastRow?.arrival_time ?? null);
  const mirror = (time: string | null) => {
    const s = seconds(time);
    return s === null || start === null || end === null ? null : formatClock(start + (end - s), true);
  };
  return ordered.reverse().map((row, i) => {
    return {
      ...Object.fromEntries(KEPT.filter((f) => row[f] !== undefined).map((f) => [f, row[f]])),
      stop_id: row.stop_id,
      stop_sequence: i + 1,
      arrival_time: mirror(row.departure_time),
      departure_time: mirror(row.arrival_time),
      shape_dist_traveled: null,
      stop_lat: row.stop_lat,
      stop_lon: row.stop_lon,
    };
  });
}

/** The other direction of a trip: 0 ↔ 1 (a trip without one gets 1, its first stated direction). */
export const otherDirection = (direction: number | null | undefined) => (direction === 1 ? 0 : 1);

/** A pattern of the timetable's read: its stops and its trips' times in seconds. */
interface PatternRead {
  stop_ids: readonly string[];
  trips: readonly {
    trip_id?: string | null;
    arrival_times: readonly (number | null)[];
    departure_times: readonly (number | null)[];
  }[];
}

/**
 * The trip that already is this trip's return, among the other direction's patterns (of its route and
 * service): the same stops in reverse order, leaving when this trip leaves — what "Make the return
 * trip" makes. Null when there is none (the shortcut then makes it).
 */
export function existingReturn(
  rows: readonly StopTimeRow[],
  patterns: readonly PatternRead[],
): string | null {
  const ordered = inSequence(rows);
  const reversed = ordered.map((r) => r.stop_id).reverse();
  const leaves = seconds(ordered[0]?.departure_time ?? ordered[0]?.arrival_time ?? null);
  if (leaves === null) return null;
  const same = (ids: readonly string[]) =>
    ids.length === reversed.length && ids.every((id, i) => id === reversed[i]);
  for (const pattern of patterns.filter((p) => same(p.stop_ids)))
    for (const trip of pattern.trips)
      if ((trip.departure_times[0] ?? trip.arrival_times[0]) === leaves && trip.trip_id) return trip.trip_id;
  return null;
}

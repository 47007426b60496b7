// "Calculate times" of the stop-times editor: from the first stop's times, each next stop is reached
// after (distance / speed) hours and left after the waiting time. Distances are the rows'
// shape_dist_traveled, so speed is in those units per hour. Distances that do not increase along
// the trip, or that would carry the vehicle faster than MAX_KMH between two stops as the crow
// flies, are refused with the rows at fault: the times would look right and be wrong.
// A trip without a shape (shapes are optional in GTFS) has no such distances: its times come from
// the straight lines between consecutive stops, in km, and its rows keep their distances as they are.
import { cumulativeKm, distanceKm } from '../geo/line.js';
import { formatTime } from '../values.js';
import { parseClock } from '../timetable/clock.js';

export interface TimedRow {
  /** Text when an import could not read it: refused like a missing distance. */
  shape_dist_traveled: number | string | null;
  arrival_time: string | null;
  departure_time: string | null;
  /** The stop's place, when known: used for the speed check. */
  stop_lat?: number | null;
  stop_lon?: number | null;
}

export type TimesError =
  | 'speed'
  | 'waiting'
  | 'stopsWithoutDistTraveled'
  | 'stopsWithoutPosition'
  | 'needsDepartureValue'
  | 'distancesNotIncreasing'
  | 'tooFast';

/** The answer of a refused calculation; `rows` are the indexes of the rows at fault. */
export interface TimesRefusal {
  error: TimesError;
  rows?: number[];
}

/** Above this speed between two stops (as the crow flies) their distances cannot be right. */
export const MAX_KMH = 150;

/** A time as typed (`HH:MM` or `HH:MM:SS`, hours may pass 24) → seconds; null when empty or not a time. */
export function timeSeconds(text: string | null | undefined): number | null {
  const v = parseClock(text ?? '');
  return typeof v === 'number' ? v : null;
}

/** A typed number field: a number, or null when empty or not numeric. */
function numberOf(text: string): number | null {
  const t = text.trim();
  if (t === '' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** Checks the two fields: speed non-empty, numeric, not zero; waiting non-empty, numeric. */
export function timesFieldErrors(speed: string, waiting: string): TimesError[] {
  const out: TimesError[] = [];
  const s = numberOf(speed);
  if (s === null || s === 0) out.push('speed');
  if (numberOf(waiting) === null) out.push('waiting');
  return out;
}

/**
 * Km from the first stop to each stop along the straight lines between consecutive stops, or the
 * indexes of the rows without a position.
 */
export function straightLineKm(rows: readonly TimedRow[]): { km: number[] } | { missing: number[] } {
  const missing = rows.flatMap((r, i) => (r.stop_lat == null || r.stop_lon == null ? [i] : []));
  if (missing.length) return { missing };
  return { km: cumulativeKm(rows.map((r) => [r.stop_lon!, r.stop_lat!] as const)) };
}

export interface CalculateOptions {
  /** Distances along straight lines between the stops (a trip without shape), speed in km/h. */
  straightLines?: boolean;
}

/** Each row's distance from the trip's start: its shape_dist_traveled, or straight-line km. */
function distancesOf(rows: readonly TimedRow[], perHour: number, straight: boolean): number[] | TimesRefusal {
  if (straight) {
    const out = straightLineKm(rows);
    return 'km' in out ? out.km : { error: 'stopsWithoutPosition', rows: out.missing };
  }
  const dists = rows.map((r) => r.shape_dist_traveled);
  if (!dists.every((d): d is number => typeof d === 'number' && Number.isFinite(d)))
    return { error: 'stopsWithoutDistTraveled' };
  return distanceFaults(rows, dists, perHour) ?? dists;
}

/**
 * Rows with arrival and departure computed from the first row's departure: arrival = previous
 * departure + distance / speed × 3600 s (rounded to the second), departure = arrival + waiting s.
 * The first row keeps its times. Answers the first error instead when the input cannot be used.
 */
export function calculateTimes<R extends TimedRow>(
  rows: readonly R[],
  speed: string,
  waiting: string,
  options: CalculateOptions = {},
): { rows: R[] } | TimesRefusal {
  const fieldError = timesFieldErrors(speed, waiting)[0];
  if (fieldError) return { error: fieldError };
  const perHour = Math.abs(numberOf(speed)!);
  const dists = distancesOf(rows, perHour, options.straightLines === true);
  if (!Array.isArray(dists) && dists.error !== 'distancesNotIncreasing' && dists.error !== 'tooFast')
    return dists;
  const first = rows[0];
  if (!first) return { rows: [] };
  const start = timeSeconds(first.departure_time);
  if (timeSeconds(first.arrival_time) === null || start === null) return { error: 'needsDepartureValue' };
  if (!Array.isArray(dists)) return dists;
  const wait = numberOf(waiting)!;
  const out: R[] = [first];
  let departure = start;
  for (let i = 1; i < rows.length; i++) {
    const d = dists[i]! - dists[i - 1]!;
    const arrival = Math.max(0, Math.round(departure + (d / perHour) * 3600));
    departure = Math.max(0, Math.round(arrival + wait));
    out.push({ ...rows[i]!, arrival_time: formatTime(arrival), departure_time: formatTime(departure) });
  }
  return { rows: out };
}

/**
 * The rows whose distance does not exceed the previous row's, else those reached faster than
 * MAX_KMH: the straight line from the previous stop over the travel time (distance / speed).
 */
function distanceFaults(
  rows: readonly TimedRow[],
  dists: readonly number[],
  perHour: number,
): TimesRefusal | null {
  const notIncreasing: number[] = [];
  const tooFast: number[] = [];
  for (let i = 1; i < rows.length; i++) {
    const a = rows[i - 1]!;
    const b = rows[i]!;
    const d = dists[i]! - dists[i - 1]!;
    if (d <= 0) {
      notIncreasing.push(i);
      continue;
    }
    if (a.stop_lat == null || a.stop_lon == null || b.stop_lat == null || b.stop_lon == null) continue;
    const crowKm = distanceKm([a.stop_lon, a.stop_lat], [b.stop_lon, b.stop_lat]);
    if (crowKm / (d / perHour) > MAX_KMH) tooFast.push(i);
  }
  if (notIncreasing.length) return { error: 'distancesNotIncreasing', rows: notIncreasing };
  return tooFast.length ? { error: 'tooFast', rows: tooFast } : null;
}

// "Calculate times" of the stop-times editor: from the first stop's times, each next stop is reached
// after (distance / speed) hours and left after the waiting time. Distances are the rows'
// shape_dist_traveled, so speed is in those units per hour.
import { formatTime, parseValue } from '../values.js';
import { stop_times } from '../schema/tables.js';

export interface TimedRow {
  shape_dist_traveled: number | null;
  arrival_time: string | null;
  departure_time: string | null;
}

export type TimesError = 'speed' | 'waiting' | 'stopsWithoutDistTraveled' | 'needsDepartureValue';

const TIME = stop_times.fields.find((f) => f.name === 'arrival_time')!;

/** `HH:MM:SS` (hours may pass 24) → seconds; null when empty or not a time. */
export function timeSeconds(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text.trim() === '') return null;
  const v = parseValue(TIME, text.trim());
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
 * Rows with arrival and departure computed from the first row's departure: arrival = previous
 * departure + distance / speed × 3600 s (rounded to the second), departure = arrival + waiting s.
 * The first row keeps its times. Answers the first error instead when the input cannot be used.
 */
export function calculateTimes<R extends TimedRow>(
  rows: readonly R[],
  speed: string,
  waiting: string,
): { rows: R[] } | { error: TimesError } {
  const fieldError = timesFieldErrors(speed, waiting)[0];
  if (fieldError) return { error: fieldError };
  if (rows.some((r) => typeof r.shape_dist_traveled !== 'number' || !Number.isFinite(r.shape_dist_traveled)))
    return { error: 'stopsWithoutDistTraveled' };
  const first = rows[0];
  if (!first) return { rows: [] };
  const start = timeSeconds(first.departure_time);
  if (timeSeconds(first.arrival_time) === null || start === null) return { error: 'needsDepartureValue' };
  const kmh = numberOf(speed)!;
  const wait = numberOf(waiting)!;
  const out: R[] = [first];
  let departure = start;
  for (let i = 1; i < rows.length; i++) {
    const d = rows[i]!.shape_dist_traveled! - rows[i - 1]!.shape_dist_traveled!;
    const arrival = Math.max(0, Math.round(departure + (Math.abs(d) / Math.abs(kmh)) * 3600));
    departure = Math.max(0, Math.round(arrival + wait));
    out.push({ ...rows[i]!, arrival_time: formatTime(arrival), departure_time: formatTime(departure) });
  }
  return { rows: out };
}

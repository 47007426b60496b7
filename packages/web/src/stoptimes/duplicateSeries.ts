// The copies a Duplicate trip dialog asks for: one at the headway, or with "repeat until" every
// headway seconds while the copy still leaves by that time. Ids: the typed id for one copy, the typed
// id with "-1", "-2", … for a series.
import { timeSeconds } from '@ruta/gtfs/schema';

export const MAX_COPIES = 1440;

export type DuplicateError = 'headwayInvalid' | 'tripIdInvalid' | 'untilInvalid' | 'tooManyCopies';

export interface Copy {
  trip_id: string;
  shift: number;
}

export function duplicateCopies(
  tripId: string,
  headway: string,
  until: string,
  start: string | null,
): { copies: Copy[] } | { errors: DuplicateError[] } {
  const errors: DuplicateError[] = [];
  const h = headway.trim() === '' ? NaN : Number(headway);
  if (!Number.isFinite(h) || h === 0 || !Number.isInteger(h)) errors.push('headwayInvalid');
  const id = tripId.trim();
  if (!id) errors.push('tripIdInvalid');
  if (until.trim() === '' || errors.includes('headwayInvalid')) {
    return errors.length ? { errors } : { copies: [{ trip_id: id, shift: h }] };
  }
  const end = timeSeconds(until);
  const from = timeSeconds(start);
  if (end === null || from === null || h < 0 || end < from + h) errors.push('untilInvalid');
  if (errors.length) return { errors };
  const n = Math.floor((end! - from!) / h);
  if (n > MAX_COPIES) return { errors: ['tooManyCopies'] };
  if (n === 1) return { copies: [{ trip_id: id, shift: h }] };
  return { copies: Array.from({ length: n }, (_, i) => ({ trip_id: `${id}-${i + 1}`, shift: h * (i + 1) })) };
}

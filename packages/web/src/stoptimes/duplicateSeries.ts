// The copies a Duplicate trip dialog asks for: one at the headway (minutes, as in the timetable), or
// with "repeat until" every headway while the copy still leaves by that time. Ids: with the id field
// left as proposed, each copy's own route-direction-HHMM id (the one generator of @ruta/gtfs); a typed
// id for one copy, or the typed id with "-1", "-2", … for a series.
import { tripIdBase, timeSeconds, type TripIdParts } from '@ruta/gtfs/schema';

export const MAX_COPIES = 1440;

export type DuplicateError = 'headwayInvalid' | 'tripIdInvalid' | 'untilInvalid' | 'tooManyCopies';

export interface Copy {
  trip_id: string;
  /** Seconds added to every time. */
  shift: number;
}

/** The source trip's route and direction, for the proposed ids. */
export type IdParts = Omit<TripIdParts, 'departure'>;

/** The id proposed for a copy leaving `shift` seconds after the trip's start. */
export function proposedId(parts: IdParts, start: string | null, shift: number): string {
  const from = timeSeconds(start);
  return tripIdBase({ ...parts, departure: from === null ? null : from + shift });
}

/**
 * `tripId` null: the ids are proposed from `parts`. `headway` is in minutes (not 0; a fraction only
 * when it makes whole seconds).
 */
export function duplicateCopies(
  tripId: string | null,
  headway: string,
  until: string,
  start: string | null,
  parts: IdParts = { route_id: null, direction_id: null },
): { copies: Copy[] } | { errors: DuplicateError[] } {
  const errors: DuplicateError[] = [];
  const minutes = headway.trim() === '' ? NaN : Number(headway);
  const step = Math.round(minutes * 60);
  if (!Number.isFinite(minutes) || minutes === 0 || Math.abs(minutes * 60 - step) > 1e-9)
    errors.push('headwayInvalid');
  const id = tripId?.trim() ?? null;
  if (id === '') errors.push('tripIdInvalid');
  const idOf = (shift: number, n: number | null) =>
    id === null ? proposedId(parts, start, shift) : n === null ? id : `${id}-${n}`;
  if (until.trim() === '' || errors.includes('headwayInvalid')) {
    return errors.length ? { errors } : { copies: [{ trip_id: idOf(step, null), shift: step }] };
  }
  const end = timeSeconds(until);
  const from = timeSeconds(start);
  if (end === null || from === null || step < 0 || end < from + step) errors.push('untilInvalid');
  if (errors.length) return { errors };
  const n = Math.floor((end! - from!) / step);
  if (n > MAX_COPIES) return { errors: ['tooManyCopies'] };
  if (n === 1) return { copies: [{ trip_id: idOf(step, null), shift: step }] };
  return {
    copies: Array.from({ length: n }, (_, i) => ({
      trip_id: idOf(step * (i + 1), i + 1),
      shift: step * (i + 1),
    })),
  };
}

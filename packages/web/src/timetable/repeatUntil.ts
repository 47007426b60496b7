// "Repeat until" in the timetable: the departures of a series after a row, every headway while the
// copy still leaves by the time typed. The counting is the Duplicate trip dialog's (duplicateSeries),
// from the row's first time; the ids are the timetable's (freshTripId).
import { formatClock } from '@ruta/gtfs/schema';
import { duplicateCopies, type DuplicateError } from '../stoptimes/duplicateSeries';
import type { Row } from './model';

export type SeriesPlan =
  { shifts: number[] } | { error: Extract<DuplicateError, 'untilInvalid' | 'tooManyCopies'> };

/** The row's first time: its first stop's departure, else the first time it has. */
export const firstTime = (row: Row): number | null => {
  for (const c of row.cells) {
    const v = c.dep ?? c.arr;
    if (v !== null) return v;
  }
  return null;
};

/** Shifts in seconds from the row, one per trip of the series; one trip when `until` is empty. */
export function seriesPlan(row: Row, headwayMinutes: number, until: string): SeriesPlan {
  const headway = Math.round(headwayMinutes * 60);
  if (until.trim() === '') return { shifts: [headway] };
  const start = firstTime(row);
  const plan = duplicateCopies(
    row.tripId,
    String(headwayMinutes),
    until,
    start === null ? null : formatClock(start, true),
  );
  if ('copies' in plan) return { shifts: plan.copies.map((c) => c.shift) };
  return { error: plan.errors.includes('tooManyCopies') ? 'tooManyCopies' : 'untilInvalid' };
}

// A service's weekly pattern as the calendar cover works with it (a bit mask of weekdays over a
// range of day numbers, see calendar/days.ts), and the days it gives with its exceptions.
import { weekday } from '../calendar/days.js';

export { dayOf, gtfsDate, WEEKDAY_FIELDS } from '../calendar/days.js';

/** A weekly pattern: bit w set when weekday w (Monday 0) runs, from `start` to `end` inclusive. */
export interface WeeklyPattern {
  mask: number;
  start: number;
  end: number;
}

/** The days a service runs: its weekly pattern, then its exceptions (1 adds a day, 2 removes one). */
export function expandService(
  pattern: WeeklyPattern | null,
  exceptions: readonly { day: number; type: number }[],
): number[] {
  const days = new Set<number>();
  if (pattern)
    for (let d = pattern.start; d <= pattern.end; d++) if (pattern.mask & (1 << weekday(d))) days.add(d);
  for (const e of exceptions) {
    if (e.type === 1) days.add(e.day);
    else if (e.type === 2) days.delete(e.day);
  }
  return [...days].sort((a, b) => a - b);
}

// The fewest calendar + calendar_dates rows giving exactly a set of service days: a weekly pattern
// over a range plus exceptions, or the dates alone when that is shorter.
import { weekday } from '../calendar/days.js';
import type { WeeklyPattern } from './dates.js';

export interface CalendarCover {
  pattern: WeeklyPattern | null;
  /** Days the pattern lacks (exception_type 1), ascending. */
  added: number[];
  /** Pattern days the service does not run (exception_type 2), ascending. */
  removed: number[];
}

/** Rows a cover takes: its calendar row (if any) and one calendar_dates row per exception. */
export function coverRows(c: CalendarCover): number {
  return (c.pattern ? 1 : 0) + c.added.length + c.removed.length;
}

/**
 * For each weekday mask, a range's cost is 1 + |days| - (pattern days in range that run
 * - pattern days in range that do not), so the best range is the maximum-sum run of +1/-1 over the
 * mask's days (Kadane). Masks naming a weekday the service never runs on cannot win and are skipped.
 * `days` must be ascending and distinct.
 */
export function minimalCover(days: readonly number[]): CalendarCover {
  const n = days.length;
  const datesAlone: CalendarCover = { pattern: null, added: [...days], removed: [] };
  if (n < 2) return datesAlone;
  const first = days[0]!;
  const span = days[n - 1]! - first + 1;
  const runs = new Uint8Array(span);
  let weekdays = 0;
  for (const d of days) {
    runs[d - first] = 1;
    weekdays |= 1 << weekday(d);
  }
  let best = { gain: 1, mask: 0, from: 0, to: -1 }; // a pattern must save more than its own row
  for (let mask = 1; mask < 128; mask++) {
    if ((mask & weekdays) !== mask) continue;
    let sum = 0;
    let from = 0;
    for (let i = 0; i < span; i++) {
      if (!(mask & (1 << weekday(first + i)))) continue;
      if (sum <= 0) {
        sum = 0;
        from = i;
      }
      sum += runs[i] ? 1 : -1;
      if (sum > best.gain) best = { gain: sum, mask, from, to: i };
    }
  }
  if (best.to < 0) return datesAlone;
  const pattern = { mask: best.mask, start: first + best.from, end: first + best.to };
  const added: number[] = [];
  const removed: number[] = [];
  const inPattern = (d: number) =>
    d >= pattern.start && d <= pattern.end && (pattern.mask & (1 << weekday(d))) !== 0;
  for (const d of days) if (!inPattern(d)) added.push(d);
  for (let d = pattern.start; d <= pattern.end; d++) if (inPattern(d) && !runs[d - first]) removed.push(d);
  return { pattern, added, removed };
}

// Service days as day numbers (days since 1970-01-01, UTC), the unit the calendar cover works in,
// read from and written as GTFS dates (YYYYMMDD).

const DAY_MS = 86_400_000;

/** A GTFS date (`YYYYMMDD`, or `YYYY-MM-DD` as the editor stores it) as a day number; null when not a real date. */
export function dayOf(text: string): number | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / DAY_MS;
}

/** A day number as a GTFS date, `YYYYMMDD`. */
export function gtfsDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Monday 0 … Sunday 6, the order of calendar.txt's day columns (1970-01-01 was a Thursday). */
export function weekdayOf(day: number): number {
  return (((day + 3) % 7) + 7) % 7;
}

export const WEEKDAY_FIELDS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

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
    for (let d = pattern.start; d <= pattern.end; d++) if (pattern.mask & (1 << weekdayOf(d))) days.add(d);
  for (const e of exceptions) {
    if (e.type === 1) days.add(e.day);
    else if (e.type === 2) days.delete(e.day);
  }
  return [...days].sort((a, b) => a - b);
}

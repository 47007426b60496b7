// Calendar days as integers (days since 1970-01-01, UTC), so service dates add, compare and index
// arrays without Date objects.

/** `YYYY-MM-DD` → days since 1970-01-01. */
export function dayNumber(date: string): number {
  return Math.round(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86400000);
}

/** Days since 1970-01-01 → `YYYYMMDD` (GtfsDate as MobilityData prints it). */
export function gtfsDate(day: number): string {
  return new Date(day * 86400000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** Days since 1970-01-01 → `YYYY-MM-DD`. */
export function isoDay(day: number): string {
  return new Date(day * 86400000).toISOString().slice(0, 10);
}

/** Weekday (0 = Monday) of a day number. */
export function weekday(day: number): number {
  return (((day + 3) % 7) + 7) % 7; // 1970-01-01 was a Thursday; days before it are negative
}

/** A GTFS date (`YYYYMMDD`, or `YYYY-MM-DD` as the editor stores it) as a day number; null when not a real date. */
export function dayOf(text: string): number | null {
  const m = /^(\d{4})-?(\d{2})-?(\d{2})$/.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [+m[1]!, +m[2]!, +m[3]!];
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return ms / 86400000;
}

/** calendar.txt's day columns, Monday first (the order of `weekday`). */
export const WEEKDAY_FIELDS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;

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
  return (day + 3) % 7; // 1970-01-01 was a Thursday
}

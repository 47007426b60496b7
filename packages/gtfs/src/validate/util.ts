// Small helpers shared by the rules: dates, distance to a segment and value formatting as MobilityData prints them.
import type { FieldDef } from '../schema/dsl.js';
import type { Value } from '../values.js';

export { dayNumber, gtfsDate, weekday } from '../calendar/days.js';

/** `YYYY-MM-DD` → `YYYYMMDD`. */
export function compactDate(date: Value | undefined): string | null {
  return typeof date === 'string' ? date.replace(/-/g, '') : null;
}

/** A typed value as it appears in a notice (dates YYYYMMDD, times HH:MM:SS). */
export function noticeValue(field: FieldDef | undefined, v: Value): string | number | null {
  if (v === null || !field) return v;
  if (field.kind === 'date') return compactDate(v);
  if (field.kind === 'time') return gtfsTimeText(v);
  return v;
}

/** Distance in metres from a point to a segment, on a local flat projection (fine below ~100 km). */
export function pointSegmentMeters(
  lat: number,
  lon: number,
  lat1: number,
  lon1: number,
  lat2: number,
  lon2: number,
): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const x = lon * k,
    y = lat;
  const x1 = lon1 * k,
    y1 = lat1,
    x2 = lon2 * k,
    y2 = lat2;
  const dx = x2 - x1,
    dy = y2 - y1;
  const len = dx * dx + dy * dy;
  let t = len > 0 ? ((x - x1) * dx + (y - y1) * dy) / len : 0;
  t = t < 0 ? 0 : t > 1 ? 1 : t;
  const px = x1 + t * dx,
    py = y1 + t * dy;
  return Math.hypot(x - px, y - py) * 111195; // metres per degree
}

/** The value first remembered under `key`; remembers `value` when there is none yet (duplicate checks). */
export function firstWithKey<T>(seen: Map<string, T>, key: string, value: T): T | undefined {
  const first = seen.get(key);
  if (first === undefined) seen.set(key, value);
  return first;
}

export const textOrNull = (v: Value | undefined): string | null =>
  v === null || v === undefined ? null : String(v);
export const numberOrNull = (v: Value | undefined): number | null => (typeof v === 'number' ? v : null);

/** Days since 1970-01-01 → `YYYY-MM-DD` (java.time LocalDate as MobilityData prints some dates). */
export function isoDate(day: number): string {
  return new Date(day * 86400000).toISOString().slice(0, 10);
}

function pad2(n: number): string {
  return n < 10 ? '0' + n : String(n);
}

/** Seconds to HH:MM:SS as MobilityData prints GtfsTime; null stays null. */
export function gtfsTimeText(v: Value | undefined): string | null {
  if (typeof v !== 'number') return v ?? null;
  return `${pad2(Math.floor(v / 3600))}:${pad2(Math.floor((v % 3600) / 60))}:${pad2(v % 60)}`;
}

// Times of day as a timetable shows them: typed HH:MM or HH:MM:SS, hours past 24 for trips that run
// after midnight of their service day (GTFS counts from noon minus 12 h, so 25:10 is 01:10 next day).

/** Seconds since the service day's start, null for an empty cell, undefined when it is not a time. */
export function parseClock(text: string): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const m = /^(\d{1,3}):(\d{2})(?::(\d{2}))?$/.exec(t);
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  const s = m[3] === undefined ? 0 : Number(m[3]);
  if (min > 59 || s > 59) return undefined;
  return h * 3600 + min * 60 + s;
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

/** HH:MM, or HH:MM:SS when the seconds are not zero (or `seconds` asks for them). */
export function formatClock(value: number | null, seconds = false): string {
  if (value === null) return '';
  const h = Math.floor(value / 3600);
  const m = Math.floor((value % 3600) / 60);
  const s = value % 60;
  const hm = pad2(h) + ':' + pad2(m);
  return s !== 0 || seconds ? hm + ':' + pad2(s) : hm;
}

/**
 * Moves times by `minutes` (negative earlier). Empty cells stay empty; a time that would fall before
 * the service day's start is an error rather than a silent clamp.
 */
export function shiftClock(value: number | null, minutes: number): number | null | undefined {
  if (value === null) return null;
  const out = value + Math.round(minutes * 60);
  return out < 0 ? undefined : out;
}

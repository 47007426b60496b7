// Active dates of every service_id, from calendar.txt weekly patterns and calendar_dates.txt
// exceptions, as sorted day numbers. Computed once and shared by the calendar and block rules.
import { table, type LoadedFeed } from './feed.js';
import { dayNumber, weekday } from './util.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
/** A calendar range longer than this is cut (a typo like 29991231 must not allocate millions of days). */
const MAX_DAYS = 3660;

const cache = new WeakMap<LoadedFeed, Map<string, number[]>>();

export function serviceDays(feed: LoadedFeed): Map<string, number[]> {
  const hit = cache.get(feed);
  if (hit) return hit;
  const sets = new Map<string, Set<number>>();
  for (const c of table(feed, 'calendar')) {
    if (c.service_id === null) continue;
    const set = sets.get(String(c.service_id)) ?? new Set<number>();
    sets.set(String(c.service_id), set);
    if (typeof c.start_date !== 'string' || typeof c.end_date !== 'string') continue;
    const a = dayNumber(c.start_date);
    const b = Math.min(dayNumber(c.end_date), a + MAX_DAYS);
    for (let d = a; d <= b; d++) if (c[DAYS[weekday(d)]!] === 1) set.add(d);
  }
  for (const cd of table(feed, 'calendar_dates')) {
    if (cd.service_id === null || typeof cd.date !== 'string') continue;
    const id = String(cd.service_id);
    const set = sets.get(id) ?? new Set<number>();
    sets.set(id, set);
    const d = dayNumber(cd.date);
    if (cd.exception_type === 1) set.add(d);
    else if (cd.exception_type === 2) set.delete(d);
  }
  const out = new Map<string, number[]>();
  for (const [id, set] of sets)
    out.set(
      id,
      [...set].sort((x, y) => x - y),
    );
  cache.set(feed, out);
  return out;
}

/** True when two sorted day lists share a day; returns that day or -1. */
export function firstCommonDay(a: number[], b: number[]): number {
  let i = 0,
    j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) return a[i]!;
    if (a[i]! < b[j]!) i++;
    else j++;
  }
  return -1;
}

/** Services used by trips, with their active days (MobilityData judges the service window on these). */
export function tripServiceDays(feed: LoadedFeed): Map<string, number[]> {
  const days = serviceDays(feed);
  const out = new Map<string, number[]>();
  for (const t of table(feed, 'trips')) {
    if (t.service_id === null) continue;
    const id = String(t.service_id);
    if (!out.has(id)) out.set(id, days.get(id) ?? []);
  }
  return out;
}

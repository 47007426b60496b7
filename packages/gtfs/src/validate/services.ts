// Active dates of every service_id of a loaded feed (calendar/active-days.ts expands them), computed
// once and shared by the calendar and block rules.
import { activeDays, type ServiceException, type WeeklyService } from '../calendar/active-days.js';
import { dayNumber } from '../calendar/days.js';
import { table, type LoadedFeed } from './feed.js';

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

const cache = new WeakMap<LoadedFeed, Map<string, number[]>>();

export function serviceDays(feed: LoadedFeed): Map<string, number[]> {
  const hit = cache.get(feed);
  if (hit) return hit;
  const weekly: WeeklyService[] = [];
  for (const c of table(feed, 'calendar')) {
    if (c.service_id === null) continue;
    const dated = typeof c.start_date === 'string' && typeof c.end_date === 'string';
    weekly.push({
      serviceId: String(c.service_id),
      start: dated ? dayNumber(c.start_date as string) : null,
      end: dated ? dayNumber(c.end_date as string) : null,
      days: DAYS.map((d) => (c[d] === 1 ? 1 : 0)),
    });
  }
  const exceptions: ServiceException[] = [];
  for (const cd of table(feed, 'calendar_dates')) {
    if (cd.service_id === null || typeof cd.date !== 'string') continue;
    const type = typeof cd.exception_type === 'number' ? cd.exception_type : null;
    exceptions.push({ serviceId: String(cd.service_id), day: dayNumber(cd.date), type });
  }
  const out = activeDays(weekly, exceptions);
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

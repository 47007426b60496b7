// Active dates of every service_id, from calendar.txt weekly patterns and calendar_dates.txt
// exceptions, as sorted day numbers. The one expansion used by the validator and the feed diff.
import { weekday } from './days.js';

/** A calendar.txt row: Monday-first day flags (1 = service) and its date range, as day numbers. */
export interface WeeklyService {
  serviceId: string;
  start: number | null;
  end: number | null;
  /** Seven values, Monday first; 1 means the service runs that weekday. */
  days: ArrayLike<number | null>;
}

/** A calendar_dates.txt row: exception_type 1 adds the day, 2 removes it. */
export interface ServiceException {
  serviceId: string;
  day: number;
  type: number | null;
}

/** A calendar range longer than this is cut (a typo like 29991231 must not allocate millions of days). */
export const MAX_CALENDAR_DAYS = 3660;

export function activeDays(
  weekly: Iterable<WeeklyService>,
  exceptions: Iterable<ServiceException>,
): Map<string, number[]> {
  const sets = new Map<string, Set<number>>();
  const setOf = (id: string) => {
    let set = sets.get(id);
    if (!set) sets.set(id, (set = new Set<number>()));
    return set;
  };
  for (const c of weekly) {
    const set = setOf(c.serviceId);
    if (c.start === null || c.end === null) continue;
    const b = Math.min(c.end, c.start + MAX_CALENDAR_DAYS);
    for (let d = c.start; d <= b; d++) if (c.days[weekday(d)] === 1) set.add(d);
  }
  for (const x of exceptions) {
    const set = setOf(x.serviceId);
    if (x.type === 1) set.add(x.day);
    else if (x.type === 2) set.delete(x.day);
  }
  const out = new Map<string, number[]>();
  for (const [id, set] of sets)
    out.set(
      id,
      [...set].sort((a, b) => a - b),
    );
  return out;
}

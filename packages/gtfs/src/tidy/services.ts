// Services as sets of days: read from calendar and calendar_dates rows, grouped when identical, and
// written back as their minimal cover. A service whose rows do not read cleanly (a bad date, two
// calendar rows, a repeated date) is left exactly as it is.
import { coverRows, minimalCover } from './calendar-cover.js';
import { dayOf, expandService, WEEKDAY_FIELDS, type WeeklyPattern } from './dates.js';
import { cell, type TextRow } from './input.js';

export interface ServiceDays {
  id: string;
  /** Ascending days it runs; null when its rows do not read cleanly. */
  days: number[] | null;
  /** calendar + calendar_dates rows it has now. */
  rows: number;
  calendarRows: number;
  /** Position of its first row (file order: calendar, then calendar_dates). */
  order: number;
}

export interface CalendarChange {
  serviceId: string;
  pattern: WeeklyPattern | null;
  exceptions: { day: number; type: 1 | 2 }[];
  rowsBefore: number;
  rowsAfter: number;
}

function readPattern(row: TextRow): WeeklyPattern | null {
  let mask = 0;
  for (let w = 0; w < 7; w++) {
    const v = cell(row, WEEKDAY_FIELDS[w]!);
    if (v === '1') mask |= 1 << w;
    else if (v !== '0') return null;
  }
  const start = dayOf(cell(row, 'start_date'));
  const end = dayOf(cell(row, 'end_date'));
  return start === null || end === null ? null : { mask, start, end };
}

/** Every service named in calendar or calendar_dates, with its days. */
export function readServices(
  calendar: readonly TextRow[],
  dates: readonly TextRow[],
): Map<string, ServiceDays> {
  const patterns = new Map<string, WeeklyPattern | null>();
  const exceptions = new Map<string, { day: number; type: number }[]>();
  const services = new Map<string, ServiceDays>();
  const bad = new Set<string>();
  let order = 0;
  const see = (id: string, inCalendar: boolean) => {
    let s = services.get(id);
    if (!s) services.set(id, (s = { id, days: null, rows: 0, calendarRows: 0, order }));
    order++;
    s.rows++;
    if (inCalendar) s.calendarRows++;
  };
  for (const row of calendar) {
    const id = cell(row, 'service_id');
    see(id, true);
    const p = readPattern(row);
    if (!p || patterns.has(id)) bad.add(id);
    patterns.set(id, p);
  }
  const seenDates = new Set<string>();
  for (const row of dates) {
    const id = cell(row, 'service_id');
    see(id, false);
    const day = dayOf(cell(row, 'date'));
    const type = cell(row, 'exception_type');
    const key = `${id}\u0000${day}`;
    if (day === null || (type !== '1' && type !== '2') || seenDates.has(key)) bad.add(id);
    seenDates.add(key);
    let list = exceptions.get(id);
    if (!list) exceptions.set(id, (list = []));
    if (day !== null) list.push({ day, type: Number(type) });
  }
  for (const s of services.values())
    if (!bad.has(s.id) && s.id !== '')
      s.days = expandService(patterns.get(s.id) ?? null, exceptions.get(s.id) ?? []);
  return services;
}

export interface IdGroup {
  survivor: string;
  merged: string[];
}

/**
 * Groups of ids whose keys are equal; the one `uses` ranks highest survives (ties: the first in
 * file order). Ids with a null key are never grouped.
 */
export function groupByKey(
  ids: Iterable<{ id: string; key: string | null }>,
  uses: (id: string) => number,
): IdGroup[] {
  const byKey = new Map<string, string[]>();
  for (const { id, key } of ids) {
    if (key === null) continue;
    const list = byKey.get(key);
    if (list) list.push(id);
    else byKey.set(key, [id]);
  }
  const groups: IdGroup[] = [];
  for (const list of byKey.values()) {
    if (list.length < 2) continue;
    let survivor = list[0]!;
    for (const id of list) if (uses(id) > uses(survivor)) survivor = id;
    groups.push({ survivor, merged: list.filter((id) => id !== survivor) });
  }
  return groups;
}

/** Services that run on the same days (a service running on none is left alone). */
export function identicalServices(
  services: Map<string, ServiceDays>,
  uses: (id: string) => number,
): IdGroup[] {
  const list = [...services.values()].sort((a, b) => a.order - b.order);
  return groupByKey(
    list.map((s) => ({ id: s.id, key: s.days?.length ? s.days.join(',') : null })),
    uses,
  );
}

/** The service's minimal rows, when fewer than it has now. */
export function calendarChange(s: ServiceDays): CalendarChange | null {
  if (!s.days?.length) return null;
  const cover = minimalCover(s.days);
  const rowsAfter = coverRows(cover);
  if (rowsAfter >= s.rows) return null;
  return {
    serviceId: s.id,
    pattern: cover.pattern,
    exceptions: [
      ...cover.added.map((day) => ({ day, type: 1 as const })),
      ...cover.removed.map((day) => ({ day, type: 2 as const })),
    ].sort((a, b) => a.day - b.day),
    rowsBefore: s.rows,
    rowsAfter,
  };
}

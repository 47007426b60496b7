// The rows of calendar.txt and calendar_dates.txt for services whose calendar is rebuilt: an existing
// row that the new calendar still has is kept (with its other columns), a row it lacks is dropped, and
// the new rows come after the file's own.
import { gtfsDate, dayOf, WEEKDAY_FIELDS } from './dates.js';
import type { CalendarChange } from './services.js';
import { columnIndex } from './raw-rows.js';

export type CalendarFile = 'calendar' | 'calendar_dates';

const COLUMNS: Record<CalendarFile, readonly string[]> = {
  calendar: ['service_id', ...WEEKDAY_FIELDS, 'start_date', 'end_date'],
  calendar_dates: ['service_id', 'date', 'exception_type'],
};

/** The cells each changed service wants in a file, by column name. */
function wanted(file: CalendarFile, c: CalendarChange): Record<string, string>[] {
  if (file === 'calendar') {
    const p = c.pattern;
    if (!p) return [];
    const row: Record<string, string> = {
      service_id: c.serviceId,
      start_date: gtfsDate(p.start),
      end_date: gtfsDate(p.end),
    };
    WEEKDAY_FIELDS.forEach((f, w) => (row[f] = p.mask & (1 << w) ? '1' : '0'));
    return [row];
  }
  return c.exceptions.map((e) => ({
    service_id: c.serviceId,
    date: gtfsDate(e.day),
    exception_type: String(e.type),
  }));
}

export function calendarRowsOf(file: CalendarFile, changes: ReadonlyMap<string, CalendarChange>) {
  // Per service, the wanted rows not written yet, by the key that matches an existing row.
  const pending = new Map<string, Map<string, Record<string, string>>>();
  for (const c of changes.values())
    pending.set(
      c.serviceId,
      new Map(wanted(file, c).map((r) => [file === 'calendar' ? '' : `${r.date}|${r.exception_type}`, r])),
    );
  let index = new Map<string, number>();
  const asCells = (header: readonly string[], r: Record<string, string>, base?: readonly string[]) =>
    header.map((c, i) => r[c.trim()] ?? base?.[i] ?? '');
  return {
    /** The file's header with any column the new rows need and it lacks. */
    header(cells: readonly string[]): string[] {
      const needed = [...pending.values()].some((m) => m.size);
      const have = new Set(cells.map((c) => c.trim()));
      const out = [...cells, ...(needed ? COLUMNS[file].filter((c) => !have.has(c)) : [])];
      index = columnIndex(out);
      return out;
    },
    /** An existing row of a changed service: its new cells, or null when it goes. */
    row(cells: readonly string[], serviceId: string): string[] | null {
      const want = pending.get(serviceId)!;
      const get = (c: string) => (cells[index.get(c) ?? -1] ?? '').trim();
      const key = file === 'calendar' ? '' : `${gtfsDate(dayOf(get('date')) ?? -1)}|${get('exception_type')}`;
      const r = want.get(key);
      if (!r) return null;
      want.delete(key);
      return asCells([...index.keys()], r, cells);
    },
    /** The new rows not matched by an existing one. */
    remaining(header: readonly string[]): string[][] {
      return [...pending.values()].flatMap((m) => [...m.values()].map((r) => asCells(header, r)));
    },
  };
}

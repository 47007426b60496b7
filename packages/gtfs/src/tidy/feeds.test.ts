// Acceptance over the shared corpus: the tidied feed runs every surviving service on exactly the same
// dates, every trip on the same dates, has no validator error the input lacked, and no more calendar
// rows. The dates are expanded here with the row reader, apart from the code under test.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openGtfsZip } from '../read/zip.js';
import { readTable } from '../read/table.js';
import { validateFeed } from '../validate/index.js';
import { ALL_STEPS } from './plan.js';
import { tidyZip } from './index.js';
import { SHARED_FEEDS as FEEDS, sharedFeeds } from '../test-helpers/shared-feeds.js';

const zips = sharedFeeds('tidy corpus test');
const present = zips.length > 0;
const out = mkdtempSync(path.join(tmpdir(), 'ruta-tidy-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

interface Calendars {
  days: Map<string, Set<string>>;
  trips: Map<string, string>;
  calendarRows: number;
  dateRows: number;
}

const isoDay = (iso: string) => Date.parse(iso + 'T00:00:00Z') / 86_400_000;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Each service's dates (as the reference defines them) and each trip's service, read plainly. */
async function calendars(file: string): Promise<Calendars | null> {
  const zip = await openGtfsZip(file).catch(() => null);
  if (!zip) return null;
  const c: Calendars = { days: new Map(), trips: new Map(), calendarRows: 0, dateRows: 0 };
  const days = (id: string) => c.days.get(id) ?? c.days.set(id, new Set()).get(id)!;
  const get = (name: string) => zip.entries.find((e) => e.name === name);
  try {
    const cal = get('calendar.txt');
    if (cal)
      for await (const b of readTable(cal))
        for (const r of b.rows) {
          c.calendarRows++;
          const v = r.values;
          const set = days(String(v.service_id));
          if (typeof v.start_date !== 'string' || typeof v.end_date !== 'string') continue;
          for (let d = isoDay(v.start_date); d <= isoDay(v.end_date); d++)
            if (v[WEEKDAYS[(d + 3) % 7]!] === 1) set.add(new Date(d * 86_400_000).toISOString().slice(0, 10));
        }
    const dates = get('calendar_dates.txt');
    if (dates)
      for await (const b of readTable(dates))
        for (const r of b.rows) {
          c.dateRows++;
          const v = r.values;
          const set = days(String(v.service_id));
          if (v.exception_type === 1) set.add(String(v.date));
          if (v.exception_type === 2) set.delete(String(v.date));
        }
    const trips = get('trips.txt');
    if (trips)
      for await (const b of readTable(trips))
        for (const r of b.rows) c.trips.set(String(r.values.trip_id), String(r.values.service_id));
  } finally {
    zip.close();
  }
  return c;
}

const sorted = (s: Set<string> | undefined) => [...(s ?? [])].sort();
const NOW = new Date(2026, 5, 1);

async function errorCounts(file: string): Promise<Map<string, number>> {
  const r = await validateFeed(file, { now: NOW });
  return new Map(r.report.notices.filter((g) => g.severity === 'ERROR').map((g) => [g.code, g.totalNotices]));
}

const table: { feed: string; before: [number, number]; after: [number, number] }[] = [];

describe.skipIf(!present)('tidy over the shared corpus', () => {
  it.each(zips)('%s keeps every date and trip, adds no error', { timeout: 180_000 }, async (zip) => {
    const input = path.join(FEEDS, zip);
    const before = await calendars(input);
    const target = path.join(out, zip);
    const tidied = await tidyZip(input, target, ALL_STEPS).catch((err: Error) => err);
    if (!before) {
      // Not a zip at all: tidy refuses it with a message instead of writing anything.
      expect(tidied).toBeInstanceOf(Error);
      return;
    }
    if (tidied instanceof Error) throw tidied;
    const after = (await calendars(target))!;
    for (const id of after.days.keys())
      expect(sorted(after.days.get(id)), `service ${id}`).toEqual(sorted(before.days.get(id)));
    expect([...after.trips.keys()]).toEqual([...before.trips.keys()]);
    for (const [trip, service] of before.trips)
      expect(sorted(after.days.get(after.trips.get(trip)!)), `trip ${trip}`).toEqual(
        sorted(before.days.get(service)),
      );
    expect(after.calendarRows + after.dateRows).toBeLessThanOrEqual(before.calendarRows + before.dateRows);
    const [errorsBefore, errorsAfter] = await Promise.all([errorCounts(input), errorCounts(target)]);
    for (const [code, n] of errorsAfter)
      expect(n, `error ${code}`).toBeLessThanOrEqual(errorsBefore.get(code) ?? 0);
    table.push({
      feed: zip,
      before: [before.calendarRows, before.dateRows],
      after: [after.calendarRows, after.dateRows],
    });
  });

  afterAll(() => {
    const top = table.sort((a, b) => b.before[1] - a.before[1]).slice(0, 10);
    console.log(
      'calendar + calendar_dates rows, before → after (the ten feeds with the most calendar_dates rows):\n' +
        top
          .map(
            (r) =>
              `  ${r.feed.padEnd(24)} calendar ${r.before[0]} → ${r.after[0]}, calendar_dates ${r.before[1]} → ${r.after[1]}`,
          )
          .join('\n'),
    );
  });
});

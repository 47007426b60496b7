// Tidy on made feeds: duplicate stops, identical services and shapes, orphans, minimal calendars.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openGtfsZip } from '../read/zip.js';
import { minimalFeed, zipFeed, type MinimalFeed } from '../test-helpers/minimal-feed.js';
import { coverRows, minimalCover } from './calendar-cover.js';
import { dayOf, expandService } from './dates.js';
import { ALL_STEPS } from './plan.js';
import { tidyZip } from './index.js';
import { parseTidyArgs } from './command.js';

const dir = mkdtempSync(path.join(tmpdir(), 'ruta-tidy-unit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The files of a zip as text. */
async function unzipText(file: string): Promise<Record<string, string>> {
  const zip = await openGtfsZip(file);
  const out: Record<string, string> = {};
  for (const entry of zip.entries) out[entry.name] = (await entry.readBytes()).toString('utf8');
  zip.close();
  return out;
}

const rowsOf = (csv: string) => {
  const [header, ...lines] = csv.trim().split('\n');
  const cols = header!.split(',');
  return lines.map((l) => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
};

async function tidy(feed: MinimalFeed, steps = ALL_STEPS) {
  const input = path.join(dir, `in-${Math.random()}.zip`);
  const output = input.replace('in-', 'out-');
  const { writeFile } = await import('node:fs/promises');
  await writeFile(input, await zipFeed(feed));
  const plan = await tidyZip(input, output, steps);
  return { plan, files: await unzipText(output), input: readFileSync(input) };
}

/** The minimal feed plus a second trip at a stop 3 m east of S2 with the same name, and a transfer. */
function withDuplicateStop(): MinimalFeed {
  const feed = minimalFeed();
  const t = feed.tables;
  // 3 m east at 36.01° N: 3 / (111,320 · cos 36.01°) ≈ 0.0000333°.
  t['stops.txt']!.push({
    stop_id: 'S2b',
    stop_name: 'second  street',
    stop_lat: '36.01',
    stop_lon: '-116.9999667',
  });
  t['trips.txt']!.push({ route_id: 'R1', service_id: 'WK', trip_id: 'T2', shape_id: 'SH1' });
  for (const [i, stop] of ['S1', 'S2b', 'S3'].entries())
    t['stop_times.txt']!.push({
      trip_id: 'T2',
      arrival_time: `09:0${i}:00`,
      departure_time: `09:0${i}:00`,
      stop_id: stop,
      stop_sequence: String(i + 1),
    });
  // Used twice so S2 survives: T1 and the transfer.
  t['transfers.txt'] = [
    { from_stop_id: 'S2b', to_stop_id: 'S2', transfer_type: '2', min_transfer_time: '60' },
  ];
  return feed;
}

describe('merge stops', () => {
  it('merges two stops 3 m apart with the same name; references rewritten, sequences intact', async () => {
    const { plan, files } = await tidy(withDuplicateStop());
    expect(plan.stops).toHaveLength(1);
    expect(plan.stops[0]).toMatchObject({ survivor: 'S2', merged: ['S2b'] });
    expect(plan.stops[0]!.spread).toBeGreaterThan(2.5);
    expect(plan.stops[0]!.spread).toBeLessThan(3.5);
    const stops = rowsOf(files['stops.txt']!);
    expect(stops.map((s) => s.stop_id)).toEqual(['S1', 'S2', 'S3']);
    const times = rowsOf(files['stop_times.txt']!);
    expect(
      times.filter((r) => r.trip_id === 'T2').map((r) => [r.stop_sequence, r.stop_id, r.arrival_time]),
    ).toEqual([
      ['1', 'S1', '09:00:00'],
      ['2', 'S2', '09:01:00'],
      ['3', 'S3', '09:02:00'],
    ]);
    expect(times.filter((r) => r.trip_id === 'T1').map((r) => r.stop_id)).toEqual(['S1', 'S2', 'S3']);
    expect(rowsOf(files['transfers.txt']!)).toEqual([
      { from_stop_id: 'S2', to_stop_id: 'S2', transfer_type: '2', min_transfer_time: '60' },
    ]);
  });

  it('keeps stops farther apart than the distance, or with other names, apart', async () => {
    const feed = withDuplicateStop();
    const far = await tidy(feed, { ...ALL_STEPS, mergeStops: 2 });
    expect(far.plan.stops).toEqual([]);
    feed.tables['stops.txt']![3]!.stop_name = 'Second Avenue';
    expect((await tidy(feed)).plan.stops).toEqual([]);
  });

  it('rewrites parent_station and pathways when stations merge', async () => {
    const feed = minimalFeed();
    const t = feed.tables;
    t['stops.txt']!.push(
      { stop_id: 'ST1', stop_name: 'Central', stop_lat: '36.03', stop_lon: '-117.0', location_type: '1' },
      { stop_id: 'ST2', stop_name: 'Central', stop_lat: '36.03001', stop_lon: '-117.0', location_type: '1' },
      {
        stop_id: 'E1',
        stop_name: 'Door',
        stop_lat: '36.03',
        stop_lon: '-117.0',
        location_type: '2',
        parent_station: 'ST2',
      },
    );
    t['stops.txt']![0]!.parent_station = 'ST1';
    t['stops.txt']![1]!.parent_station = 'ST2';
    t['pathways.txt'] = [
      { pathway_id: 'P1', from_stop_id: 'E1', to_stop_id: 'S2', pathway_mode: '1', is_bidirectional: '1' },
    ];
    const { plan, files } = await tidy(feed);
    // ST2 has two children, ST1 one: ST2 is the more used and survives.
    expect(plan.stops.map((g) => [g.survivor, g.merged])).toEqual([['ST2', ['ST1']]]);
    const stops = rowsOf(files['stops.txt']!);
    expect(stops.find((s) => s.stop_id === 'S1')!.parent_station).toBe('ST2');
    expect(stops.find((s) => s.stop_id === 'E1')!.parent_station).toBe('ST2');
    expect(stops.some((s) => s.stop_id === 'ST1')).toBe(false);
    expect(files['pathways.txt']).toContain('P1,E1,S2');
  });
});

describe('services, shapes, orphans', () => {
  it('merges services with the same dates (the most used survives) and identical shapes', async () => {
    const feed = minimalFeed();
    const t = feed.tables;
    t['calendar.txt']!.push({ ...t['calendar.txt']![0]!, service_id: 'WK2' });
    t['trips.txt']!.push(
      { route_id: 'R1', service_id: 'WK2', trip_id: 'T2', shape_id: 'SH2' },
      { route_id: 'R1', service_id: 'WK2', trip_id: 'T3', shape_id: 'SH2' },
    );
    t['shapes.txt']!.push(
      ...t['shapes.txt']!.map((p) => ({ ...p, shape_id: 'SH2', shape_pt_lat: p.shape_pt_lat + '0000001' })),
    );
    const { plan, files } = await tidy(feed);
    expect(plan.services).toEqual([{ survivor: 'WK2', merged: ['WK'] }]);
    expect(plan.shapes).toEqual([{ survivor: 'SH2', merged: ['SH1'] }]);
    const trips = rowsOf(files['trips.txt']!);
    expect(trips.map((r) => [r.trip_id, r.service_id, r.shape_id])).toEqual([
      ['T1', 'WK2', 'SH2'],
      ['T2', 'WK2', 'SH2'],
      ['T3', 'WK2', 'SH2'],
    ]);
    expect(rowsOf(files['calendar.txt']!).map((r) => r.service_id)).toEqual(['WK2']);
    expect(new Set(rowsOf(files['shapes.txt']!).map((r) => r.shape_id))).toEqual(new Set(['SH2']));
  });

  it('removes what nothing uses: a stop, a shape, a service, a route and its agency', async () => {
    const feed = minimalFeed();
    const t = feed.tables;
    t['stops.txt']!.push({ stop_id: 'LONE', stop_name: 'Nowhere', stop_lat: '37', stop_lon: '-117' });
    t['shapes.txt']!.push({
      shape_id: 'OLD',
      shape_pt_lat: '37',
      shape_pt_lon: '-117',
      shape_pt_sequence: '1',
    });
    t['calendar.txt']!.push({ ...t['calendar.txt']![0]!, service_id: 'GONE', monday: '0' });
    t['agency.txt']!.push({ ...t['agency.txt']![0]!, agency_id: 'A2' });
    t['routes.txt']!.push({ route_id: 'R2', agency_id: 'A2', route_short_name: '2', route_type: '3' });
    const { plan, files } = await tidy(feed, { ...ALL_STEPS, calendars: false });
    expect(plan.orphans).toEqual({
      stop: ['LONE'],
      shape: ['OLD'],
      service: ['GONE'],
      route: ['R2'],
      agency: ['A2'],
      fare: [],
    });
    expect(files['stops.txt']).not.toContain('LONE');
    expect(files['agency.txt']).not.toContain('A2');
    expect(files['routes.txt']).not.toContain('R2');
  });

  it('copies files it does not change byte for byte, unknown ones included', async () => {
    const feed = minimalFeed();
    feed.raw['stops.txt'] =
      'stop_id,stop_name,stop_lat,stop_lon,x_note\r\nS1,"First Street",36.0,-117.0,keep\r\nS2,Second Street,36.01,-117.0,\r\nS3,Third Street,36.02,-117.0,\r\n';
    feed.raw['notes.txt'] = 'anything,at all\n';
    const { files } = await tidy(feed);
    expect(files['stops.txt']).toBe(feed.raw['stops.txt']);
    expect(files['notes.txt']).toBe('anything,at all\n');
  });
});

describe('minimal calendar cover', () => {
  const days = (from: string, to: string, weekdays: number[]) => {
    const out: number[] = [];
    for (let d = dayOf(from)!; d <= dayOf(to)!; d++) if (weekdays.includes((d + 3) % 7)) out.push(d);
    return out;
  };

  it('gives a weekday pattern with its exceptions for a year of weekdays listed one by one', () => {
    const listed = days('20260101', '20261231', [0, 1, 2, 3, 4]).filter((d) => d !== dayOf('20260406'));
    listed.push(dayOf('20260404')!); // one Saturday
    listed.sort((a, b) => a - b);
    const cover = minimalCover(listed);
    expect(coverRows(cover)).toBe(3);
    expect(cover.pattern!.mask).toBe(0b0011111);
    expect(
      expandService(cover.pattern, [
        ...cover.added.map((day) => ({ day, type: 1 })),
        ...cover.removed.map((day) => ({ day, type: 2 })),
      ]),
    ).toEqual(listed);
  });

  it('keeps a few scattered dates as dates', () => {
    const scattered = ['20260105', '20260220', '20260711'].map((d) => dayOf(d)!);
    expect(minimalCover(scattered)).toEqual({ pattern: null, added: scattered, removed: [] });
  });

  it('rewrites calendar_dates-only services and keeps the dates exact', async () => {
    const feed = minimalFeed();
    delete feed.tables['calendar.txt'];
    feed.tables['calendar_dates.txt'] = days('20260101', '20260331', [5, 6]).map((d) => ({
      service_id: 'WK',
      date: new Date(d * 86_400_000).toISOString().slice(0, 10).replace(/-/g, ''),
      exception_type: '1',
    }));
    const { plan, files } = await tidy(feed);
    expect(plan.rows.calendarDates).toEqual([26, 0]);
    expect(plan.rows.calendar).toEqual([0, 1]);
    expect(rowsOf(files['calendar.txt']!)[0]).toMatchObject({
      saturday: '1',
      sunday: '1',
      monday: '0',
      start_date: '20260103',
      end_date: '20260329',
    });
  });
});

describe('arguments', () => {
  it('runs every step when none is named, and only the named ones otherwise', () => {
    expect(parseTidyArgs(['in.zip', '-o', 'out.zip'])).toMatchObject({ steps: ALL_STEPS, report: false });
    expect(parseTidyArgs(['in.zip', '-o', 'o.zip', '--merge-stops', '12', '--report'])).toMatchObject({
      steps: { calendars: false, mergeStops: 12, orphans: false },
      report: true,
    });
    expect(parseTidyArgs(['in.zip'])).toBe('the output zip is missing: -o OUT.zip');
    expect(parseTidyArgs(['in.zip', '-o', 'o.zip', '--nope'])).toBe('unknown option --nope');
  });
});

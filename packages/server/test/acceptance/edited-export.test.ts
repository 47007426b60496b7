// Exports stay valid after the editors' writes: on calama, through the real API, a shape used by
// trips is moved (its points' and trips' distances recomputed), a trip's stop times are saved whole
// (the stop-times editor's call), a trip is duplicated into a series, a timetable change set is
// saved, and a shape drawn through a trip's stops is given to it; then the feed is built and validated. The edited feed has no error code the unedited one
// did not have (above all none about distances or timepoints), carries the edits, and its zip
// re-imported and re-built gives back the same rows.
import fs from 'node:fs/promises';
import { formatTime } from '@ruta/gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip } from '../feed/support.js';
import { expectSameFeed, readFeed } from '../build/compare.js';
import { build, getBytes } from '../build/support.js';
import { sharedFeed } from '../support/shared-feeds.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type Any = any;

const calama = sharedFeed('calama.zip', 'the edited calama export') ?? '';
const WATCHED = [
  'decreasing_or_equal_stop_time_distance',
  'decreasing_or_equal_shape_distance',
  'trip_distance_exceeds_shape_distance',
  'stop_time_timepoint_without_times',
  'stop_time_with_arrival_before_previous_departure_time',
];

let app: TestApp;
let client: Client;

beforeAll(async () => {
  app = await startTestApp();
  client = await signedInClient(app, 'exporter');
});
afterAll(async () => {
  await app?.close();
});

async function builtAndValidated(id: number): Promise<{ zip: Buffer; errors: Map<string, number> }> {
  const done = await build(client, id);
  expect(done.gtfs_building_and_validation_status, done.gtfs_building_error_message ?? '').toBe('finished');
  const report = await client.get<Any>(`/api/projects/${id}/validation/`);
  expect(report.status).toBe(200);
  const errors = new Map<string, number>();
  for (const n of report.body.notices) if (n.severity === 'ERROR') errors.set(n.code, n.total);
  const download = await getBytes(client, `/api/projects/${id}/download/`);
  expect(download.status).toBe(200);
  return { zip: download.bytes, errors };
}

const plusSeconds = (time: string | null, s: number) => {
  if (!time) return time;
  const [h, m, sec] = time.split(':').map(Number) as [number, number, number];
  const t = h * 3600 + m * 60 + sec + s;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(t / 3600))}:${pad(Math.floor(t / 60) % 60)}:${pad(t % 60)}`;
};

(calama ? describe : describe.skip)('an edited calama exports valid and round-trips', () => {
  it('shape, stop times, duplicated trips, a timetable change set and a shape drawn through stops: no new errors', async () => {
    const project = await importZip(client, 'Calama edited', await fs.readFile(calama));
    expect(project.creation_status).toBe('from_gtfs');
    const id = project.project_id;
    const P = `/api/projects/${id}`;
    const before = await builtAndValidated(id);

    // 1. The shape of trip 1 (used by many trips): a stretch of points moved about 20 m north.
    const trip1 = (await client.get<Any>(`${P}/trips/?search=1&per_page=1000`)).body.results.find(
      (t: Any) => t.trip_id === '1',
    );
    const shapeRow = (await client.get<Any>(`${P}/shapes/?search=${trip1.shape_id}`)).body.results[0];
    const shape = (await client.get<Any>(`${P}/shapes/${shapeRow.id}/`)).body;
    const points = shape.points.map((p: Any, i: number) => ({
      shape_pt_sequence: p.shape_pt_sequence,
      shape_pt_lat: i >= 10 && i < 30 ? p.shape_pt_lat + 0.0002 : p.shape_pt_lat,
      shape_pt_lon: p.shape_pt_lon,
    }));
    const saved = await client.put<Any>(`${P}/shapes/${shapeRow.id}/`, {
      version: shape.version,
      shape_id: shape.shape_id,
      points,
    });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.stop_times_updated).toBeGreaterThan(0);

    // 2. The stop-times editor's save: trip 1's whole list, a middle stop 30 s later.
    const detail = (await client.get<Any>(`${P}/trips/${trip1.id}/`)).body;
    const middle = Math.floor(detail.stop_times.length / 2);
    const stopTimes = detail.stop_times.map((st: Any, i: number) => {
      const { stop_name: _n, stop_lat: _a, stop_lon: _o, ...row } = st;
      return i === middle
        ? {
            ...row,
            arrival_time: plusSeconds(row.arrival_time, 30),
            departure_time: plusSeconds(row.departure_time, 30),
          }
        : row;
    });
    const patched = await client.request<Any>('PATCH', `${P}/trips/${trip1.id}/`, {
      json: { version: detail.version, stop_times: stopTimes, stop_times_version: detail.stop_times_version },
    });
    expect(patched.status, patched.text).toBe(200);

    // 3. Trip 1 duplicated every 10 minutes, three times.
    const series = await client.post<Any>(`${P}/trips/${trip1.id}/duplicate/`, {
      trips: [1, 2, 3].map((k) => ({ trip_id: `1-copy-${k}`, shift: k * 600 })),
    });
    expect(series.status, series.text).toBe(201);

    // 4. A timetable change set: the first trip of the first route 2 minutes later, one trip added.
    const route = (await client.get<Any>(`${P}/timetable/routes/`)).body[0];
    const direction = route.directions[0].direction_id ?? 'none';
    const table = (await client.get<Any>(`${P}/timetable/?route=${route.route_id}&direction=${direction}`))
      .body;
    // The answer carries each trip's times as arrays of seconds beside the pattern's stop ids.
    const pattern = table.patterns[0];
    const first = pattern.trips[0];
    const at = (t: number | null, s: number) => (t === null ? null : formatTime(t + s));
    const later = (s: number) =>
      first.stop_time_ids.map((id: number, i: number) => ({
        id,
        stop_id: pattern.stop_ids[i],
        arrival_time: at(first.arrival_times[i], s),
        departure_time: at(first.departure_times[i], s),
      }));
    const changed = await client.post<Any>(`${P}/timetable/`, {
      route_id: route.route_id,
      direction_id: route.directions[0].direction_id,
      updated: [{ id: first.id, stamp: first.stamp, stop_times: later(120) }],
      inserted: [
        {
          trip_id: 'timetable-new',
          template: first.id,
          stop_times: later(7200).map(({ id: _i, ...st }: Any) => st),
        },
      ],
      deleted: [],
    });
    expect(changed.status, changed.text).toBe(200);

    // 5. Draw through stops, as the shape editor saves it: a new shape through trip 2's stops
    // (straight), given to trip 2, then written again so its stop times get distances along it.
    const trip2 = (await client.get<Any>(`${P}/trips/?search=2&per_page=1000`)).body.results.find(
      (t: Any) => t.trip_id === '2',
    );
    const trip2Detail = (await client.get<Any>(`${P}/trips/${trip2.id}/`)).body;
    const drawnBody = {
      shape_id: 'drawn-2',
      points: trip2Detail.stop_times.map((st: Any, i: number) => ({
        shape_pt_sequence: i + 1,
        shape_pt_lat: st.stop_lat,
        shape_pt_lon: st.stop_lon,
      })),
    };
    const drawn = await client.post<Any>(`${P}/shapes/`, drawnBody);
    expect(drawn.status, drawn.text).toBe(201);
    const given = await client.request<Any>('PATCH', `${P}/trips/${trip2.id}/`, {
      json: { version: trip2Detail.version, shape_id: 'drawn-2' },
    });
    expect(given.status, given.text).toBe(200);
    const rewritten = await client.put<Any>(`${P}/shapes/${drawn.body.id}/`, {
      ...drawnBody,
      version: drawn.body.version,
    });
    expect(rewritten.body.stop_times_updated).toBe(trip2Detail.stop_times.length);

    const after = await builtAndValidated(id);
    const newErrors = [...after.errors.keys()].filter((code) => !before.errors.has(code));
    expect(newErrors).toEqual([]);
    for (const code of WATCHED) expect(after.errors.get(code) ?? 0, code).toBe(before.errors.get(code) ?? 0);

    // The edits are in the zip: distances on the shape and its trips, the new trips.
    const feed = await readFeed(after.zip);
    expect(feed.columns.get('shapes.txt')).toContain('shape_dist_traveled');
    expect(feed.columns.get('stop_times.txt')).toContain('shape_dist_traveled');
    const tripIds = feed.columns.get('trips.txt')!.indexOf('trip_id');
    const trips = [...feed.rows.get('trips.txt')!.keys()].map((k) => JSON.parse(k)[tripIds]);
    expect(trips).toEqual(expect.arrayContaining(['1-copy-1', '1-copy-3', 'timetable-new']));

    // Round trip: the exported zip imported and built again gives back the same rows.
    const again = await importZip(client, 'Calama re-imported', after.zip);
    expect(again.creation_status).toBe('from_gtfs');
    const rebuilt = await builtAndValidated(again.project_id);
    expectSameFeed(feed, await readFeed(rebuilt.zip), 'edited calama');
    expect(rebuilt.errors).toEqual(after.errors);
  }, 300_000);
});

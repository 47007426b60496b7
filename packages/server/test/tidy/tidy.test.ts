// The clean-up API over real HTTP on a real database (docs/api.md "Clean-up"): a preview with its
// counts and groups, an apply that excludes a group and rewrites every reference in one change, and
// the refusal when the project changed since the preview.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const ALL = { calendars: true, merge_services: true, merge_stops: 5, merge_shapes: true, orphans: true };
const rows = async (resource: string): Promise<Any[]> =>
  (await alice.get(`${P}/${resource}/?per_page=100`)).body.results;

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Tidy'));
  await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await create('calendars', WEEKDAYS);
  await create('calendars', { ...WEEKDAYS, service_id: 'WK2' });
  // S2b is 3 m east of S2 with the same name; P1b is 2 m from P1, also the same name.
  for (const [id, name, lat, lon] of [
    ['S1', 'First', 0, 0],
    ['S2', 'Second', 0, 0.01],
    ['S2b', 'second', 0, 0.010027],
    ['S3', 'Third', 0, 0.02],
    ['P1', 'Plaza', 0.01, 0],
    ['P1b', 'Plaza', 0.01, 0.000018],
    ['LONE', 'Nowhere', 1, 1],
  ] as const)
    await create('stops', { stop_id: id, stop_name: name, stop_lat: lat, stop_lon: lon });
  await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
  await create('trips', {
    trip_id: 'T1',
    route_id: 'R',
    service_id: 'WK',
    stop_times: [
      stopTime('S1', 1, '08:00:00'),
      stopTime('S2', 2, '08:10:00'),
      stopTime('S3', 3, '08:20:00'),
      stopTime('P1', 4, '08:30:00'),
    ],
  });
  await create('trips', {
    trip_id: 'T2',
    route_id: 'R',
    service_id: 'WK2',
    stop_times: [
      stopTime('S1', 1, '09:00:00'),
      stopTime('S2b', 2, '09:10:00'),
      stopTime('P1b', 3, '09:20:00'),
    ],
  });
  await create('transfers', {
    from_stop_id: 'S2b',
    to_stop_id: 'S2',
    transfer_type: 2,
    min_transfer_time: 60,
  });
}, 60_000);
afterAll(() => app?.close());

describe('clean-up', () => {
  let preview: Any;

  it('previews the steps with their counts and groups, changing nothing', async () => {
    const res = await alice.get(`${P}/tidy/`);
    expect(res.status).toBe(200);
    preview = res.body;
    expect(preview.services).toEqual([{ id: 'service:WK', survivor: 'WK', merged: ['WK2'] }]);
    expect(preview.stops.map((g: Any) => [g.id, g.merged, g.name])).toEqual([
      ['stop:S2', ['S2b'], 'Second'],
      ['stop:P1', ['P1b'], 'Plaza'],
    ]);
    expect(preview.stops[0].spread).toBeGreaterThan(2.5);
    expect(preview.stops[0].spread).toBeLessThan(3.5);
    expect(preview.orphans.stop).toEqual(['LONE']);
    expect(preview.calendars).toMatchObject({ services: 1, calendar: [2, 1], calendar_dates: [0, 0] });
    expect((await rows('stops')).length).toBe(7);
  });

  it('applies it without the excluded group, rewriting every reference, as one change', async () => {
    const res = await alice.post(`${P}/tidy/`, {
      fingerprint: preview.fingerprint,
      steps: ALL,
      exclude: ['stop:P1'],
    });
    expect(res.status).toBe(200);
    expect(res.body.stops.map((g: Any) => g.id)).toEqual(['stop:S2']);
    expect((await rows('stops')).map((s) => s.stop_id).sort()).toEqual(['P1', 'P1b', 'S1', 'S2', 'S3']);
    const trips = await rows('trips');
    expect(trips.map((t) => [t.trip_id, t.service_id])).toEqual([
      ['T1', 'WK'],
      ['T2', 'WK'],
    ]);
    const t2 = (await alice.get(`${P}/trips/${trips[1].id}/`)).body;
    expect(t2.stop_times.map((s: Any) => [s.stop_sequence, s.stop_id])).toEqual([
      [1, 'S1'],
      [2, 'S2'],
      [3, 'P1b'],
    ]);
    expect((await rows('transfers')).map((t) => [t.from_stop_id, t.to_stop_id])).toEqual([['S2', 'S2']]);
    expect((await rows('calendars')).map((c) => c.service_id)).toEqual(['WK']);
    // What is left is the excluded group.
    const after = (await alice.get(`${P}/tidy/`)).body;
    expect(after.stops.map((g: Any) => g.id)).toEqual(['stop:P1']);
    expect(after.services).toEqual([]);
    expect(after.orphans.stop).toEqual([]);
  });

  it('refuses a preview older than the last change, saying why (Spanish too)', async () => {
    const old = (await alice.get(`${P}/tidy/`)).body;
    await create('stops', { stop_id: 'NEW', stop_name: 'New', stop_lat: 2, stop_lon: 2 });
    const res = await alice.post(`${P}/tidy/`, { fingerprint: old.fingerprint, steps: ALL, exclude: [] });
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(/changed since this preview/);
    const es = await alice
      .withLang('es')
      .post(`${P}/tidy/`, { fingerprint: old.fingerprint, steps: ALL, exclude: [] });
    expect(es.body.detail).toMatch(/cambió desde esta vista previa/);
    expect((await rows('stops')).some((s) => s.stop_id === 'P1b')).toBe(true);
  });

  it('answers 404 for a project that is not yours and 400 for a malformed body', async () => {
    const bob = await (await import('../helpers.js')).signedInClient(app, 'bob');
    expect((await bob.get(`${P}/tidy/`)).status).toBe(404);
    expect((await alice.post(`${P}/tidy/`, { steps: ALL })).status).toBe(400);
  });
});

// The stop-times API over real HTTP on a real database: the trip detail with stop names, positions,
// shape points and the stop-times fingerprint; a whole-trip save (409 when the stop times changed
// meanwhile, row errors by index, an empty list deletes them); the list summary; duplicate as one
// copy and as a series at a headway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;
let tripRowId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const req = (method: string, p: string, json?: unknown) => alice.request<any>(method, p, { json });

const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);

const st = (stop_id: string, seq: number, time: string | null, dist: number | null = null) => ({
  stop_id,
  stop_sequence: seq,
  arrival_time: time,
  departure_time: time,
  shape_dist_traveled: dist,
});

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Stop times'));
  await create('agencies', agencyRow('A1'));
  await create('calendars', WEEKDAYS);
  for (const [id, lon] of [
    ['S1', -68.9],
    ['S2', -68.91],
    ['S3', -68.92],
  ] as const)
    await create('stops', { stop_id: id, stop_name: `Stop ${id}`, stop_lat: -22.45, stop_lon: lon });
  await create('shapes', {
    shape_id: 'SH1',
    points: [
      { shape_pt_sequence: 1, shape_pt_lat: -22.45, shape_pt_lon: -68.9 },
      { shape_pt_sequence: 2, shape_pt_lat: -22.45, shape_pt_lon: -68.92 },
    ],
  });
  await create('routes', { route_id: 'R1', agency_id: 'A1', route_short_name: '1', route_type: 3 });
  const trip = await create('trips', {
    route_id: 'R1',
    service_id: 'WK',
    trip_id: 'T1',
    shape_id: 'SH1',
    stop_times: [st('S1', 1, '08:00:00', 0), st('S2', 2, '08:02:00', 1.03), st('S3', 3, '08:04:00', 2.061)],
  });
  tripRowId = trip.id;
});
afterAll(async () => {
  await app?.close();
});

describe('trip detail', () => {
  it('carries each stop time with its stop name and position, the shape points and a fingerprint', async () => {
    const res = await req('GET', `${P}/trips/${tripRowId}/`);
    expect(res.status).toBe(200);
    expect(
      res.body.stop_times.map((s: Record<string, unknown>) => [s.stop_id, s.stop_name, s.stop_lon]),
    ).toEqual([
      ['S1', 'Stop S1', -68.9],
      ['S2', 'Stop S2', -68.91],
      ['S3', 'Stop S3', -68.92],
    ]);
    // The shape's write fills the distances (km along the line, 3 decimals).
    expect(res.body.shape_points).toEqual([
      { shape_pt_lat: -22.45, shape_pt_lon: -68.9, shape_dist_traveled: 0 },
      { shape_pt_lat: -22.45, shape_pt_lon: -68.92, shape_dist_traveled: 2.055 },
    ]);
    expect(res.body.stop_times_version).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('whole-trip save', () => {
  it('replaces the stop times, and answers 409 to a save based on stop times changed since', async () => {
    const read = (await req('GET', `${P}/trips/${tripRowId}/`)).body;
    const saved = await req('PATCH', `${P}/trips/${tripRowId}/`, {
      version: read.version,
      stop_times_version: read.stop_times_version,
      stop_times: [st('S1', 1, '09:00:00', 0), st('S3', 2, '09:05:00', 2.061)],
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stop_times.map((s: Record<string, unknown>) => s.departure_time)).toEqual([
      '09:00:00',
      '09:05:00',
    ]);
    expect(saved.body.stop_times_version).not.toBe(read.stop_times_version);
    // The answer leaves out the shape's points (the editor has them); its fingerprint is the one a
    // fresh read gives, so the next save from this answer is not refused as stale.
    expect(saved.body).not.toHaveProperty('shape_points');
    expect((await req('GET', `${P}/trips/${tripRowId}/`)).body.stop_times_version).toBe(
      saved.body.stop_times_version,
    );
    // A second editor still holding the first read: stop times changed, the trip's version too.
    const stale = await req('PATCH', `${P}/trips/${tripRowId}/`, {
      version: saved.body.version,
      stop_times_version: read.stop_times_version,
      stop_times: [st('S2', 1, '10:00:00')],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/stop times of this trip were changed/);
    const after = (await req('GET', `${P}/trips/${tripRowId}/`)).body;
    expect(after.stop_times).toHaveLength(2);
  });

  it('answers row errors at their index and writes nothing', async () => {
    const read = (await req('GET', `${P}/trips/${tripRowId}/`)).body;
    const res = await req('PATCH', `${P}/trips/${tripRowId}/`, {
      version: read.version,
      stop_times_version: read.stop_times_version,
      stop_times: [st('S1', 1, '08:00:00'), st('NOPE', 2, '8:xx')],
    });
    expect(res.status).toBe(400);
    expect(res.body.stop_times[0]).toEqual({});
    expect(Object.keys(res.body.stop_times[1]).sort()).toEqual(['arrival_time', 'departure_time', 'stop_id']);
    expect((await req('GET', `${P}/trips/${tripRowId}/`)).body.stop_times).toHaveLength(2);
  });
});

describe('summary and duplicate', () => {
  it('duplicates a trip as a series shifted by the headway, then summarises and deletes stop times', async () => {
    const res = await req('POST', `${P}/trips/${tripRowId}/duplicate/`, {
      trips: [
        { trip_id: 'T1 a', shift: 600 },
        { trip_id: 'T1 b', shift: 1200 },
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.created.map((c: { trip_id: string }) => c.trip_id)).toEqual(['T1 a', 'T1 b']);
    const b = (await req('GET', `${P}/trips/${res.body.created[1].id}/`)).body;
    expect(b.shape_id).toBe('SH1');
    expect(b.stop_times.map((s: Record<string, unknown>) => [s.stop_id, s.arrival_time])).toEqual([
      ['S1', '09:20:00'],
      ['S3', '09:25:00'],
    ]);
    const summary = await req('GET', `${P}/stoptimes/summary/?trip_id=T1&trip_id=T1%20b&trip_id=none`);
    expect(summary.body).toEqual({
      T1: { stop_count: 2, start_time: '09:00:00', end_time: '09:05:00' },
      'T1 b': { stop_count: 2, start_time: '09:20:00', end_time: '09:25:00' },
      none: { stop_count: 0, start_time: null, end_time: null },
    });
    // Deleting a trip's stop times: a PATCH with an empty list.
    const del = await req('PATCH', `${P}/trips/${b.id}/`, { version: b.version, stop_times: [] });
    expect(del.status).toBe(200);
    expect(del.body.stop_times).toEqual([]);
  });

  it('refuses an empty, repeated or taken trip id, in Spanish too', async () => {
    const res = await req('POST', `${P}/trips/${tripRowId}/duplicate/`, {
      trips: [
        { trip_id: 'T1', shift: 60 },
        { trip_id: ' ', shift: 120 },
        { trip_id: 'x', shift: 'a' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.trips).toEqual([
      {},
      { trip_id: ['Trip id is not valid'] },
      { shift: ['The shift must be a whole number of seconds, at most 7 days.'] },
    ]);
    const taken = await alice.request<{ trips: unknown }>('POST', `${P}/trips/${tripRowId}/duplicate/`, {
      json: { trips: [{ trip_id: 'T1', shift: 60 }] },
      headers: { 'Accept-Language': 'es' },
    });
    expect(taken.status).toBe(400);
    expect(taken.body.trips).toEqual([{ trip_id: ['El id del viaje está duplicado'] }]);
  });
});

// A new shape given to trips in its own write (POST shapes/ with `trips`, what "Shape through these
// stops" sends): the trips take its shape_id at the versions sent, their stop times get distances
// along it, and the whole is one history batch. A trip changed since it was read refuses the whole
// write (409, nothing saved); a malformed list is a 400 naming the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { createRow } from '../support/project.js';
import { LAT, startLineProject } from './support.js';

let app: TestApp;
let alice: Client;
let P: string;

const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const line = (shape_id: string) => ({
  shape_id,
  points: [-68.92, -68.905, -68.89].map((lon, i) => ({
    shape_pt_sequence: i + 1,
    shape_pt_lat: LAT,
    shape_pt_lon: lon,
  })),
});
const trip = (trip_id: string, departure: string) =>
  create('trips', {
    trip_id,
    route_id: 'R',
    service_id: 'WK',
    stop_times: ['A', 'B', 'C'].map((stop_id, i) => ({
      stop_id,
      stop_sequence: i + 1,
      arrival_time: `${departure}:0${i}`,
      departure_time: `${departure}:0${i}`,
    })),
  });
const batches = async () => (await alice.get(`${P}/history/`)).body.pagination.total as number;
const shapeCount = async () => (await alice.get(`${P}/shapes/`)).body.pagination.total as number;

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startLineProject('Shape trips'));
});
afterAll(async () => {
  await app?.close();
});

describe('POST shapes/ with trips', () => {
  it('gives the shape to every trip sent, with distances, in one history batch', async () => {
    const trips = [await trip('T1', '08:00'), await trip('T2', '08:20'), await trip('T3', '08:40')];
    const before = await batches();
    const saved = await alice.post(`${P}/shapes/`, {
      ...line('R-0'),
      trips: trips.map((t) => ({ id: t.id, version: t.version })),
    });
    expect(saved.status).toBe(201);
    // Three stops a trip, none with a distance before.
    expect(saved.body.stop_times_updated).toBe(9);
    for (const t of trips) {
      const read = (await alice.get(`${P}/trips/${t.id}/`)).body;
      expect(read.shape_id).toBe('R-0');
      expect(read.version).toBe(t.version + 1);
      const d = read.stop_times.map((s: { shape_dist_traveled: number }) => s.shape_dist_traveled);
      expect(d[0]).toBe(0);
      expect(d[1]).toBeCloseTo(1.545, 1);
      expect(d[2]).toBeCloseTo(3.09, 1);
    }
    expect(await batches()).toBe(before + 1);
    const batch = (await alice.get(`${P}/history/`)).body.results[0];
    expect(batch.summary).toEqual({ key: 'shape_created', params: { shape_id: 'R-0' } });
    expect(batch.counts.trips).toEqual({ updated: 3 });
    expect(batch.counts.stop_times.updated).toBe(9);
  });

  it('saves nothing when a trip changed since it was read', async () => {
    const fresh = await trip('T4', '09:00');
    const stale = await trip('T5', '09:20');
    const edited = await alice.request('PATCH', `${P}/trips/${stale.id}/`, {
      json: { version: stale.version, trip_headsign: 'Centro' },
    });
    expect(edited.status).toBe(200);
    const [shapes, history] = [await shapeCount(), await batches()];
    const refused = await alice.post(`${P}/shapes/`, {
      ...line('R-1'),
      trips: [fresh, stale].map((t) => ({ id: t.id, version: t.version })),
    });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain(String(stale.id));
    expect(refused.body.trips).toEqual([stale.id]);
    expect(await shapeCount()).toBe(shapes);
    expect(await batches()).toBe(history);
    expect((await alice.get(`${P}/trips/${fresh.id}/`)).body).toMatchObject({
      shape_id: null,
      version: fresh.version,
    });
  });

  it('refuses a malformed list, naming the field, in the reader language', async () => {
    const t = await trip('T6', '10:00');
    for (const trips of [[], 'T6', [{ id: t.id }], [{ id: t.id, version: true }], [{ id: -1, version: 0 }]]) {
      const refused = await alice.post(`${P}/shapes/`, { ...line('R-2'), trips });
      expect(refused.status, JSON.stringify(trips)).toBe(400);
      expect(refused.body.trips).toEqual([expect.stringContaining('10000 trips')]);
    }
    const es = await alice.withLang('es').post(`${P}/shapes/`, { ...line('R-2'), trips: 'T6' });
    expect(es.body.trips).toEqual([expect.stringContaining('Debe ser una lista')]);
    expect(await shapeCount()).toBe(1);
  });
});

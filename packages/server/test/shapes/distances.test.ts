// Saving a shape keeps distances true (docs/api.md "Shapes"): the points' and the using trips'
// stop_times shape_dist_traveled are recomputed in the unit the feed already uses (metres here,
// km for a new shape), never decreasing along a trip, and the answer counts the stop_times changed.
// A shape used by trips cannot be deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { createRow } from '../support/project.js';
import { LAT, startLineProject } from './support.js';

let app: TestApp;
let alice: Client;
let P: string;

const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);

// A line going east along latitude -22.45, 0.01° of longitude apart (about 1.03 km).
const pt = (i: number, lon: number, dist?: number) => ({
  shape_pt_sequence: i + 1,
  shape_pt_lat: LAT,
  shape_pt_lon: lon,
  ...(dist === undefined ? {} : { shape_dist_traveled: dist }),
});

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startLineProject('Distances'));
});
afterAll(async () => {
  await app?.close();
});

describe('shape saves recompute distances', () => {
  it('keeps metres, updates the trips using the shape, refuses to delete a used shape', async () => {
    // Stored in metres (the first segment is ~1030 m long).
    const shape = await create('shapes', {
      shape_id: 'M',
      points: [pt(0, -68.92, 0), pt(1, -68.91, 1030), pt(2, -68.9, 2060)],
    });
    const trip = await create('trips', {
      trip_id: 'T1',
      route_id: 'R',
      service_id: 'WK',
      shape_id: 'M',
      stop_times: ['A', 'B', 'C'].map((stop_id, i) => ({
        stop_id,
        stop_sequence: i + 1,
        arrival_time: `08:0${i}:00`,
        departure_time: `08:0${i}:00`,
        shape_dist_traveled: i * 1000,
      })),
    });
    // The shape's points got their distances in metres on creation too.
    const stored = shape.points.map((p: { shape_dist_traveled: number }) => p.shape_dist_traveled);
    expect(stored[0]).toBe(0);
    expect(stored[2]).toBeGreaterThan(2000);
    expect(stored[2]).toBeLessThan(2100);
    const saved = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: shape.version,
      shape_id: 'M',
      points: [pt(0, -68.92), pt(1, -68.91), pt(2, -68.9), pt(3, -68.88)],
    });
    expect(saved.status).toBe(200);
    // The first stop stays at 0; the two others move.
    expect(saved.body.stop_times_updated).toBe(2);
    const last = saved.body.points.at(-1).shape_dist_traveled;
    expect(last).toBeGreaterThan(4000);
    expect(last).toBeLessThan(4200);
    const times = (await alice.get(`${P}/trips/${trip.id}/stoptimes/`)).body as {
      shape_dist_traveled: number;
    }[];
    const d = times.map((s) => s.shape_dist_traveled);
    expect(d[0]).toBe(0);
    expect(d[1]).toBeGreaterThan(1500);
    expect(d[1]).toBeLessThan(1600);
    expect(d[2]).toBeGreaterThan(d[1]!);
    expect(d[2]).toBeLessThanOrEqual(last);
    // Saving the same points again changes no stop time.
    const again = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: saved.body.version,
      shape_id: 'M',
      points: [pt(0, -68.92), pt(1, -68.91), pt(2, -68.9), pt(3, -68.88)],
    });
    expect(again.body.stop_times_updated).toBe(0);

    // The stops of its trips, for the editor.
    const along = await alice.get(`${P}/shapes/${shape.id}/stops/`);
    expect(along.body.map((s: { stop_id: string }) => s.stop_id)).toEqual(['A', 'B', 'C']);

    const refused = await alice.delete(`${P}/shapes/${shape.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/\(trips: 1\)/);
  });

  it('uses km for a new shape without distances, and deletes an unused shape', async () => {
    const shape = await create('shapes', { shape_id: 'K', points: [pt(0, -68.92), pt(1, -68.9)] });
    const km = shape.points[1].shape_dist_traveled;
    expect(km).toBeGreaterThan(2);
    expect(km).toBeLessThan(2.1);
    expect(shape.stop_times_updated).toBe(0);
    expect((await alice.delete(`${P}/shapes/${shape.id}/`)).status).toBe(204);
  });

  it('computes once per stop pattern: trips sharing stops get the same distances, others their own', async () => {
    const shape = await create('shapes', {
      shape_id: 'P',
      points: [pt(0, -68.92, 0), pt(1, -68.89, 3090)],
    });
    const trip = (trip_id: string, stopIds: string[]) =>
      create('trips', {
        trip_id,
        route_id: 'R',
        service_id: 'WK',
        shape_id: 'P',
        stop_times: stopIds.map((stop_id, i) => ({
          stop_id,
          stop_sequence: i + 1,
          arrival_time: `09:0${i}:00`,
          departure_time: `09:0${i}:00`,
        })),
      });
    const trips = [
      await trip('P1', ['A', 'B', 'C']),
      await trip('P2', ['A', 'B', 'C']),
      await trip('P3', ['A', 'C']),
    ];
    const saved = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: shape.version,
      shape_id: 'P',
      points: [pt(0, -68.92), pt(1, -68.89)],
    });
    expect(saved.status).toBe(200);
    // Every stop time had no distance: 3 + 3 + 2 written.
    expect(saved.body.stop_times_updated).toBe(8);
    const distances = await Promise.all(
      trips.map(async (t) =>
        ((await alice.get(`${P}/trips/${t.id}/stoptimes/`)).body as { shape_dist_traveled: number }[]).map(
          (s) => s.shape_dist_traveled,
        ),
      ),
    );
    expect(distances[1]).toEqual(distances[0]);
    expect(distances[0]![1]).toBeGreaterThan(1500);
    expect(distances[0]![1]).toBeLessThan(1600);
    expect(distances[2]).toEqual([distances[0]![0], distances[0]![2]]);
  });
  it('orders each trip by stop_sequence, not by the order its stop times were stored', async () => {
    const shape = await create('shapes', { shape_id: 'Q', points: [pt(0, -68.92, 0), pt(1, -68.89, 3090)] });
    const trip = (trip_id: string, stops: [string, number][]) =>
      create('trips', {
        trip_id,
        route_id: 'R',
        service_id: 'WK',
        shape_id: 'Q',
        stop_times: stops.map(([stop_id, stop_sequence]) => ({
          stop_id,
          stop_sequence,
          arrival_time: `09:${String(stop_sequence).padStart(2, '0')}:00`,
          departure_time: `09:${String(stop_sequence).padStart(2, '0')}:00`,
        })),
      });
    const inOrder = await trip('Q1', [
      ['A', 1],
      ['B', 2],
      ['C', 3],
    ]);
    const shuffled = await trip('Q2', [
      ['C', 30],
      ['A', 10],
      ['B', 20],
    ]);
    const saved = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: shape.version,
      shape_id: 'Q',
      points: [pt(0, -68.92), pt(1, -68.89)],
    });
    expect(saved.status).toBe(200);
    const byStop = async (id: number) =>
      Object.fromEntries(
        (
          (await alice.get(`${P}/trips/${id}/stoptimes/`)).body as {
            stop_id: string;
            shape_dist_traveled: number;
          }[]
        ).map((s) => [s.stop_id, s.shape_dist_traveled]),
      );
    const expected = await byStop(inOrder.id);
    expect(expected.A).toBeLessThan(expected.B!);
    expect(expected.B).toBeLessThan(expected.C!);
    expect(await byStop(shuffled.id)).toEqual(expected);
  });
});

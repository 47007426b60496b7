// POST trips/copy/ over real HTTP on a real database: weekday trips copied to a weekend service
// (shifted, new ids route-direction-HHMM with a counter, stop times with them, the source untouched),
// an unknown service or trip refused in the user's language with nothing written, a shift before
// midnight refused, and another user's project answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const req = (method: string, p: string, json?: unknown) => alice.request<any>(method, p, { json });
const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);

async function tripsOf(service: string) {
  const page = await req('GET', `${P}/trips/?service_id=${service}&per_page=100`);
  return (page.body.results as { trip_id: string; route_id: string; direction_id: number }[])
    .map((t) => t.trip_id)
    .sort();
}
async function timesOf(tripId: string) {
  const page = await req('GET', `${P}/trips/?per_page=100`);
  const row = (page.body.results as { id: number; trip_id: string }[]).find((t) => t.trip_id === tripId)!;
  const detail = await req('GET', `${P}/trips/${row.id}/`);
  return (detail.body.stop_times as { arrival_time: string; stop_id: string }[]).map(
    (s) => `${s.stop_id}@${s.arrival_time}`,
  );
}

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Copy trips'));
  await create('agencies', agencyRow('A1'));
  await create('calendars', WEEKDAYS);
  await create('calendars', {
    ...WEEKDAYS,
    service_id: 'WE',
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: true,
    sunday: true,
  });
  for (const [id, lon] of [
    ['S1', -68.9],
    ['S2', -68.91],
  ] as const)
    await create('stops', { stop_id: id, stop_name: `Stop ${id}`, stop_lat: -22.45, stop_lon: lon });
  await create('routes', { route_id: 'L1', agency_id: 'A1', route_short_name: '1', route_type: 3 });
  for (const [tripId, dir, at, back] of [
    ['wk a', 0, '06:00:00', '06:10:00'],
    ['wk b', 0, '06:20:00', '06:30:00'],
    ['wk c', 1, '06:00:00', '06:12:00'],
  ] as const)
    await create('trips', {
      route_id: 'L1',
      service_id: 'WK',
      trip_id: tripId,
      direction_id: dir,
      stop_times: [stopTime('S1', 1, at), stopTime('S2', 2, back)],
    });
  // Taken already: the copy of 'wk a' at 06:00 must count on.
  await create('trips', { route_id: 'L1', service_id: 'WK', trip_id: 'L1-0-0600', direction_id: 0 });
});
afterAll(async () => {
  await app?.close();
});

describe('copy trips to another service', () => {
  it('copies each trip with its stop times to the service, with new ids without spaces', async () => {
    const res = await req('POST', `${P}/trips/copy/`, {
      trip_ids: ['wk a', 'wk b', 'wk c'],
      service_id: 'WE',
    });
    expect(res.status).toBe(201);
    expect(
      res.body.created.map((c: { trip_id: string; source_trip_id: string }) => [c.source_trip_id, c.trip_id]),
    ).toEqual([
      ['wk a', 'L1-0-0600-2'],
      ['wk b', 'L1-0-0620'],
      ['wk c', 'L1-1-0600'],
    ]);
    expect(await tripsOf('WE')).toEqual(['L1-0-0600-2', 'L1-0-0620', 'L1-1-0600']);
    expect(await timesOf('L1-0-0620')).toEqual(['S1@06:20:00', 'S2@06:30:00']);
    // The sources stay on their service with their times.
    expect(await tripsOf('WK')).toEqual(['L1-0-0600', 'wk a', 'wk b', 'wk c']);
    expect(await timesOf('wk b')).toEqual(['S1@06:20:00', 'S2@06:30:00']);
  });

  it('shifts every time by the minutes asked, the departure in the id with it', async () => {
    const res = await req('POST', `${P}/trips/copy/`, {
      trip_ids: ['wk c'],
      service_id: 'WK',
      shift_minutes: 75,
    });
    expect(res.status).toBe(201);
    expect(res.body.created[0].trip_id).toBe('L1-1-0715');
    expect(await timesOf('L1-1-0715')).toEqual(['S1@07:15:00', 'S2@07:27:00']);
  });

  it('refuses an unknown service, in the language asked, writing nothing', async () => {
    const before = await tripsOf('WK');
    const es = alice.withLang('es');
    const res = await es.request<{ service_id: string[] }>('POST', `${P}/trips/copy/`, {
      json: { trip_ids: ['wk a'], service_id: 'HOLIDAY' },
    });
    expect(res.status).toBe(400);
    expect(res.body.service_id).toEqual([
      'No hay un servicio "HOLIDAY" en este proyecto: agrégalo primero al calendario.',
    ]);
    const en = await req('POST', `${P}/trips/copy/`, { trip_ids: ['wk a', 'nope'], service_id: 'WE' });
    expect(en.status).toBe(400);
    expect(en.body.trip_ids).toEqual(['These trips are not in this project: nope.']);
    expect(await tripsOf('WK')).toEqual(before);
    expect(await tripsOf('HOLIDAY')).toEqual([]);
  });

  it('refuses a shift before midnight, and malformed bodies with field errors', async () => {
    const early = await req('POST', `${P}/trips/copy/`, {
      trip_ids: ['wk a'],
      service_id: 'WE',
      shift_minutes: -400,
    });
    expect(early.status).toBe(400);
    expect(early.body.shift_minutes).toEqual(['This shift would move some times before 00:00:00.']);
    const empty = await req('POST', `${P}/trips/copy/`, { trip_ids: [], service_id: 'WE' });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body)).toEqual(['trip_ids']);
    const fractional = await req('POST', `${P}/trips/copy/`, {
      trip_ids: ['wk a'],
      service_id: 'WE',
      shift_minutes: 1.5,
    });
    expect(fractional.status).toBe(400);
    expect(Object.keys(fractional.body)).toEqual(['shift_minutes']);
  });

  it("answers 404 for another user's project", async () => {
    const bob = await signedInClient(app, 'bob');
    const res = await bob.request('POST', `${P}/trips/copy/`, {
      json: { trip_ids: ['wk a'], service_id: 'WE' },
    });
    expect(res.status).toBe(404);
    expect(await tripsOf('WE')).toHaveLength(3);
  });
});

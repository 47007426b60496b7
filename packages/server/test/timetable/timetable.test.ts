// The timetable API over real HTTP on a real database (docs/api.md "Timetables"): patterns derived
// from stop_times, a change set saved in one transaction (times, a pattern stop added, a new trip
// copied from a template, a delete), the 409 naming the trips changed meanwhile, and row errors.
import { formatTime } from '@ruta/gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const st = (stop_id: string, seq: number, time: string | null) => ({
  stop_id,
  stop_sequence: seq,
  arrival_time: time,
  departure_time: time,
});

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('TT'));
  await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await create('calendars', WEEKDAYS);
  for (const [id, lon] of [
    ['S1', 0],
    ['S2', 0.01],
    ['S3', 0.02],
    ['S4', 0.03],
  ] as const)
    await create('stops', { stop_id: id, stop_name: `Stop ${id}`, stop_lat: 0, stop_lon: lon });
  await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
  await create('trips', {
    trip_id: 'T2',
    route_id: 'R',
    service_id: 'WK',
    direction_id: 0,
    stop_times: [st('S1', 1, '08:00:00'), st('S3', 2, '08:20:00')],
  });
  await create('trips', {
    trip_id: 'T1',
    route_id: 'R',
    service_id: 'WK',
    direction_id: 0,
    trip_headsign: 'East',
    stop_times: [st('S1', 10, '07:00:00'), st('S3', 20, '07:20:00')],
  });
  await create('trips', {
    trip_id: 'T3',
    route_id: 'R',
    service_id: 'WK',
    direction_id: 0,
    stop_times: [st('S1', 1, '09:00:00'), st('S2', 2, '09:10:00'), st('S3', 3, '09:20:00')],
  });
  await create('trips', {
    trip_id: 'B1',
    route_id: 'R',
    service_id: 'WK',
    direction_id: 1,
    stop_times: [st('S3', 1, '07:00:00'), st('S1', 2, '07:20:00')],
  });
});
afterAll(async () => {
  await app?.close();
});

/**
 * The answer's stop times (arrays per trip) as one object per stop time, as they are read here and
 * sent back in a change set.
 */
function expand(tt: Any) {
  const clock = (s: number | null) => (s === null ? null : formatTime(s));
  for (const p of tt.patterns)
    for (const t of p.trips)
      t.stop_times = t.stop_time_ids.map((id: number, i: number) => ({
        id,
        stop_id: p.stop_ids[i],
        stop_sequence: t.stop_sequences[i],
        arrival_time: clock(t.arrival_times[i]),
        departure_time: clock(t.departure_times[i]),
      }));
  return tt;
}
const read = async (c = alice) => expand((await c.get<Any>(`${P}/timetable/?route=R&direction=0`)).body);

describe('timetable', () => {
  it('lists routes with their directions and trip counts', async () => {
    const res = await alice.get<Any>(`${P}/timetable/routes/`);
    expect(res.body).toEqual([
      {
        route_id: 'R',
        route_short_name: '1',
        route_long_name: null,
        directions: [
          { direction_id: 0, trips: 3, headsign: 'East' },
          { direction_id: 1, trips: 1, headsign: null },
        ],
      },
    ]);
  });

  it('groups the trips of a direction by stop list, each by first departure', async () => {
    const tt = await read();
    expect(tt.patterns.map((p: Any) => p.stop_ids)).toEqual([
      ['S1', 'S3'],
      ['S1', 'S2', 'S3'],
    ]);
    expect(tt.patterns[0].trips.map((t: Any) => t.trip_id)).toEqual(['T1', 'T2']);
    expect(tt.patterns[0].trips[0].stop_times[1]).toMatchObject({
      stop_id: 'S3',
      stop_sequence: 20,
      departure_time: '07:20:00',
    });
    expect(tt.stops.S2).toEqual({ stop_name: 'Stop S2', stop_lat: 0, stop_lon: 0.01 });
    expect(typeof tt.patterns[0].trips[0].stamp).toBe('string');
    const bad = await alice.get<Any>(`${P}/timetable/?route=R&direction=2`);
    expect(bad.status).toBe(400);
    expect((await alice.get<Any>(`${P}/timetable/?route=NOPE`)).status).toBe(404);
    expect((await alice.get<Any>(`${P}/timetable/`)).body.route).toEqual([
      'Choose a route (query parameter route).',
    ]);
  });

  it('saves times, an inserted pattern stop, a new trip and a delete in one change set', async () => {
    const tt = await read();
    const [t1] = tt.patterns[0].trips;
    const t3 = tt.patterns[1].trips[0];
    const res = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: [
        {
          id: t1.id,
          stamp: t1.stamp,
          stop_times: [
            { id: t1.stop_times[0].id, stop_id: 'S1', arrival_time: '07:05', departure_time: '07:05' },
            { stop_id: 'S2', arrival_time: '07:15', departure_time: '07:15' },
            { id: t1.stop_times[1].id, stop_id: 'S3', arrival_time: '07:25', departure_time: '07:25' },
          ],
        },
      ],
      inserted: [
        {
          trip_id: 'T1b',
          template: t1.id,
          stop_times: [
            { stop_id: 'S1', arrival_time: '07:35', departure_time: '07:35' },
            { stop_id: 'S3', arrival_time: '25:55:30', departure_time: '25:55:30' },
          ],
        },
      ],
      deleted: [{ id: t3.id, stamp: t3.stamp }],
    });
    expect(res.status).toBe(200);
    expand(res.body);
    const pats = res.body.patterns.map((p: Any) => [
      p.stop_ids.join(' '),
      p.trips.map((t: Any) => t.trip_id),
    ]);
    expect(pats).toEqual([
      ['S1 S3', ['T1b', 'T2']],
      ['S1 S2 S3', ['T1']],
    ]);
    const t1After = res.body.patterns[1].trips[0];
    // Existing stop_sequence values are kept; the new stop takes the middle of the gap.
    expect(t1After.stop_times.map((s: Any) => [s.stop_sequence, s.departure_time])).toEqual([
      [10, '07:05:00'],
      [15, '07:15:00'],
      [20, '07:25:00'],
    ]);
    const copy = res.body.patterns[0].trips[0];
    expect(copy).toMatchObject({ trip_headsign: 'East', service_id: 'WK', direction_id: 0 });
    expect(copy.stop_times.map((s: Any) => s.departure_time)).toEqual(['07:35:00', '25:55:30']);
    expect((await alice.get<Any>(`${P}/trips/?search=T3`)).body.results).toEqual([]);
  });

  it('answers 409 naming the trips changed meanwhile, and writes nothing', async () => {
    const tt = await read();
    const t2 = tt.patterns[0].trips.find((t: Any) => t.trip_id === 'T2');
    const other = tt.patterns[0].trips.find((t: Any) => t.trip_id === 'T1b');
    // Someone else edits T2 through the trip API.
    const detail = (await alice.get<Any>(`${P}/trips/${t2.id}/`)).body;
    const patched = await alice.request('PATCH', `${P}/trips/${t2.id}/`, {
      json: { version: detail.version, stop_times: [st('S1', 1, '08:01:00'), st('S3', 2, '08:20:00')] },
    });
    expect(patched.status).toBe(200);
    const cells = (t: Any, time: string) =>
      t.stop_times.map((s: Any) => ({ ...s, departure_time: time, arrival_time: time }));
    const res = await alice.withLang('es').post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: [
        { id: t2.id, stamp: t2.stamp, stop_times: cells(t2, '10:00') },
        {
          id: other.id,
          stamp: other.stamp,
          stop_times: [
            { ...other.stop_times[0], departure_time: '06:00', arrival_time: '06:00' },
            other.stop_times[1],
          ],
        },
      ],
    });
    expect(res.status).toBe(409);
    expect(res.body.trips).toEqual(['T2']);
    expect(res.body.detail).toContain('Otra persona cambió estos viajes desde que abriste el horario: T2.');
    const after = await read();
    expect(after.patterns[0].trips.map((t: Any) => t.stop_times[0].departure_time)).toEqual([
      '07:35:00',
      '08:01:00',
    ]);
  });

  it('answers errors per trip and per stop, in the language asked', async () => {
    const tt = await read();
    const t = tt.patterns[0].trips[0];
    const res = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: [
        {
          id: t.id,
          stamp: t.stamp,
          stop_times: [
            { ...t.stop_times[0], departure_time: '7:75', arrival_time: null },
            { ...t.stop_times[1], departure_time: '05:00', arrival_time: '05:00' },
          ],
        },
      ],
      inserted: [
        {
          trip_id: 'T2',
          template: t.id,
          stop_times: [{ stop_id: 'NOPE', arrival_time: '08:10', departure_time: '08:00' }],
        },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.updated[t.id].stop_times).toEqual([
      { departure_time: ['Enter a time as HH:MM or HH:MM:SS (hours may pass 24).'] },
      {},
    ]);
    expect(res.body.inserted[0]).toEqual({
      trip_id: ['A trip with trip_id "T2" already exists.'],
      stop_times: [
        {
          stop_id: ['There is no stop with stop_id "NOPE".'],
          arrival_time: ['The arrival is after the departure.'],
        },
      ],
    });
    expect(res.body.non_field_errors).toEqual(['2 trips have errors; nothing was saved.']);
    const back = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: [
        {
          id: t.id,
          stamp: t.stamp,
          stop_times: [
            t.stop_times[0],
            { ...t.stop_times[1], departure_time: '07:00', arrival_time: '07:00' },
          ],
        },
      ],
    });
    expect(back.body.updated[t.id].stop_times[1]).toEqual({
      arrival_time: ['Earlier than the stop before (07:35:00).'],
    });
    const junk = await alice.post<Any>(`${P}/timetable/`, { route_id: 'R', updated: [{ id: 'x' }] });
    expect(junk.status).toBe(400);
    expect(junk.body.non_field_errors).toEqual([
      'The change set is not valid: updated[0].id is not a row id.',
    ]);
  });
});

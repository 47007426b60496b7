// The timetable by service over real HTTP on a real database: the services of a route's direction
// with what their days are computed from, the read filtered to some of them (ordered by first
// departure, then service), and a save that touches only the trips it sends, a new trip taking the
// service it is given (an unknown one refused).
import { formatTime } from '@ruta/gtfs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const trip = (trip_id: string, service_id: string, start: string, end: string, headsign: string | null) =>
  create('trips', {
    trip_id,
    route_id: 'R',
    service_id,
    direction_id: 0,
    trip_headsign: headsign,
    stop_times: [stopTime('S1', 1, start), stopTime('S2', 2, end)],
  });
const read = async (query = '') => (await alice.get<Any>(`${P}/timetable/?route=R&direction=0${query}`)).body;
const tripIds = (tt: Any) => tt.patterns.flatMap((p: Any) => p.trips.map((t: Any) => t.trip_id));

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('TT services'));
  await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await create('calendars', WEEKDAYS);
  await create('calendardates', { service_id: 'WK', date: '2026-04-03', exception_type: 2 });
  // SAT has no calendar row: its days are its added dates.
  await create('calendardates', { service_id: 'SAT', date: '2026-01-03', exception_type: 1 });
  await create('calendardates', { service_id: 'SAT', date: '2026-01-10', exception_type: 1 });
  await create('stops', { stop_id: 'S1', stop_name: 'One', stop_lat: 0, stop_lon: 0 });
  await create('stops', { stop_id: 'S2', stop_name: 'Two', stop_lat: 0, stop_lon: 0.01 });
  await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
  await trip('W8', 'WK', '08:00:00', '08:10:00', 'Downtown');
  await trip('W7', 'WK', '07:00:00', '07:10:00', 'Downtown');
  await trip('S7', 'SAT', '07:00:00', '07:10:00', null);
});
afterAll(async () => {
  await app?.close();
});

describe('timetable by service', () => {
  it('names each direction by its most common headsign', async () => {
    const routes = (await alice.get<Any>(`${P}/timetable/routes/`)).body;
    expect(routes[0].directions).toEqual([{ direction_id: 0, trips: 3, headsign: 'Downtown' }]);
  });

  it('lists the services with their calendar and exceptions, and filters the trips by them', async () => {
    const all = await read();
    expect(all.services).toEqual([
      {
        service_id: 'SAT',
        trips: 1,
        days: null,
        start_date: null,
        end_date: null,
        added: 2,
        removed: 0,
        first_added: '20260103',
        last_added: '20260110',
      },
      {
        service_id: 'WK',
        trips: 2,
        days: [true, true, true, true, true, false, false],
        start_date: '20260101',
        end_date: '20261231',
        added: 0,
        removed: 1,
        first_added: null,
        last_added: null,
      },
    ]);
    // By first departure, then service: SAT's 07:00 trip before WK's.
    expect(tripIds(all)).toEqual(['S7', 'W7', 'W8']);
    const wk = await read('&service=WK');
    expect(tripIds(wk)).toEqual(['W7', 'W8']);
    expect(wk.services).toHaveLength(2);
    expect(tripIds(await read('&service=WK&service=SAT'))).toEqual(['S7', 'W7', 'W8']);
    expect(tripIds(await read('&service=NONE'))).toEqual([]);
  });

  it('saves only the trips sent; a new trip takes the service given, an unknown one is refused', async () => {
    const before = await read();
    const s7 = before.patterns[0].trips.find((t: Any) => t.trip_id === 'S7');
    const w7 = before.patterns[0].trips.find((t: Any) => t.trip_id === 'W7');
    const cells = (t: Any, shift: number) =>
      t.stop_time_ids.map((id: number, i: number) => ({
        id,
        stop_id: before.patterns[0].stop_ids[i],
        arrival_time: formatTime(t.arrival_times[i] + shift),
        departure_time: formatTime(t.departure_times[i] + shift),
      }));
    const fresh = (service_id: string) => ({
      trip_id: 'S7-2',
      template: w7.id,
      service_id,
      stop_times: cells(w7, 1800).map(({ id: _, ...c }: Any) => c),
    });
    const refused = await alice.post<Any>(`${P}/timetable/?service=SAT`, {
      route_id: 'R',
      direction_id: 0,
      inserted: [fresh('HOLIDAY')],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.inserted[0].service_id).toEqual([
      'There is no service with service_id "HOLIDAY" in calendar or calendar_dates.',
    ]);
    const saved = await alice.post<Any>(`${P}/timetable/?service=SAT`, {
      route_id: 'R',
      direction_id: 0,
      updated: [{ id: s7.id, stamp: s7.stamp, stop_times: cells(s7, 300) }],
      inserted: [fresh('SAT')],
    });
    expect(saved.status).toBe(200);
    // The answer is read with the editor's filter.
    expect(tripIds(saved.body)).toEqual(['S7', 'S7-2']);
    const after = await read();
    const byId = (tt: Any) => new Map(tt.patterns[0].trips.map((t: Any) => [t.trip_id, t]));
    const [was, now] = [byId(before), byId(after)];
    // The weekday trips keep their stamps: not a row of theirs was written.
    for (const id of ['W7', 'W8']) expect((now.get(id) as Any).stamp).toBe((was.get(id) as Any).stamp);
    expect((now.get('S7') as Any).departure_times).toEqual([25500, 26100]);
    expect(now.get('S7-2')).toMatchObject({ service_id: 'SAT', departure_times: [27000, 27600] });
  });
});

// What a timetable save leaves beside its rows, over real HTTP on a real database: its history
// summary (a shift only when every stop time moved by one amount and nothing else changed, as the
// writes found it) and the network sketch (recomputed when a stop leaves a trip, not when only
// times move).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let alice: Client;
let P: string;

const clock = (s: number) =>
  `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String((s / 60) % 60).padStart(2, '0')}`;

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Save effects', 'ana'));
  const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
  await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await create('calendars', WEEKDAYS);
  for (const [id, lat, lon] of [
    ['S1', 0, 0],
    ['S2', 0.02, 0.01],
    ['S3', 0, 0.03],
  ] as const)
    await create('stops', { stop_id: id, stop_name: id, stop_lat: lat, stop_lon: lon });
  await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '8', route_type: 3 });
  for (const [trip, h] of [
    ['T1', '07'],
    ['T2', '08'],
  ])
    await create('trips', {
      trip_id: trip,
      route_id: 'R',
      service_id: 'WK',
      direction_id: 0,
      stop_times: [
        stopTime('S1', 1, `${h}:00:00`),
        stopTime('S2', 2, `${h}:10:00`),
        stopTime('S3', 3, `${h}:20:00`),
      ],
    });
});
afterAll(async () => {
  await app?.close();
});

/**
 * Saves every trip of R with its times moved by `minutes(trip index)`, leaving out the stops
 * `keep` refuses; answers the summary of the batch the save left.
 */
async function save(minutes: (trip: number) => number, keep: (stopId: string) => boolean = () => true) {
  const tt = (await alice.get<Any>(`${P}/timetable/?route=R&direction=0`)).body;
  const stopIds: string[] = tt.patterns[0].stop_ids;
  const res = await alice.post<Any>(`${P}/timetable/`, {
    route_id: 'R',
    direction_id: 0,
    updated: tt.patterns[0].trips.map((t: Any, k: number) => ({
      id: t.id,
      stamp: t.stamp,
      stop_times: t.stop_time_ids.flatMap((id: number, i: number) =>
        keep(stopIds[i]!)
          ? [
              {
                id,
                stop_id: stopIds[i],
                arrival_time: clock(t.arrival_times[i] + minutes(k) * 60),
                departure_time: clock(t.departure_times[i] + minutes(k) * 60),
              },
            ]
          : [],
      ),
    })),
  });
  expect(res.status).toBe(200);
  return (await alice.get<Any>(`${P}/history/?per_page=1`)).body.results[0].summary;
}

/** The sketch's computed_at once it has stayed the same for `quietMs` (no recomputation pending). */
async function settledSketch(quietMs: number): Promise<string | null> {
  let last: string | null = null;
  let since = Date.now();
  const end = Date.now() + 30_000;
  for (;;) {
    const now = (await alice.get<Any>(`${P}/network/`)).body.computed_at as string | null;
    if (now !== last) [last, since] = [now, Date.now()];
    else if (now && Date.now() - since >= quietMs) return now;
    if (Date.now() > end) throw new Error('network sketch not settled');
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('timetable save effects', () => {
  it('describes one amount for every time as a shift, and different amounts as a save', async () => {
    expect(await save(() => 5)).toMatchObject({ key: 'timetable_shifted', params: { trips: 2, minutes: 5 } });
    expect(await save((k) => (k === 0 ? 5 : 10))).toMatchObject({
      key: 'timetable_saved',
      params: { updated: 2, created: 0, deleted: 0 },
    });
  });

  it('redraws the network sketch when a stop leaves the trips, not when only times move', async () => {
    const before = await settledSketch(5_000);
    expect(await save(() => -5)).toMatchObject({ key: 'timetable_shifted', params: { minutes: -5 } });
    // Past the sketch's debounce, nothing was recomputed.
    expect(await settledSketch(5_000)).toBe(before);
    // The same shift without S2: one amount, yet a stop time removed is no shift, and it is redrawn.
    expect(
      await save(
        () => 5,
        (stopId) => stopId !== 'S2',
      ),
    ).toMatchObject({ key: 'timetable_saved' });
    const after = await settledSketch(3_000);
    expect(after).not.toBe(before);
  });
});

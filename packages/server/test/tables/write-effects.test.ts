// What a row edit leaves beside the row, over real HTTP on a real database: the project's envelope
// follows a stop that moves and stays when a stop's other fields change; the network sketch is asked
// for again when a drawn field changes (a stop's position, a trip's route) and not when an edit
// changes nothing it draws (a stop's description, a trip's short name).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let alice: Client;
let P: string;
let projectId: number;
let stop: Any;
let trip: Any;

beforeAll(async () => {
  ({ app, client: alice, base: P, projectId } = await startWithProject('Write effects', 'wes'));
  const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
  await create('agencies', agencyRow('A'));
  await create('calendars', WEEKDAYS);
  await create('stops', { stop_id: 'S1', stop_name: 'One', stop_lat: -22.4, stop_lon: -68.9 });
  stop = await create('stops', { stop_id: 'S2', stop_name: 'Two', stop_lat: -22.5, stop_lon: -68.8 });
  for (const route_id of ['R1', 'R2'])
    await create('routes', { route_id, agency_id: 'A', route_short_name: route_id, route_type: 3 });
  trip = await create('trips', { trip_id: 'T1', route_id: 'R1', service_id: 'WK' });
});
afterAll(async () => {
  await app?.close();
});

/** PATCHes the row with the version it has now; answers the new row. */
async function patch(resource: string, row: Any, fields: Record<string, unknown>): Promise<Any> {
  const current = (await alice.get<Any>(`${P}/${resource}/${row.id}/`)).body;
  const res = await alice.request('PATCH', `${P}/${resource}/${row.id}/`, {
    json: { version: current.version, ...fields },
  });
  expect(res.status).toBe(200);
  return res.body;
}

const envelope = async () =>
  (await alice.get<Any>(`/api/projects/${projectId}/`)).body.envelope.geometry.coordinates[0];

/** Waits until no sketch is pending (the one the last drawn write asked for has landed). */
async function settled(): Promise<void> {
  const end = Date.now() + 30_000;
  while ((await alice.get<Any>(`${P}/network/`)).body.stale) {
    if (Date.now() > end) throw new Error('network sketch still stale');
    await new Promise((r) => setTimeout(r, 100));
  }
}
const stale = async () => (await alice.get<Any>(`${P}/network/`)).body.stale as boolean;

describe('row edit effects', () => {
  it('moves the envelope with a stop, and keeps it when other fields change', async () => {
    const first = await envelope();
    expect(first).toContainEqual([-68.8, -22.5]);
    await patch('stops', stop, { stop_desc: 'by the river', stop_name: 'Dos' });
    expect(await envelope()).toEqual(first);
    await patch('stops', stop, { stop_lat: -22.7, stop_lon: -68.6 });
    const moved = await envelope();
    expect(moved).toContainEqual([-68.6, -22.7]);
    expect(moved).not.toContainEqual([-68.8, -22.5]);
  });

  it('asks for a new network sketch only when a drawn field changes', async () => {
    await settled();
    await patch('stops', stop, { stop_desc: 'by the bridge' });
    expect(await stale()).toBe(false);
    await patch('trips', trip, { trip_short_name: 'Express' });
    expect(await stale()).toBe(false);

    await patch('stops', stop, { stop_lon: -68.7 });
    expect(await stale()).toBe(true);
    await settled();
    await patch('trips', trip, { route_id: 'R2' });
    expect(await stale()).toBe(true);
    await settled();
    await patch(
      'routes',
      { id: (await alice.get<Any>(`${P}/routes/?per_page=1`)).body.results[0].id },
      {
        route_color: '00FF00',
      },
    );
    expect(await stale()).toBe(true);
  });
});

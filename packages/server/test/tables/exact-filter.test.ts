// Exact filters of the table lists over real HTTP on a real database: `?route_id=8` lists the trips
// of route 8 only (a search would also list 80's), combines with search and paging, and rejects
// fields that are not references, repeated values and injection attempts without a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Filters', 'filter'));
  const rows: [string, Record<string, unknown>][] = [
    ['agencies', agencyRow('A')],
    ['routes', { route_id: '8', agency_id: 'A', route_short_name: '8', route_type: 3 }],
    ['routes', { route_id: '80', agency_id: 'A', route_short_name: '80', route_type: 3 }],
    ['calendars', WEEKDAYS],
    ['trips', { route_id: '8', service_id: 'WK', trip_id: 'T8a', trip_headsign: 'Norte' }],
    ['trips', { route_id: '8', service_id: 'WK', trip_id: 'T8b', trip_headsign: 'Sur' }],
    ['trips', { route_id: '80', service_id: 'WK', trip_id: 'T80', trip_headsign: 'Norte' }],
  ];
  for (const [resource, row] of rows) await createRow(alice, P, resource, row);
});
afterAll(async () => {
  await app?.close();
});

type List = { results: { trip_id: string }[]; pagination: { total: number; next_page_url: string | null } };
const tripIds = (body: List) => body.results.map((r) => r.trip_id);

describe('exact filters of a list', () => {
  it('lists the rows whose reference is exactly the value', async () => {
    const searched = await alice.get<List>(`${P}/trips/?search=8`);
    expect(tripIds(searched.body)).toEqual(['T8a', 'T8b', 'T80']);
    const exact = await alice.get<List>(`${P}/trips/?route_id=8`);
    expect(exact.status).toBe(200);
    expect(tripIds(exact.body)).toEqual(['T8a', 'T8b']);
    expect(exact.body.pagination.total).toBe(2);
    expect(tripIds((await alice.get<List>(`${P}/trips/?route_id=80`)).body)).toEqual(['T80']);
    expect((await alice.get<List>(`${P}/trips/?route_id=9`)).body.pagination.total).toBe(0);
  });

  it('combines with search, sort, paging and no_page', async () => {
    const both = await alice.get<List>(`${P}/trips/?route_id=8&search=norte`);
    expect(tripIds(both.body)).toEqual(['T8a']);
    const paged = await alice.get<List>(`${P}/trips/?route_id=8&per_page=1&sort=trip_id|desc`);
    expect(tripIds(paged.body)).toEqual(['T8b']);
    expect(paged.body.pagination.next_page_url).toContain('route_id=8');
    const all = await alice.get<{ trip_id: string }[]>(`${P}/trips/?route_id=80&no_page`);
    expect(all.body.map((r) => r.trip_id)).toEqual(['T80']);
  });

  it('rejects fields that are not references, repeated values and long values; values are data', async () => {
    const headsign = await alice
      .withLang('es')
      .get<Record<string, string[]>>(`${P}/trips/?trip_headsign=Sur`);
    expect(headsign.status).toBe(400);
    expect(headsign.body.trip_headsign).toEqual([
      'Filtra exactamente por uno de: route_id, service_id, shape_id.',
    ]);
    const twice = await alice.get<Record<string, string[]>>(`${P}/trips/?route_id=8&route_id=80`);
    expect(twice.status).toBe(400);
    expect(twice.body.route_id).toBeDefined();
    expect((await alice.get(`${P}/trips/?route_id=${'x'.repeat(201)}`)).status).toBe(400);
    const injection = await alice.get<List>(`${P}/trips/?route_id=${encodeURIComponent("8' OR '1'='1")}`);
    expect(injection.status).toBe(200);
    expect(injection.body.pagination.total).toBe(0);
  });
});

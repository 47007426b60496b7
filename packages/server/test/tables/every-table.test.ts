// Every table of the generic table screen, at the API (the browser's e2e/tables.test.ts walks the
// screen on three of them): a new row, an edit saved, the value the screen shows refused on its field
// with its message (en and es), the CSV downloaded and uploaded back changing nothing, the new row
// deleted, and a row other tables use refused with the reason.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, stopTime, WEEKDAYS } from '../support/project.js';

let app: TestApp;
let alice: Client;
let P: string;

interface Case {
  resource: string;
  row: Record<string, unknown>;
  /** An edit that saves: [field, value]. */
  edit: [string, unknown];
  /** A value refused on its field, with the start of its English message. */
  bad: [string, unknown, string];
  /** The key of a seeded row that other rows use. */
  referenced?: Record<string, string>;
}

const CASES: Case[] = [
  {
    resource: 'agencies',
    row: agencyRow('A2', { agency_name: 'Buses Sur' }),
    edit: ['agency_name', 'Buses del Sur'],
    bad: ['agency_url', 'not a url', 'Enter a valid URL'],
    referenced: { agency_id: 'A1' },
  },
  {
    resource: 'calendars',
    row: { ...WEEKDAYS, service_id: 'SAT', monday: false, saturday: true },
    edit: ['end_date', '2026-06-30'],
    bad: ['service_id', '', 'This field is required'],
    referenced: { service_id: 'WK' },
  },
  {
    resource: 'calendardates',
    row: { service_id: 'WK', date: '2026-09-18', exception_type: 2 },
    edit: ['date', '2026-09-19'],
    bad: ['service_id', '', 'This field is required'],
  },
  {
    resource: 'levels',
    row: { level_id: 'L2', level_index: -1 },
    edit: ['level_name', 'Mezzanine'],
    bad: ['level_index', 'abc', 'Enter a number'],
    referenced: { level_id: 'L1' },
  },
  {
    resource: 'stops',
    row: { stop_id: 'S9', stop_name: 'Hospital', stop_lat: -22.45, stop_lon: -68.92 },
    edit: ['stop_name', 'Hospital Regional'],
    bad: ['stop_lat', 95, 'Latitude must be between'],
    referenced: { stop_id: 'S1' },
  },
  {
    resource: 'routes',
    row: { route_id: 'R2', agency_id: 'A1', route_short_name: '2', route_type: 3 },
    edit: ['route_long_name', 'Centro - Norte'],
    bad: ['route_url', 'ftp://x', 'Enter a valid URL'],
    referenced: { route_id: 'R1' },
  },
  {
    resource: 'trips',
    row: { trip_id: 'T2', route_id: 'R1', service_id: 'WK' },
    edit: ['trip_headsign', 'Norte'],
    bad: ['trip_id', '', 'This field is required'],
    referenced: { trip_id: 'T1' },
  },
  {
    resource: 'frequencies',
    row: { trip_id: 'T1', start_time: '06:00:00', end_time: '09:00:00', headway_secs: 600 },
    edit: ['end_time', '25:30:00'],
    bad: ['headway_secs', 0, 'Must be greater than zero'],
  },
  {
    resource: 'fareattributes',
    row: { fare_id: 'F2', price: 800, currency_type: 'CLP', payment_method: 0, transfers: 0 },
    edit: ['price', 900],
    bad: ['currency_type', 'XXX1', 'Enter a valid ISO 4217'],
    referenced: { fare_id: 'F1' },
  },
  {
    resource: 'farerules',
    row: { fare_id: 'F1', origin_id: 'Z1' },
    edit: ['destination_id', 'Z2'],
    bad: ['contains_id', 'Z404', 'There is no'],
  },
  {
    resource: 'transfers',
    row: { from_stop_id: 'S1', to_stop_id: 'S2', transfer_type: 1 },
    edit: ['min_transfer_time', 120],
    bad: ['min_transfer_time', -5, 'Must be zero or greater'],
  },
  {
    resource: 'pathways',
    row: { pathway_id: 'P2', from_stop_id: 'S1', to_stop_id: 'S2', pathway_mode: 2, is_bidirectional: true },
    edit: ['signposted_as', 'Andén 2'],
    bad: ['stair_count', 0, 'Must not be zero'],
  },
];

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('Every table'));
  const seed = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
  await seed('agencies', agencyRow('A1'));
  await seed('calendars', WEEKDAYS);
  await seed('levels', { level_id: 'L1', level_index: 0 });
  await seed('stops', {
    stop_id: 'S1',
    stop_name: 'Plaza',
    stop_lat: -22.46,
    stop_lon: -68.93,
    level_id: 'L1',
    zone_id: 'Z1',
  });
  await seed('stops', {
    stop_id: 'S2',
    stop_name: 'Terminal',
    stop_lat: -22.44,
    stop_lon: -68.91,
    zone_id: 'Z2',
  });
  await seed('routes', { route_id: 'R1', agency_id: 'A1', route_short_name: '1', route_type: 3 });
  await seed('trips', {
    trip_id: 'T1',
    route_id: 'R1',
    service_id: 'WK',
    stop_times: [stopTime('S1', 1, '08:00:00'), stopTime('S2', 2, '08:10:00')],
  });
  // A frequency uses trip T1 (its stop times are its own and go with it).
  await seed('frequencies', {
    trip_id: 'T1',
    start_time: '05:00:00',
    end_time: '06:00:00',
    headway_secs: 900,
  });
  await seed('fareattributes', {
    fare_id: 'F1',
    price: 700,
    currency_type: 'CLP',
    payment_method: 0,
    transfers: null,
  });
  await seed('farerules', { fare_id: 'F1', route_id: 'R1' });
});
afterAll(async () => {
  await app?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const patch = (p: string, json: unknown, client = alice) => client.request<any>('PATCH', p, { json });

/** The id of the row whose fields match `key`. */
async function idOf(resource: string, key: Record<string, string>): Promise<number> {
  const list = await alice.get(`${P}/${resource}/?no_page=True`);
  const row = (list.body as Record<string, unknown>[]).find((r) =>
    Object.entries(key).every(([field, value]) => r[field] === value),
  );
  if (!row) throw new Error(`${resource}: no row ${JSON.stringify(key)}`);
  return row.id as number;
}

describe.each(CASES)('$resource', (c) => {
  it('creates, edits, refuses a bad value on its field, round-trips its CSV and deletes', async () => {
    const created = await createRow(alice, P, c.resource, c.row);
    const url = `${P}/${c.resource}/${created.id}/`;
    const edited = await patch(url, { version: created.version, [c.edit[0]]: c.edit[1] });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body[c.edit[0]]).toBe(c.edit[1]);

    const [field, value, message] = c.bad;
    const refused = await patch(url, { version: edited.body.version, [field]: value });
    expect(refused.status).toBe(400);
    expect(refused.body[field]?.[0]).toMatch(new RegExp(`^${message}`));
    const inSpanish = await patch(
      url,
      { version: edited.body.version, [field]: value },
      alice.withLang('es'),
    );
    expect(inSpanish.body[field]?.[0]).toMatch(/\S/);
    expect(inSpanish.body[field][0]).not.toBe(refused.body[field][0]);
    expect((await alice.get(url)).body).toMatchObject({ version: edited.body.version });

    // The downloaded CSV uploaded back replaces the table with itself.
    const csv = await alice.get(`${P}/${c.resource}/download/`);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).toContain(Object.keys(c.row)[0]);
    const upload = await alice.request('PUT', `${P}/${c.resource}/upload/`, {
      body: csv.text,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(upload.status, upload.text).toBe(200);
    expect(upload.body).toEqual({ created: 0, updated: 0, deleted: 0, warnings: [] });
    expect((await alice.get(`${P}/${c.resource}/download/`)).text).toBe(csv.text);

    expect((await alice.delete(url)).status).toBe(204);
    expect((await alice.get(url)).status).toBe(404);
  });
});

describe.each(CASES.filter((c) => c.referenced))('$resource', (c) => {
  it('refuses deleting a row other rows use, saying why', async () => {
    const id = await idOf(c.resource, c.referenced!);
    const refused = await alice.delete(`${P}/${c.resource}/${id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/^This row cannot be deleted: other rows use it \(.+: \d+\)\.$/);
    expect((await alice.get(`${P}/${c.resource}/${id}/`)).status).toBe(200);
  });
});

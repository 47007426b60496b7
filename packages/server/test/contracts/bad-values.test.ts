// Bad values sent to every write route of a project (the app's routeList, filled as it adds them): wrong types,
// NUL characters, huge numbers, 100,000-character texts and deep nesting never answer 5xx, and a
// refused write leaves the project's rows as they were. Then the five editor paths where a NUL once
// reached SQL, and booleans where a number belongs.
import { RESOURCES, feed_info, stop_times, type TableDef } from '@ruta/gtfs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, signedInClient, type Client, type TestApp } from '../helpers.js';
import { agencyRow, createRow, WEEKDAYS } from '../support/project.js';
import { tableIdent } from '../../src/tables/sql.js';

let app: TestApp;
let alice: Client;
let projectId: number;
let P: string;
const rowIds: Record<string, number> = {};

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'alice');
  projectId = (await alice.post('/api/projects/', { name: 'Bad values' })).body.project_id;
  P = `/api/projects/${projectId}`;
  const create = async (resource: string, row: Record<string, unknown>) =>
    (rowIds[resource] = (await createRow(alice, P, resource, row)).id);
  await create('agencies', agencyRow('A1'));
  await create('calendars', WEEKDAYS);
  await create('stops', { stop_id: 'S1', stop_name: 'One', stop_lat: -22.45, stop_lon: -68.9 });
  await createRow(alice, P, 'stops', { stop_id: 'S2', stop_name: 'Two', stop_lat: -22.46, stop_lon: -68.91 });
  await create('shapes', {
    shape_id: 'SH1',
    points: [
      { shape_pt_sequence: 1, shape_pt_lat: -22.45, shape_pt_lon: -68.9 },
      { shape_pt_sequence: 2, shape_pt_lat: -22.46, shape_pt_lon: -68.91 },
    ],
  });
  await create('routes', { route_id: 'R1', agency_id: 'A1', route_type: 3, route_short_name: '1' });
  const stopTimes = [
    { stop_id: 'S1', stop_sequence: 1, arrival_time: '08:00:00', departure_time: '08:00:00' },
    { stop_id: 'S2', stop_sequence: 2, arrival_time: '08:05:00', departure_time: '08:05:00' },
  ];
  await create('trips', { route_id: 'R1', service_id: 'WK', trip_id: 'T1', stop_times: stopTimes });
});
afterAll(async () => app?.close());

/** Every row of the project, table by table, as one text: equal texts, equal rows. */
async function projectRows(): Promise<string> {
  const tables: TableDef[] = [...new Set([...Object.values(RESOURCES), stop_times, feed_info])];
  const parts = tables.map(
    (t) => `SELECT '${t.name}' AS t, coalesce(md5(string_agg(r::text, ',' ORDER BY r.id)), '') AS h
      FROM ${tableIdent(t)} r WHERE r.project_id = ${projectId}`,
  );
  const { rows } = await sql.raw<{ t: string; h: string }>(parts.join(' UNION ALL ')).execute(app.db);
  return rows.map((r) => `${r.t}:${r.h}`).join('\n');
}

const deep = (levels: number) => '{"stop_times":'.repeat(levels) + '[]' + '}'.repeat(levels);
const long = 'x'.repeat(100_000);
const fields = ['stop_id', 'stop_name', 'route_id', 'trip_id', 'shape_id', 'name', 'points', 'stop_times'];
const everyField = (value: unknown) => Object.fromEntries(fields.map((f) => [f, value]));
/** The bad bodies, as raw JSON texts (deep nesting cannot go through JSON.stringify's recursion). */
const BAD_BODIES: Record<string, string> = {
  'a list': '[1, "a", null]',
  'wrong types': JSON.stringify({
    ...everyField(true),
    stop_sequence: true,
    stop_lat: '12',
    stop_times: [{ stop_id: 5, stop_sequence: true, pickup_type: true, timepoint: false }],
    points: [[true, 'x']],
    updated: 'no',
    trips: [{ trip_id: [], shift: 'x' }],
  }),
  'NUL characters': JSON.stringify({ ...everyField('a\u0000b'), 'key\u0000': 'x' }),
  'huge numbers': JSON.stringify({
    ...everyField(1e308),
    stop_sequence: 1e300,
    stop_lat: -1e308,
    route_type: 2 ** 63,
    trips: [{ trip_id: 'C', shift: 1e20 }],
    points: [[1e308, -1e308]],
  }),
  '100,000-character texts': JSON.stringify(everyField(long)),
  'deep nesting': deep(5000),
  'malformed JSON': '{"stop_id": ',
};

const pathFor = (url: string) =>
  url
    .replace(':id', String(projectId))
    .replace(':rowId', String(rowIds[url.split('/')[4] ?? ''] ?? 999999))
    .replace(/:\w+/g, '1');

describe('every write route', () => {
  it('answers bad values without a 5xx, and a refused write changes no row', async () => {
    const writes = app.routes
      .filter((r) => r.url.startsWith('/api/projects/:id/'))
      .filter((r) => ['POST', 'PUT', 'PATCH'].includes(r.method));
    expect(writes.length).toBeGreaterThan(60); // every table's post, put and patch, and the editors' routes
    const faults: string[] = [];
    for (const { method, url } of writes)
      for (const [what, body] of Object.entries(BAD_BODIES)) {
        const before = await projectRows();
        const res = await alice.request(method, pathFor(url), {
          body,
          headers: { 'Content-Type': 'application/json' },
        });
        const name = `${method} ${url} with ${what}`;
        if (res.status >= 500) faults.push(`${name}: ${res.status} ${res.text.slice(0, 200)}`);
        else if (res.status >= 400 && (await projectRows()) !== before) faults.push(`${name}: rows changed`);
      }
    expect(faults).toEqual([]);
  }, 600_000);
});

describe('a NUL character in a text', () => {
  const nul = 'bad\u0000id';
  it.each([
    ['a stop name', 'PATCH', () => `${P}/stops/${rowIds.stops}/`, { stop_name: nul }, 'stop_name'],
    ['a new route_id', 'POST', () => `${P}/routes/`, { route_id: nul, route_type: 3 }, 'route_id'],
    ['the timetable route_id', 'POST', () => `${P}/timetable/`, { route_id: nul }, 'route_id'],
    [
      "a trip's stop_id",
      'PATCH',
      () => `${P}/trips/${rowIds.trips}/`,
      { stop_times: [{ stop_id: nul, stop_sequence: 1 }] },
      'stop_times',
    ],
    ['a new shape_id', 'POST', () => `${P}/shapes/`, { shape_id: nul, points: [] }, 'shape_id'],
  ])('in %s answers 400 naming the field, in the asked language', async (_, method, path, json, field) => {
    const before = await projectRows();
    const res = await alice.request(method, path(), { json });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body)).toEqual([field]);
    expect(res.body[field][0]).toContain('NUL');
    const es = await alice.withLang('es').request(method, path(), { json });
    expect(es.body[field][0]).toMatch(/^Un texto no puede contener el carácter NUL/);
    expect(await projectRows()).toBe(before);
  });
  it('names the place in a list: stop_times[0].stop_id', async () => {
    const res = await alice.request('PATCH', `${P}/trips/${rowIds.trips}/`, {
      json: { stop_times: [{ stop_id: nul, stop_sequence: 1 }] },
    });
    expect(res.body.stop_times).toEqual([
      'A text may not contain the NUL character (stop_times[0].stop_id).',
    ]);
  });
});

describe('a JSON boolean where a number belongs', () => {
  it.each(['stop_sequence', 'pickup_type', 'timepoint'])('is refused for %s', async (field) => {
    const before = await projectRows();
    const { version } = (await alice.get(`${P}/trips/${rowIds.trips}/`)).body;
    const row = { stop_id: 'S1', stop_sequence: 1, [field]: true };
    const json = { version, stop_times: [row] };
    const res = await alice.request('PATCH', `${P}/trips/${rowIds.trips}/`, { json });
    expect(res.status, res.text).toBe(400);
    expect(Object.keys(res.body.stop_times?.[0] ?? {}), res.text).toEqual([field]);
    expect(await projectRows()).toBe(before);
  });
});

describe('a body that is not a JSON object', () => {
  it.each([
    ['POST', () => `${P}/stops/`],
    ['PATCH', () => `${P}/trips/${rowIds.trips}/`],
    ['PUT', () => `${P}/shapes/${rowIds.shapes}/`],
    ['POST', () => `${P}/trips/${rowIds.trips}/duplicate/`],
  ])('%s %s is refused with what to send, in the reader language', async (method, path) => {
    const before = await projectRows();
    for (const json of [[{ stop_id: 'S9' }], 'stop', 7, true]) {
      const res = await alice.request(method, path(), { json });
      expect(res.status, res.text).toBe(400);
      expect(res.body).toEqual({ non_field_errors: ['Send the row as a JSON object.'] });
    }
    const es = await alice.withLang('es').request(method, path(), { json: [1] });
    expect(es.body).toEqual({ non_field_errors: ['Envía la fila como un objeto JSON.'] });
    expect(await projectRows()).toBe(before);
  });
});

// The table API over real HTTP on a real database (docs/api.md "Tables"): every resource's CRUD,
// list semantics, each validation rule kind in en and es, references, rename cascades, delete
// refusals, stale versions, shapes with points, trip stop_times, feed info, the summary, ownership,
// and malformed list parameters (never a 500, never SQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

let app: TestApp;
let alice: Client;
let bob: Client;
let P: string;
let projectId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const patch = (c: Client, p: string, json: unknown) => c.request<any>('PATCH', p, { json });

const create = (resource: string, row: Record<string, unknown>, client = alice) =>
  createRow(client, P, resource, row);

const AGENCY = agencyRow('A1');
const CALENDAR = WEEKDAYS;
const stop = (id: string, extra: Record<string, unknown> = {}) => ({
  stop_id: id,
  stop_name: `Stop ${id}`,
  stop_lat: -22.45,
  stop_lon: -68.92,
  ...extra,
});

beforeAll(async () => {
  ({ app, client: alice, projectId, base: P } = await startWithProject('Tables'));
  bob = await signedInClient(app, 'bob');
});
afterAll(async () => {
  await app?.close();
});

describe('every resource', () => {
  it('creates, reads, lists, updates and deletes a row of each table', async () => {
    const rows: Record<string, Record<string, unknown>> = {
      agencies: AGENCY,
      calendars: CALENDAR,
      calendardates: { service_id: 'WK', date: '2026-05-01', exception_type: 2 },
      levels: { level_id: 'L0', level_index: 0, level_name: 'Street' },
      stops: stop('S1', { level_id: 'L0' }),
      routes: {
        route_id: 'R1',
        agency_id: 'A1',
        route_short_name: '1',
        route_type: 3,
        route_color: 'ff0000',
      },
      trips: { trip_id: 'T1', route_id: 'R1', service_id: 'WK' },
      frequencies: { trip_id: 'T1', start_time: '06:00:00', end_time: '25:30:00', headway_secs: 600 },
      fareattributes: { fare_id: 'F1', price: 1.5, currency_type: 'USD', payment_method: 0, transfers: null },
      farerules: { fare_id: 'F1', route_id: 'R1' },
      pathways: {
        pathway_id: 'W1',
        from_stop_id: 'S1',
        to_stop_id: 'S1',
        pathway_mode: 1,
        is_bidirectional: true,
      },
      transfers: { from_stop_id: 'S1', to_stop_id: 'S1', transfer_type: 2, min_transfer_time: 120 },
    };
    const created: Record<string, { id: number; version: number }> = {};
    for (const [resource, row] of Object.entries(rows)) {
      const body = await create(resource, row);
      expect(body).toMatchObject({ version: 1, invalid: null });
      expect(typeof body.id).toBe('number');
      created[resource] = body;
      const detail = await alice.get(`${P}/${resource}/${body.id}/`);
      expect(detail.status).toBe(200);
      const list = await alice.get(`${P}/${resource}/`);
      expect(list.status).toBe(200);
      expect(list.body.pagination).toMatchObject({
        total: 1,
        current_page: 1,
        per_page: 10,
        last_page: 1,
        from: 1,
        to: 1,
      });
      expect(list.body.results[0].id).toBe(body.id);
    }
    expect(created.calendars).toMatchObject({ monday: true, saturday: false, start_date: '2026-01-01' });
    expect(created.routes).toMatchObject({ route_color: 'FF0000', agency_id: 'A1' });
    expect(created.frequencies).toMatchObject({ end_time: '25:30:00', start_time: '06:00:00' });
    expect(created.pathways).toMatchObject({ is_bidirectional: true });
    const updated = await patch(alice, `${P}/levels/${created.levels!.id}/`, {
      version: 1,
      level_name: 'Ground',
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ version: 2, level_name: 'Ground', level_index: 0 });
    const put = await alice.put(`${P}/agencies/${created.agencies!.id}/`, {
      ...AGENCY,
      version: 1,
      agency_name: 'Blue',
    });
    expect(put.body).toMatchObject({ version: 2, agency_name: 'Blue', agency_lang: null });
    // Delete in an order that references allow.
    for (const resource of [
      'transfers',
      'pathways',
      'farerules',
      'fareattributes',
      'frequencies',
      'trips',
      'routes',
      'stops',
      'levels',
      'calendardates',
      'calendars',
      'agencies',
    ]) {
      const res = await alice.delete(`${P}/${resource}/${created[resource]!.id}/`);
      expect(res.status, resource).toBe(204);
      expect((await alice.get(`${P}/${resource}/${created[resource]!.id}/`)).status).toBe(404);
    }
  });
});

describe('lists', () => {
  beforeAll(async () => {
    for (let i = 1; i <= 25; i++)
      await create(
        'stops',
        stop(`L${String(i).padStart(2, '0')}`, {
          stop_name: i % 2 ? `Plaza ${i}` : `Avenida ${i}`,
          stop_code: i === 7 ? '100%_x' : null,
        }),
      );
  });

  it('pages, sorts both ways and counts', async () => {
    const page2 = await alice.get(`${P}/stops/?page=2&per_page=10&sort=stop_id|desc`);
    expect(page2.status).toBe(200);
    expect(page2.body.results.map((r: { stop_id: string }) => r.stop_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => `L${String(15 - i).padStart(2, '0')}`),
    );
    expect(page2.body.pagination).toMatchObject({
      current_page: 2,
      total: 25,
      last_page: 3,
      from: 11,
      to: 20,
    });
    expect(page2.body.pagination.next_page_url).toContain('page=3');
    expect(page2.body.pagination.prev_page_url).toContain('page=1');
    const asc = await alice.get(`${P}/stops/?sort=stop_name|asc&per_page=3`);
    expect(asc.body.results.map((r: { stop_name: string }) => r.stop_name)).toEqual([
      'Avenida 10',
      'Avenida 12',
      'Avenida 14',
    ]);
    const beyond = await alice.get(`${P}/stops/?page=9`);
    expect(beyond.body.results).toEqual([]);
    expect(beyond.body.pagination).toMatchObject({ total: 25, from: null, to: null });
  });

  it('searches case-insensitively, with wildcards taken literally', async () => {
    const res = await alice.get(`${P}/stops/?search=PLAZA 1&per_page=100`);
    expect(res.body.results.map((r: { stop_name: string }) => r.stop_name).sort()).toEqual(
      ['Plaza 1', 'Plaza 11', 'Plaza 13', 'Plaza 15', 'Plaza 17', 'Plaza 19'].sort(),
    );
    expect((await alice.get(`${P}/stops/?search=${encodeURIComponent('%_')}`)).body.pagination.total).toBe(1);
    expect((await alice.get(`${P}/stops/?search=${encodeURIComponent("%'--")}`)).body.results).toEqual([]);
  });

  it('answers every row with no_page', async () => {
    const res = await alice.get(`${P}/stops/?no_page=True&sort=stop_id|asc`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(25);
    expect(res.body[0].stop_id).toBe('L01');
  });

  it('rejects malformed parameters with 400, never a 500', async () => {
    const bad = [
      ['sort=name;drop table users|asc', 'sort'],
      ['sort=stop_id', 'sort'],
      ['sort=stop_id|up', 'sort'],
      ['sort=stop_id|asc|x', 'sort'],
      ['sort=__proto__|asc', 'sort'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1&page=2', 'page'],
      ['per_page=1001', 'per_page'],
      ['per_page=1.5', 'per_page'],
      [`search=${'x'.repeat(201)}`, 'search'],
    ];
    for (const [query, field] of bad) {
      const res = await alice.get(`${P}/stops/?${query}`);
      expect(res.status, query).toBe(400);
      expect(Object.keys(res.body), query).toContain(field);
    }
    const users = await sql<{ n: number }>`SELECT count(*)::int AS n FROM users`.execute(app.db);
    expect(users.rows[0]!.n).toBeGreaterThan(0);
    const es = await alice.withLang('es').get(`${P}/stops/?sort=nope|asc`);
    expect(es.body.sort[0]).toMatch(/^Ordena por/);
  });

  it('gives ids and services', async () => {
    const ids = await alice.get(`${P}/stops/ids/`);
    expect(Object.keys(ids.body)).toHaveLength(25);
    expect(typeof ids.body.L01).toBe('number');
    await create('calendars', { ...CALENDAR, service_id: 'SAT' });
    await create('calendardates', { service_id: 'HOL', date: '2026-09-18', exception_type: 1 });
    const services = await alice.get(`${P}/services/`);
    expect(services.body.results).toEqual([
      { id: 'HOL', service_id: 'HOL' },
      { id: 'SAT', service_id: 'SAT' },
    ]);
    expect(services.body.pagination.per_page).toBe(50);
    expect((await alice.get(`${P}/services/?search=sa`)).body.results).toEqual([
      { id: 'SAT', service_id: 'SAT' },
    ]);
  });
});

describe('validation', () => {
  const cases: [string, Record<string, unknown>, string, RegExp, RegExp][] = [
    [
      'agencies',
      { agency_id: 'X', agency_url: 'https://x.org', agency_timezone: 'UTC' },
      'agency_name',
      /required/,
      /obligatorio/,
    ],
    [
      'agencies',
      { ...AGENCY, agency_id: 'X', agency_timezone: 'Mars/Olympus' },
      'agency_timezone',
      /IANA/,
      /IANA/,
    ],
    ['agencies', { ...AGENCY, agency_id: 'X', agency_url: 'ftp://x' }, 'agency_url', /URL/, /URL/],
    [
      'agencies',
      { ...AGENCY, agency_id: 'X', agency_email: 'not-an-email' },
      'agency_email',
      /e-mail/,
      /correo/,
    ],
    ['agencies', { ...AGENCY, agency_id: 'X', agency_lang: 'e$' }, 'agency_lang', /language/, /idioma/],
    ['stops', { stop_id: 'V1', stop_lat: 1, stop_lon: 1 }, 'stop_name', /required/, /obligatorio/],
    ['stops', { ...stop('V1'), stop_lat: 'abc' }, 'stop_lat', /number/, /número/],
    ['stops', { ...stop('V1'), stop_lat: 95 }, 'stop_lat', /-90 and 90/, /-90 y 90/],
    ['stops', { ...stop('V1'), stop_lon: -181 }, 'stop_lon', /-180 and 180/, /-180 y 180/],
    ['stops', { ...stop('V1'), location_type: 1, parent_station: 'L01' }, 'parent_station', /empty/, /vacío/],
    ['stops', { ...stop('V1'), stop_timezone: 'Nowhere' }, 'stop_timezone', /IANA/, /IANA/],
    ['stops', stop('L01'), 'stop_id', /already exists/, /Ya existe/],
    [
      'stops',
      { ...stop('V1'), level_id: 'NOPE' },
      'level_id',
      /There is no level_id "NOPE"/,
      /No existe level_id "NOPE"/,
    ],
    [
      'routes',
      { route_id: 'X', route_type: 99, route_short_name: 'x' },
      'route_type',
      /one of: 0, 1/,
      /uno de/,
    ],
    ['routes', { route_id: 'X', route_type: 3 }, 'route_short_name', /required/, /obligatorio/],
    [
      'routes',
      { route_id: 'X', route_type: 3, route_short_name: 'x', route_color: 'GG0000' },
      'route_color',
      /RRGGBB/,
      /RRGGBB/,
    ],
    [
      'routes',
      { route_id: 'X', route_type: 3, route_short_name: 'x', route_sort_order: -1 },
      'route_sort_order',
      /zero or greater/,
      /cero o mayor/,
    ],
    [
      'routes',
      { route_id: 'X', route_type: '3.5', route_short_name: 'x' },
      'route_type',
      /whole number/,
      /entero/,
    ],
    [
      'calendars',
      { ...CALENDAR, service_id: 'X', monday: 'maybe' },
      'monday',
      /whole number|true or false/,
      /entero|verdadero/,
    ],
    [
      'calendars',
      { ...CALENDAR, service_id: 'X', start_date: '2026-02-30' },
      'start_date',
      /valid date/,
      /fecha válida/,
    ],
    [
      'frequencies',
      { trip_id: 'NOPE', start_time: '25:61:00', end_time: '26:00:00', headway_secs: 0 },
      'start_time',
      /valid time/,
      /hora válida/,
    ],
    [
      'frequencies',
      { trip_id: 'NOPE', start_time: '25:00:00', end_time: '26:00:00', headway_secs: 0 },
      'headway_secs',
      /greater than zero/,
      /mayor que cero/,
    ],
    [
      'frequencies',
      { trip_id: 'NOPE', start_time: '25:00:00', end_time: '26:00:00', headway_secs: 5 },
      'trip_id',
      /There is no trip_id/,
      /No existe trip_id/,
    ],
    [
      'routes',
      { route_id: 'X', route_type: true, route_short_name: 'x' },
      'route_type',
      /whole number/,
      /entero/,
    ],
    [
      'frequencies',
      { trip_id: 'NOPE', start_time: '6:0', end_time: '26:00', headway_secs: 5 },
      'start_time',
      /valid time/,
      /hora válida/,
    ],
    [
      'fareattributes',
      { fare_id: 'X', price: 1, currency_type: 'XYZ', payment_method: 0 },
      'currency_type',
      /ISO 4217/,
      /ISO 4217/,
    ],
    [
      'pathways',
      {
        pathway_id: 'X',
        from_stop_id: 'L01',
        to_stop_id: 'L02',
        pathway_mode: 1,
        is_bidirectional: true,
        stair_count: 0,
      },
      'stair_count',
      /not be zero/,
      /No puede ser cero/,
    ],
  ];
  it.each(cases)('%s: %s', async (resource, row, field, en, es) => {
    const res = await alice.post(`${P}/${resource}/`, row);
    expect(res.status).toBe(400);
    expect(res.body[field]?.[0]).toMatch(en);
    const inSpanish = await alice.withLang('es').post(`${P}/${resource}/`, row);
    expect(inSpanish.body[field]?.[0]).toMatch(es);
  });

  it('takes times without seconds as on the minute, and true or false only for yes/no fields', async () => {
    await create('agencies', agencyRow('HA'));
    await create('routes', { route_id: 'HR', agency_id: 'HA', route_short_name: 'H', route_type: 3 });
    const calendar = await alice.post(`${P}/calendars/`, { ...CALENDAR, service_id: 'HS', sunday: true });
    expect(calendar.body).toMatchObject({ monday: true, sunday: true });
    await create('trips', { trip_id: 'HHMM', route_id: 'HR', service_id: 'HS' });
    const frequency = await alice.post(`${P}/frequencies/`, {
      trip_id: 'HHMM',
      start_time: '6:00',
      end_time: '25:30',
      headway_secs: 600,
    });
    expect(frequency.status).toBe(201);
    expect(frequency.body).toMatchObject({ start_time: '06:00:00', end_time: '25:30:00' });
    const read = await alice.get(`${P}/frequencies/${frequency.body.id}/`);
    expect(read.body).toMatchObject({ start_time: '06:00:00', end_time: '25:30:00' });
  });

  it('reports a composite key under non_field_errors and refuses non-object bodies', async () => {
    await create('calendardates', { service_id: 'DUP', date: '2026-01-02', exception_type: 1 });
    const dup = await alice.post(`${P}/calendardates/`, {
      service_id: 'DUP',
      date: '20260102',
      exception_type: 2,
    });
    expect(dup.body.non_field_errors[0]).toMatch(/service_id, date/);
    const list = await alice.post(`${P}/stops/`, [1, 2]);
    expect(list.status).toBe(400);
  });
});

describe('versions, renames and deletes', () => {
  it('answers 409 with the current row on a stale version, 400 without one', async () => {
    const row = await create('stops', stop('VER'));
    expect((await patch(alice, `${P}/stops/${row.id}/`, { version: 1, stop_name: 'First' })).status).toBe(
      200,
    );
    const stale = await patch(alice, `${P}/stops/${row.id}/`, { version: 1, stop_name: 'Second' });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toMatch(/changed by someone else/);
    expect(stale.body.current).toMatchObject({ id: row.id, version: 2, stop_name: 'First' });
    const missing = await patch(alice, `${P}/stops/${row.id}/`, { stop_name: 'Third' });
    expect(missing.status).toBe(400);
    expect(missing.body.version).toBeDefined();
  });

  it('renames references and refuses deleting what is used, with counts', async () => {
    await create('agencies', { ...AGENCY, agency_id: 'AG' });
    await create('calendars', CALENDAR);
    const route = await create('routes', {
      route_id: 'RR',
      agency_id: 'AG',
      route_long_name: 'Long',
      route_type: 3,
    });
    const s1 = await create('stops', stop('RS1'));
    await create('stops', stop('RS2'));
    const trip = await create('trips', {
      trip_id: 'RT',
      route_id: 'RR',
      service_id: 'WK',
      stop_times: [
        { stop_id: 'RS1', stop_sequence: 1, arrival_time: '08:00:00', departure_time: '08:00:00' },
        { stop_id: 'RS1', stop_sequence: 2, arrival_time: '24:10:00', departure_time: '24:10:00' },
        { stop_id: 'RS2', stop_sequence: 3, arrival_time: '24:20:00', departure_time: '24:20:00' },
      ],
    });
    expect(trip.stop_times.map((s: { arrival_time: string }) => s.arrival_time)).toEqual([
      '08:00:00',
      '24:10:00',
      '24:20:00',
    ]);

    const refused = await alice.delete(`${P}/stops/${s1.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This row cannot be deleted: other rows use it (stop times: 2).');
    const refusedEs = await alice.withLang('es').delete(`${P}/routes/${route.id}/`);
    expect(refusedEs.body.detail).toBe('Esta fila no se puede eliminar: otras filas la usan (viajes: 1).');

    const renamed = await patch(alice, `${P}/stops/${s1.id}/`, { version: 1, stop_id: 'RS1-new' });
    expect(renamed.status).toBe(200);
    const routeRenamed = await patch(alice, `${P}/routes/${route.id}/`, { version: 1, route_id: 'RR2' });
    expect(routeRenamed.status).toBe(200);
    const after = await alice.get(`${P}/trips/${trip.id}/`);
    expect(after.body.route_id).toBe('RR2');
    expect(after.body.stop_times.map((s: { stop_id: string }) => s.stop_id)).toEqual([
      'RS1-new',
      'RS1-new',
      'RS2',
    ]);
    const stoptimes = await alice.get(`${P}/trips/${trip.id}/stoptimes/`);
    expect(stoptimes.body).toHaveLength(3);

    // Stop times: row errors at their positions; replace; an empty list deletes them.
    const bad = await patch(alice, `${P}/trips/${trip.id}/`, {
      version: after.body.version,
      stop_times: [
        { stop_id: 'RS2', stop_sequence: 1 },
        { stop_id: 'NOPE', stop_sequence: 1, arrival_time: '8h' },
      ],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.stop_times[0]).toEqual({});
    expect(Object.keys(bad.body.stop_times[1]).sort()).toEqual(['arrival_time', 'stop_id', 'stop_sequence']);
    const replaced = await patch(alice, `${P}/trips/${trip.id}/`, {
      version: after.body.version,
      stop_times: [{ stop_id: 'RS2', stop_sequence: 5, arrival_time: '9:00:00', departure_time: '09:01:00' }],
    });
    expect(replaced.body.stop_times).toMatchObject([
      { stop_id: 'RS2', stop_sequence: 5, arrival_time: '09:00:00', trip_id: 'RT' },
    ]);
    const emptied = await patch(alice, `${P}/trips/${trip.id}/`, {
      version: replaced.body.version,
      stop_times: [],
    });
    expect(emptied.body.stop_times).toEqual([]);
    expect((await alice.delete(`${P}/stops/${s1.id}/`)).status).toBe(204);
    expect((await alice.delete(`${P}/trips/${trip.id}/`)).status).toBe(204);
  });

  it('updates last_modification and the envelope', async () => {
    // last_modification is kept to within a second (tables/touch.ts): the edits before are older.
    await new Promise((r) => setTimeout(r, 1100));
    const before = (await alice.get(`/api/projects/${projectId}/`)).body;
    await create('stops', stop('ENV', { stop_lat: 10, stop_lon: 20 }));
    const after = (await alice.get(`/api/projects/${projectId}/`)).body;
    expect(after.last_modification > before.last_modification).toBe(true);
    expect(after.envelope.geometry.type).toBe('Polygon');
  });
});

describe('imported rows', () => {
  it('shows invalid imported text with a marker, keeps extras, and needs the fix on edit', async () => {
    const { rows } = await sql<{
      id: number;
    }>`INSERT INTO gtfs_stops (project_id, stop_id, stop_name, stop_lon, invalid, extras)
      VALUES (${projectId}, 'IMP', 'Imported', 1, '{"stop_lat": "north"}', '{"platform_color": "red"}') RETURNING id`.execute(
      app.db,
    );
    const id = rows[0]!.id;
    const read = await alice.get(`${P}/stops/${id}/`);
    expect(read.body).toMatchObject({ stop_lat: 'north', invalid: { stop_lat: 'north' } });
    const blocked = await patch(alice, `${P}/stops/${id}/`, { version: 1, stop_name: 'Renamed' });
    expect(blocked.status).toBe(400);
    expect(blocked.body.stop_lat[0]).toMatch(/"north"/);
    const fixed = await patch(alice, `${P}/stops/${id}/`, {
      version: 1,
      stop_name: 'Renamed',
      stop_lat: '-33.4',
    });
    expect(fixed.body).toMatchObject({ stop_lat: -33.4, invalid: null, version: 2 });
    const extras = await sql<{ extras: unknown }>`SELECT extras FROM gtfs_stops WHERE id = ${id}`.execute(
      app.db,
    );
    expect(extras.rows[0]!.extras).toEqual({ platform_color: 'red' });
  });
});

describe('shapes', () => {
  it('creates, reads, replaces, renames in trips, refuses a used delete', async () => {
    const points = [
      { shape_pt_sequence: 2, shape_pt_lat: -22.5, shape_pt_lon: -68.9 },
      { shape_pt_sequence: 1, shape_pt_lat: -22.4, shape_pt_lon: -68.8, shape_dist_traveled: 0 },
    ];
    const shape = await create('shapes', { shape_id: 'SH', points });
    expect(shape).toMatchObject({ shape_id: 'SH', point_count: 2, version: 1 });
    expect(shape.points.map((p: { shape_pt_sequence: number }) => p.shape_pt_sequence)).toEqual([1, 2]);
    const list = await alice.get(`${P}/shapes/?sort=point_count|desc`);
    expect(list.body.results[0]).toEqual({ id: shape.id, version: 1, shape_id: 'SH', point_count: 2 });
    await create('routes', { route_id: 'SR', agency_id: 'AG', route_short_name: 's', route_type: 3 });
    const trip = await create('trips', { trip_id: 'ST', route_id: 'SR', service_id: 'WK', shape_id: 'SH' });
    const bad = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: 1,
      shape_id: 'SH',
      points: [{ shape_pt_sequence: 1, shape_pt_lat: 91, shape_pt_lon: 0 }],
    });
    expect(bad.body.points[0].shape_pt_lat[0]).toMatch(/-90 and 90/);
    expect(
      (await alice.put(`${P}/shapes/${shape.id}/`, { version: 1, shape_id: 'SH', points: [] })).body
        .points[0],
    ).toMatch(/at least one point/);
    const put = await alice.put(`${P}/shapes/${shape.id}/`, {
      version: 1,
      shape_id: 'SH2',
      points: [...points, { shape_pt_sequence: 3, shape_pt_lat: -22.6, shape_pt_lon: -69 }],
    });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ id: shape.id, version: 2, shape_id: 'SH2', point_count: 3 });
    expect((await alice.get(`${P}/trips/${trip.id}/`)).body.shape_id).toBe('SH2');
    expect(
      (await alice.put(`${P}/shapes/${shape.id}/`, { version: 1, shape_id: 'SH2', points })).status,
    ).toBe(409);
    const refused = await alice.delete(`${P}/shapes/${shape.id}/`);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/\(trips: 1\)/);
    await alice.delete(`${P}/trips/${trip.id}/`);
    expect((await alice.delete(`${P}/shapes/${shape.id}/`)).status).toBe(204);
  });
});

describe('feed info and summary', () => {
  it('creates once, edits with a version, mirrors into the project', async () => {
    expect((await alice.get(`${P}/feedinfo/`)).body).toBeNull();
    const missing = await alice.post(`${P}/feedinfo/`, { feed_publisher_name: 'Red' });
    expect(Object.keys(missing.body).sort()).toEqual(['feed_lang', 'feed_publisher_url']);
    const info = await create('feedinfo', {
      feed_publisher_name: 'Red',
      feed_publisher_url: 'https://red.example',
      feed_lang: 'es-CL',
      feed_start_date: '2026-01-01',
    });
    expect(info).toMatchObject({ feed_id: info.id, version: 1, feed_start_date: '2026-01-01' });
    expect((await alice.post(`${P}/feedinfo/`, { feed_publisher_name: 'x' })).status).toBe(409);
    const edited = await patch(alice, `${P}/feedinfo/${info.id}/`, { version: 1, feed_version: 'v2' });
    expect(edited.body).toMatchObject({ feed_version: 'v2', version: 2 });
    const project = (await alice.get(`/api/projects/${projectId}/`)).body;
    expect(project.feedinfo).toMatchObject({ feed_version: 'v2', feed_publisher_name: 'Red' });
  });

  it('summarises every table', async () => {
    const res = await alice.get(`${P}/tables/`);
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'agency',
        'calendar',
        'calendar_dates',
        'stops',
        'routes',
        'shapes',
        'trips',
        'stop_times',
        'frequencies',
        'fare_attributes',
        'fare_rules',
        'transfers',
        'pathways',
        'levels',
        'feed_info',
      ].sort(),
    );
    expect(res.body.feed_info).toEqual({ entries: 1, error_number: 0, warning_number: 0 });
    expect(res.body.stops.entries).toBeGreaterThan(25);
  });
});

describe('ownership', () => {
  it('answers 404 on another user project', async () => {
    const stops = await alice.get(`${P}/stops/ids/`);
    const id = Object.values(stops.body)[0];
    for (const [method, path] of [
      ['GET', `${P}/stops/`],
      ['GET', `${P}/stops/${id}/`],
      ['POST', `${P}/stops/`],
      ['DELETE', `${P}/stops/${id}/`],
      ['GET', `${P}/tables/`],
      ['GET', `${P}/feedinfo/`],
      ['GET', `${P}/shapes/`],
    ]) {
      const res = await bob.request(method!, path!, method === 'POST' ? { json: stop('BOB') } : {});
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    expect((await app.client().get(`${P}/stops/`)).status).toBe(401);
  });
});

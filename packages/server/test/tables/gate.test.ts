// The gate every write ends in (tables/gate.ts), seen through the CSV replace, the one writer that
// checks no reference of its own: a file that takes away a stop still used, or points a trip at a
// route that does not exist, is refused as a whole with the rows named (en, es), and nothing of it
// stays. A grid edit whose rename cascade would repeat another table's key is refused the same way. A broken reference the project had before the write (imported) is not the writer's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let alice: Client;
let P: string;

const feed = () =>
  makeZip({
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,UTC\n',
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS2,Dos,-22.5,-68.9\nS3,Tres,-22.5,-68.95\n',
    'routes.txt': 'route_id,agency_id,route_type\nR1,A,3\n',
    // Service WK has no calendar: an imported dangling reference.
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,1\nT1,08:10:00,08:10:00,S2,2\n',
  });

const upload = (client: Client, resource: string, csv: string) =>
  client.request('PUT', `${P}/${resource}/upload/`, {
    body: csv,
    headers: { 'Content-Type': 'application/octet-stream' },
  });
const ids = async (resource: string, key: string) =>
  (await alice.get<Any>(`${P}/${resource}/?per_page=100`)).body.results.map((r: Any) => r[key]).sort();

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'gate');
  P = `/api/projects/${(await importZip(alice, 'Gate', await feed())).project_id}`;
});
afterAll(async () => {
  await app?.close();
});

describe('the gate', () => {
  it('refuses a replace that takes away a stop in use, naming it, and keeps every row', async () => {
    const before = (await alice.get<Any>(`${P}/history/`)).body.pagination.total;
    const csv = 'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS3,Tres,-22.5,-68.95\n';
    const res = await upload(alice, 'stops', csv);
    expect(res.status).toBe(409);
    expect(res.body.detail).toMatch(
      /^Nothing was saved: this change would break the feed \(stops #\d+ \(stop_id S2\)/,
    );
    expect(res.body.detail).toMatch(/stop_times\.stop_id: 1/);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ table: 'stops', kind: 'in_use', field: 'stop_id', value: 'S2' }),
    ]);
    const es = await upload(alice.withLang('es'), 'stops', csv);
    expect(es.body.detail).toMatch(/^No se guardó nada: este cambio rompería el feed/);
    expect(await ids('stops', 'stop_id')).toEqual(['S1', 'S2', 'S3']);
    expect((await alice.get<Any>(`${P}/history/`)).body.pagination.total).toBe(before);
  });

  it('refuses a new trip pointed at a route and a service that do not exist', async () => {
    const res = await upload(alice, 'trips', 'route_id,service_id,trip_id\nR1,WK,T1\nR9,WK,T2\n');
    expect(res.status).toBe(409);
    expect(res.body.problems).toEqual([
      expect.objectContaining({ table: 'trips', kind: 'reference', field: 'route_id', value: 'R9' }),
      expect.objectContaining({ table: 'trips', kind: 'reference', field: 'service_id', value: 'WK' }),
    ]);
    expect(res.body.problems[0].message).toMatch(/route_id "R9" points at no row/);
    expect(await ids('trips', 'trip_id')).toEqual(['T1']);
  });

  it('refuses a grid edit whose rename cascade would repeat a key, naming the row', async () => {
    const post = async (resource: string, row: Record<string, unknown>) => {
      const res = await alice.post<Any>(`${P}/${resource}/`, row);
      expect(res.status, res.text).toBe(201);
      return res.body;
    };
    await post('fareattributes', {
      fare_id: 'F',
      price: 1,
      currency_type: 'CLP',
      payment_method: 0,
      transfers: 0,
    });
    const z1 = await post('stops', {
      stop_id: 'Z1',
      stop_name: 'Z1',
      stop_lat: 0,
      stop_lon: 0,
      zone_id: 'A',
    });
    await post('stops', { stop_id: 'Z2', stop_name: 'Z2', stop_lat: 0, stop_lon: 0, zone_id: 'B' });
    await post('farerules', { fare_id: 'F', origin_id: 'A' });
    await post('farerules', { fare_id: 'F', origin_id: 'B' });
    // Zone A renamed to B: its fare rule would follow and repeat (F, B).
    const res = await alice.request('PATCH', `${P}/stops/${z1.id}/`, {
      json: { version: z1.version, zone_id: 'B' },
    });
    expect(res.status).toBe(409);
    expect(res.body.problems).toEqual([expect.objectContaining({ table: 'fare_rules', kind: 'key' })]);
    expect(res.body.detail).toMatch(/fare_rules #\d+/);
    expect((await alice.get<Any>(`${P}/stops/${z1.id}/`)).body.zone_id).toBe('A');
  });

  it('lets a write through that leaves an imported broken reference as it was', async () => {
    const res = await upload(alice, 'trips', 'route_id,service_id,trip_id,trip_headsign\nR1,WK,T1,Centro\n');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ updated: 1 });
  });
});

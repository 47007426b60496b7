// Per-table CSV over real HTTP: download as GTFS text, upload that replaces a table all-or-nothing
// (update by key with ids kept, insert, delete), the bad rows of a refused file, and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';

let app: TestApp;
let alice: Client;
let bob: Client;
let projectId: number;

const feed = () =>
  makeZip({
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,UTC\n',
    'stops.txt':
      'stop_id,zone_color,stop_name,stop_lat,stop_lon\nS1,red,Uno,-22.45,-68.92\nS2,,"Dos, ""centro""",-22.5,-68.9\nS3,,Tres,-22.55,-68.95\n',
    'routes.txt': 'route_id,agency_id,route_type,route_color\nR1,A,3,GGZZ00\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,8:00:00,08:00:00,S1,1\nT1,08:10:00,08:10:00,S2,2\n',
  });

beforeAll(async () => {
  app = await startTestApp({ MAX_UPLOAD_MB: '1' });
  [alice, bob] = await Promise.all([signedInClient(app, 'csv'), signedInClient(app, 'csv-other')]);
  projectId = (await importZip(alice, 'CSV', await feed())).project_id;
});
afterAll(async () => {
  await app?.close();
});

const upload = (client: Client, resource: string, csv: string, type = 'application/octet-stream') =>
  client.request('PUT', `/api/projects/${projectId}/${resource}/upload/`, {
    body: csv,
    headers: { 'Content-Type': type },
  });

const stopIds = async () =>
  Object.fromEntries(
    (
      await app.db
        .selectFrom('gtfs_stops' as never)
        .select(['stop_id' as never, 'id' as never])
        .where('project_id' as never, '=', projectId as never)
        .execute()
    ).map((r) => [(r as { stop_id: string }).stop_id, (r as { id: number }).id]),
  );

describe('table CSV', () => {
  it('downloads a table as GTFS CSV with its original columns, invalid text kept', async () => {
    const res = await alice.get(`/api/projects/${projectId}/stops/download/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="stops.txt"');
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.text).toBe(
      'stop_id,zone_color,stop_name,stop_lat,stop_lon\nS1,red,Uno,-22.45,-68.92\nS2,,"Dos, ""centro""",-22.5,-68.9\nS3,,Tres,-22.55,-68.95\n',
    );
    expect((await alice.get(`/api/projects/${projectId}/routes/download/`)).text).toBe(
      'route_id,agency_id,route_type,route_color\nR1,A,3,GGZZ00\n',
    );
    expect((await alice.get(`/api/projects/${projectId}/stoptimes/download/`)).text).toBe(
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,S1,1\nT1,08:10:00,08:10:00,S2,2\n',
    );
    // A table without rows: the header of its required fields.
    expect((await alice.get(`/api/projects/${projectId}/levels/download/`)).text).toBe(
      'level_id,level_index\n',
    );
  });

  it('replaces a table: updates by key keeping ids, adds new rows, deletes missing ones', async () => {
    const before = await stopIds();
    const res = await upload(
      alice,
      'stops',
      'stop_name,stop_id,stop_lat,stop_lon,extra\r\nUno,S1,-22.45,-68.92,x\r\nDos nueva,S2,-22.5,-68.9,\r\nCuatro,S4,-22.6,-68.8,y\r\n',
      'text/csv',
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ created: 1, updated: 2, deleted: 1, warnings: [] });
    const after = await stopIds();
    expect(after.S1).toBe(before.S1);
    expect(after.S2).toBe(before.S2);
    expect(after.S3).toBeUndefined();
    expect(after.S4).toBeGreaterThan(before.S3!);
    const csv = await alice.get(`/api/projects/${projectId}/stops/download/`);
    expect(csv.text).toBe(
      'stop_name,stop_id,stop_lat,stop_lon,extra\nUno,S1,-22.45,-68.92,x\nDos nueva,S2,-22.5,-68.9,\nCuatro,S4,-22.6,-68.8,y\n',
    );
    // The same file again changes nothing.
    expect((await upload(alice, 'stops', csv.text)).body).toEqual({
      created: 0,
      updated: 0,
      deleted: 0,
      warnings: [],
    });
  });

  it('refuses a file with bad rows, all or nothing, listing each (en, es)', async () => {
    const before = (await alice.get(`/api/projects/${projectId}/stops/download/`)).text;
    const res = await upload(
      alice,
      'stops',
      'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,abc,-68.92\n,Sin id,-22.5,-68.9\nS9,Nueva,-22.6,-68.8\nS9,Otra,-22.7,-68.7\n',
    );
    expect(res.status).toBe(400);
    expect(res.body.non_field_errors).toEqual([
      '2 rows have errors; nothing was changed. Correct them and upload the file again.',
    ]);
    expect(res.body.rows).toEqual([
      { row: 2, field: 'stop_lat', message: 'Enter a number.', value: 'abc' },
      { row: 3, field: 'stop_id', message: 'This field is required.', value: null },
    ]);
    // Duplicates are found once every row parses.
    const dup = await alice.withLang('es').request('PUT', `/api/projects/${projectId}/stops/upload/`, {
      body: 'stop_id,stop_name\nS9,Nueva\nS9,Otra\n',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.non_field_errors).toEqual([
      '1 fila tiene errores; no se cambió nada. Corrígela y vuelve a subir el archivo.',
    ]);
    expect(dup.body.rows).toEqual([
      { row: 3, field: 'stop_id', message: 'Mismo stop_id que la fila 2.', value: 'S9' },
    ]);
    const times = await upload(
      alice,
      'stoptimes',
      'trip_id,stop_id,stop_sequence,arrival_time\nT1,S1,1,25:61:00\nT1,S2,99999999999,\n',
    );
    expect(times.body.rows).toEqual([
      {
        row: 2,
        field: 'arrival_time',
        message: 'Enter a valid time (HH:MM:SS; hours may pass 24).',
        value: '25:61:00',
      },
    ]);
    const big = await upload(alice, 'stoptimes', 'trip_id,stop_id,stop_sequence\nT1,S1,99999999999\n');
    expect(big.body.rows).toEqual([
      {
        row: 2,
        field: 'stop_sequence',
        message: 'Enter a whole number (at most 2147483647).',
        value: '99999999999',
      },
    ]);
    expect((await alice.get(`/api/projects/${projectId}/stops/download/`)).text).toBe(before);
  });

  it('refuses a header without the required columns, and an empty file', async () => {
    const res = await upload(alice, 'routes', 'route_id,route_short_name\nR1,1\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      non_field_errors: ['The header lacks required columns: route_type.'],
      rows: [],
    });
    expect((await upload(alice, 'routes', '')).body.non_field_errors).toEqual([
      'The file is empty: it has no header.',
    ]);
  });

  it('answers 413 above the size limit', async () => {
    const res = await upload(alice, 'stops', 'stop_id\n' + 'S'.repeat(1024 * 1024 + 10) + '\n');
    expect(res.status).toBe(413);
  });

  it('answers 404 for another user', async () => {
    expect((await bob.get(`/api/projects/${projectId}/stops/download/`)).status).toBe(404);
    expect((await upload(bob, 'stops', 'stop_id\nX\n')).status).toBe(404);
  });
});

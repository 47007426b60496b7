// GTFS import over real HTTP on a real database: counts, invalid values, unknown columns and files,
// envelope, refused archives, atomic replacement, and recovery of imports interrupted by a crash.
import { sql } from 'kysely';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture as fixture } from '../support/fixtures.js';
import { createServer } from '../../src/server.js';
import { dbQuery, writeFile } from '../../src/files/store.js';
import { IMPORT_LOCK } from '../../src/feed/import-job.js';
import { signedInClient, startTestApp, storedFiles, zipForm, type Client, type TestApp } from '../helpers.js';
import { fileCounts, importZip, makeZip, tableCounts, uploadZip, waitForImport } from './support.js';

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'importer');
});
afterAll(async () => {
  await app?.close();
});

const AGENCY =
  'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n';

/** A small feed with referential and logical errors, unknown columns and extra files. */
const messyFeed = () =>
  makeZip({
    'agency.txt': AGENCY,
    'stops.txt':
      'stop_id,stop_name,stop_lat,stop_lon,zone_color,location_type\n' +
      'S1,Uno,-22.45,-68.92,red,0\n' +
      'S2,"Dos, ""centro""",-22.50,-68.90,blue,0\n' +
      'S3,Cero,0,0,,0\n' +
      'S4,Mala,abc,-68.95,,x\n',
    'routes.txt':
      'route_id,agency_id,route_short_name,route_type,route_color\nR1,A,1,3,GGZZ00\nR2,A,2,3,ff0000\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
      'WK,1,1,1,1,1,0,0,20200101,2020-13-45\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\nR1,WK,T1\nR2,WK,T2\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
      'T1,08:00:00,08:00:00,S1,5\n' +
      'T1,25:30:00,25:31:00,S9,10\n' +
      'T1,8h,08:40:00,S2,1000\n',
    'shapes.txt':
      'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH,-22.40,-68.80,1\nSH,-22.60,-68.99,2\n',
    'feed_info.txt':
      'feed_publisher_name,feed_publisher_url,feed_lang,feed_version\nRuta,https://r.example,es,v1\n',
    'translations.txt': 'table_name,field_name,language,translation,record_id\nstops,stop_name,en,One,S1\n',
    'notes/readme.md': '# not GTFS\n',
  });

describe('importing a feed', () => {
  it('loads every row of a real feed with the file row counts, and keeps unknown files', async () => {
    const zip = await fixture('caltrain_2017.zip');
    const project = await importZip(alice, 'Caltrain', zip);
    expect(project.creation_status).toBe('from_gtfs');
    expect(project.loading_gtfs_error_message).toBeNull();
    const counts = await tableCounts(app.db, project.project_id);
    expect(counts).toEqual(await fileCounts(zip));
    expect(counts.stop_times).toBeGreaterThan(2000);
    const files = await sql<{ table_name: string; row_count: number; columns: string[] }>`
      SELECT table_name, row_count, columns FROM gtfs_files WHERE project_id = ${project.project_id}`.execute(
      app.db,
    );
    for (const f of files.rows) expect(f.row_count).toBe(counts[f.table_name] ?? 0);
    const extras = await sql<{ file_name: string }>`
      SELECT file_name FROM gtfs_extra_files WHERE project_id = ${project.project_id} ORDER BY file_name`.execute(
      app.db,
    );
    expect(extras.rows.map((r) => r.file_name)).toEqual([
      'calendar_attributes.txt',
      'directions.txt',
      'farezone_attributes.txt',
      'realtime_routes.txt',
      'realtime_trips.txt',
      'stop_attributes.txt',
      'timepoints.txt',
    ]);
    // The upload is deleted once imported.
    expect(await storedFiles(app.db, project.project_id)).toEqual([]);
  });

  it('imports a feed with errors, keeping invalid text, unknown columns, extra files and original ids', async () => {
    const project = await importZip(alice, 'Messy', await messyFeed());
    expect(project.creation_status).toBe('from_gtfs');
    const id = project.project_id;
    expect(await tableCounts(app.db, id)).toEqual({
      agency: 1,
      stops: 4,
      routes: 2,
      calendar: 1,
      trips: 3, // the duplicated trip_id is kept
      stop_times: 3,
      shapes: 2,
      feed_info: 1,
    });

    const stops = await sql<Record<string, unknown>>`
      SELECT stop_id, stop_name, stop_lat, location_type, invalid, extras FROM gtfs_stops WHERE project_id = ${id} ORDER BY id`.execute(
      app.db,
    );
    expect(stops.rows).toEqual([
      {
        stop_id: 'S1',
        stop_name: 'Uno',
        stop_lat: -22.45,
        location_type: 0,
        invalid: null,
        extras: { zone_color: 'red' },
      },
      {
        stop_id: 'S2',
        stop_name: 'Dos, "centro"',
        stop_lat: -22.5,
        location_type: 0,
        invalid: null,
        extras: { zone_color: 'blue' },
      },
      {
        stop_id: 'S3',
        stop_name: 'Cero',
        stop_lat: 0,
        location_type: 0,
        invalid: null,
        extras: { zone_color: '' },
      },
      {
        stop_id: 'S4',
        stop_name: 'Mala',
        stop_lat: null,
        location_type: null,
        invalid: { stop_lat: 'abc', location_type: 'x' },
        extras: { zone_color: '' },
      },
    ]);

    const routes = await sql<Record<string, unknown>>`
      SELECT route_id, route_color, invalid FROM gtfs_routes WHERE project_id = ${id} ORDER BY id`.execute(
      app.db,
    );
    expect(routes.rows).toEqual([
      { route_id: 'R1', route_color: null, invalid: { route_color: 'GGZZ00' } },
      { route_id: 'R2', route_color: 'FF0000', invalid: null },
    ]);

    const calendar = await sql<Record<string, unknown>>`
      SELECT to_char(start_date, 'YYYY-MM-DD') AS start_date, end_date, invalid FROM gtfs_calendar WHERE project_id = ${id}`.execute(
      app.db,
    );
    expect(calendar.rows).toEqual([
      { start_date: '2020-01-01', end_date: null, invalid: { end_date: '2020-13-45' } },
    ]);

    // stop_sequence and ids as in the file; times in seconds past midnight, beyond 24 h; unknown stop kept.
    const stopTimes = await sql<Record<string, unknown>>`
      SELECT trip_id, stop_id, stop_sequence, arrival_time, departure_time, invalid
      FROM gtfs_stop_times WHERE project_id = ${id} ORDER BY trip_id, stop_sequence`.execute(app.db);
    expect(stopTimes.rows).toEqual([
      {
        trip_id: 'T1',
        stop_id: 'S1',
        stop_sequence: 5,
        arrival_time: 28800,
        departure_time: 28800,
        invalid: null,
      },
      {
        trip_id: 'T1',
        stop_id: 'S9',
        stop_sequence: 10,
        arrival_time: 91800,
        departure_time: 91860,
        invalid: null,
      },
      {
        trip_id: 'T1',
        stop_id: 'S2',
        stop_sequence: 1000,
        arrival_time: null,
        departure_time: 31200,
        invalid: { arrival_time: '8h' },
      },
    ]);

    const extras = await sql<{ file_name: string; path: string; bytes: Buffer }>`
      SELECT file_name, path, bytes FROM gtfs_extra_files WHERE project_id = ${id} ORDER BY file_name`.execute(
      app.db,
    );
    expect(extras.rows.map((r) => [r.file_name, r.bytes.toString('utf8')])).toEqual([
      ['notes/readme.md', '# not GTFS\n'],
      [
        'translations.txt',
        'table_name,field_name,language,translation,record_id\nstops,stop_name,en,One,S1\n',
      ],
    ]);
    const files = await sql<{ table_name: string; columns: string[] }>`
      SELECT table_name, columns FROM gtfs_files WHERE project_id = ${id} AND table_name = 'stops'`.execute(
      app.db,
    );
    expect(files.rows[0]!.columns).toEqual([
      'stop_id',
      'stop_name',
      'stop_lat',
      'stop_lon',
      'zone_color',
      'location_type',
    ]);

    // Envelope: stops and shape points, without the 0,0 stop and the stop with an invalid latitude.
    expect(project.envelope).toEqual({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-68.99, -22.6],
            [-68.8, -22.6],
            [-68.8, -22.4],
            [-68.99, -22.4],
            [-68.99, -22.6],
          ],
        ],
      },
    });
    expect(project.feedinfo).toMatchObject({
      feed_publisher_name: 'Ruta',
      feed_lang: 'es',
      feed_version: 'v1',
    });
  });
});

describe('archives that cannot be imported', () => {
  /** A stored entry named `xx/evil.txt` renamed in place to `../evil.txt` (yazl refuses such names). */
  async function traversalZip() {
    const zip = await makeZip({ 'agency.txt': AGENCY, 'xx/evil.txt': 'boom' });
    const from = Buffer.from('xx/evil.txt');
    const to = Buffer.from('../evil.txt');
    for (let i = zip.indexOf(from); i >= 0; i = zip.indexOf(from, i + 1)) to.copy(zip, i);
    return zip;
  }

  const cases: [string, () => Promise<Buffer>, RegExp][] = [
    ['an empty zip', () => makeZip({}), /no GTFS files/i],
    ['a zip with only unknown files', () => makeZip({ 'photo.txt': 'x' }), /no GTFS files/i],
    [
      'a zip bomb',
      () => makeZip({ 'agency.txt': AGENCY, 'stop_times.txt': Buffer.alloc(30 * 1024 ** 2, 'a') }),
      /zip bomb/i,
    ],
    ['a zip with ../ paths', traversalZip, /unsafe file path/i],
    [
      'a damaged zip',
      async () => Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2000, 7)]),
      /not a zip/i,
    ],
    [
      'a table with an unclosed quote',
      () => makeZip({ 'agency.txt': AGENCY, 'stops.txt': 'stop_id,stop_name\nS1,"never closed\n' }),
      /stops\.txt line 2.*quoted/i,
    ],
  ];
  for (const [what, build, message] of cases) {
    it(`ends ${what} in error_loading_gtfs with a clear message`, async () => {
      const project = await importZip(alice, `Bad: ${what}`, await build());
      expect(project.creation_status).toBe('error_loading_gtfs');
      expect(project.loading_gtfs_error_message).toMatch(message);
      expect(await tableCounts(app.db, project.project_id)).toEqual({});
      // The server keeps serving.
      expect((await alice.get('/api/user/me/')).status).toBe(200);
    });
  }

  it('refuses a JPEG renamed to .zip at upload, and the server keeps serving', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 1)]);
    const res = await alice.request('POST', '/api/projects/create_project_from_gtfs/', {
      body: zipForm({ name: 'Photo' }, { content: jpeg, name: 'photo.zip' }),
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ file: [expect.stringMatching(/not a zip/i)] });
    expect((await alice.get('/api/user/me/')).status).toBe(200);
  });

  it('says what went wrong in the owner language', async () => {
    const maria = await signedInClient(app, 'maria', 'es');
    await app.db.updateTable('users').set({ language: 'es' }).where('username', '=', maria.userId!).execute();
    const project = await importZip(maria, 'Vacío', await makeZip({}));
    expect(project.loading_gtfs_error_message).toMatch(/no contiene archivos GTFS/);
  });
});

describe('replacing the data of a project', () => {
  it('is atomic: a failing import leaves the previous data intact; a good one replaces it', async () => {
    const first = await importZip(alice, 'Replace', await fixture('google_sample.zip'));
    expect(first.creation_status).toBe('from_gtfs');
    const before = await tableCounts(app.db, first.project_id);
    const ids = await sql<{
      id: number;
    }>`SELECT id FROM gtfs_stops WHERE project_id = ${first.project_id} ORDER BY id`.execute(app.db);

    // stop_times.txt fails after several tables were already copied in the transaction.
    const broken = await makeZip({
      'agency.txt': AGENCY,
      'stops.txt': 'stop_id,stop_name\nS1,Uno\n',
      'stop_times.txt': 'trip_id,stop_id,stop_sequence\nT1,S1,1\nT1,"S2,2\n',
    });
    const failed = await uploadZip(alice, first.project_id, broken);
    expect(failed.creation_status).toBe('error_loading_gtfs');
    expect(failed.loading_gtfs_error_message).toMatch(/stop_times\.txt/);
    expect(await tableCounts(app.db, first.project_id)).toEqual(before);
    const idsAfter = await sql<{
      id: number;
    }>`SELECT id FROM gtfs_stops WHERE project_id = ${first.project_id} ORDER BY id`.execute(app.db);
    expect(idsAfter.rows).toEqual(ids.rows);

    const zip = await fixture('bad_calendar_dates.zip');
    const replaced = await uploadZip(alice, first.project_id, zip);
    expect(replaced.creation_status).toBe('from_gtfs');
    expect(replaced.loading_gtfs_error_message).toBeNull();
    expect(await tableCounts(app.db, first.project_id)).toEqual(await fileCounts(zip));
  });

  it('deleting a project deletes its GTFS rows', async () => {
    const project = await importZip(alice, 'To delete', await fixture('google_sample.zip'));
    expect((await alice.delete(`/api/projects/${project.project_id}/`)).status).toBe(204);
    expect(await tableCounts(app.db, project.project_id)).toEqual({});
  });
});

describe('imports interrupted by a crash', () => {
  /** Leaves a project as a crash mid-import does: loading, its upload stored, no job running. */
  async function strandedProject(
    name: string,
    opts: { attempts?: number; upload?: Buffer; ageMinutes?: number },
  ) {
    const res = await alice.post('/api/projects/', { name });
    const id = res.body.project_id as number;
    await app.db
      .updateTable('projects')
      .set({
        creation_status: 'loading_gtfs',
        last_modification: new Date(Date.now() - (opts.ageMinutes ?? 0) * 60_000),
      })
      .where('id', '=', id)
      .execute();
    if (opts.upload)
      await writeFile(dbQuery(app.db), { projectId: id, kind: 'upload', name: 'feed.zip' }, [opts.upload]);
    if (opts.attempts)
      await sql`INSERT INTO gtfs_import_attempts (project_id, attempts) VALUES (${id}, ${opts.attempts})`.execute(
        app.db,
      );
    return id;
  }

  /** Starts a second server on the same database, as a restart after a crash does. */
  async function restart() {
    const { app: restarted } = await createServer(app.config, { logger: pino({ level: 'silent' }) });
    return restarted;
  }

  it('re-imports, fails or leaves alone each project left loading, at start-up', async () => {
    const zip = await fixture('google_sample.zip');
    const retried = await strandedProject('Crashed once', { attempts: 1, upload: zip });
    const crashLoop = await strandedProject('Crashed twice', { attempts: 2, upload: zip });
    const noUpload = await strandedProject('Upload lost', { ageMinutes: 5 });
    const running = await strandedProject('Still importing', { upload: zip });

    // A live import holds the project's lock: recovery must leave that project alone.
    const lockHolder = await app.db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(${IMPORT_LOCK}, ${running}::int)`.execute(conn);
      const restarted = await restart();
      try {
        const recovered = await waitForImport(alice, retried);
        expect(recovered.creation_status).toBe('from_gtfs');
        expect(await tableCounts(app.db, retried)).toEqual(await fileCounts(zip));

        const failed = await waitForImport(alice, crashLoop);
        expect(failed.creation_status).toBe('error_loading_gtfs');
        expect(failed.loading_gtfs_error_message).toMatch(/interrupted/);

        const lost = await waitForImport(alice, noUpload);
        expect(lost.creation_status).toBe('error_loading_gtfs');
        expect(lost.loading_gtfs_error_message).toMatch(/upload the GTFS zip again/i);

        const stillRunning = await alice.get(`/api/projects/${running}/`);
        expect(stillRunning.body.creation_status).toBe('loading_gtfs');
      } finally {
        await sql`SELECT pg_advisory_unlock(${IMPORT_LOCK}, ${running}::int)`.execute(conn);
      }
      return restarted;
    });
    await lockHolder.close();
  });
});

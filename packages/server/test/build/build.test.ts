// Build and download over real HTTP on a real database: statuses and duration, the zip and its file
// name, the lossless round trip (import → build → download gives back the same rows) for the
// committed fixtures and the shared feeds, Run while running, cancel, recovery and ownership.
import { readdirSync, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK } from '../../src/build/job.js';
import { recoverInterruptedBuilds } from '../../src/build/recovery.js';
import { dbQuery, writeFile } from '../../src/files/store.js';
import type { StoredFileKind } from '../../src/db/schema.js';
import {
  Client,
  signedInClient,
  startTestApp,
  storedFiles as storedFilesOf,
  type TestApp,
} from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';
import { expectSameFeed, readFeed } from './compare.js';
import { build, getBytes, waitForBuild, type BuildProject } from './support.js';
import { SHARED_FEEDS, sharedFeeds } from '../support/shared-feeds.js';

const fixtures = fileURLToPath(new URL('../../../gtfs/test-fixtures/', import.meta.url));

let app: TestApp;
let alice: Client;
let bob: Client;

beforeAll(async () => {
  app = await startTestApp();
  [alice, bob] = await Promise.all([signedInClient(app, 'builder'), signedInClient(app, 'other')]);
});
afterAll(async () => {
  await app?.close();
});

const storedFiles = (projectId: number, kind?: StoredFileKind) => storedFilesOf(app.db, projectId, kind);

const chunkCount = async (fileIds: number[]) =>
  Number(
    (
      await app.db
        .selectFrom('stored_file_chunks')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('file_id', 'in', fileIds)
        .executeTakeFirstOrThrow()
    ).n,
  );

const messyFeed = () =>
  makeZip({
    'agency.txt':
      'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n',
    'stops.txt':
      'stop_id,zone_color,stop_name,stop_lat,stop_lon\nS1,red,Uno,-22.45,-68.92\nS2,,"Dos, ""centro""",abc,-68.9000\n',
    'routes.txt': 'route_id,agency_id,route_type,route_color\nR1,A,3,GGZZ00\nR2,A,3,ff0000\n',
    'trips.txt': 'route_id,service_id,trip_id\nR1,WK,T1\nR1,WK,T1\n',
    'stop_times.txt':
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,8:00:00,08:00:00,S1,1\nT1,8h,25:31:00,S9,99999999999\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20200101,2020-13-45\n',
    'feed_info.txt':
      'feed_publisher_name,feed_publisher_url,feed_lang,feed_version\nRuta,https://r.example,es,2024-05\n',
    'fare_rules.txt': 'fare_id\n',
    'translations.txt': 'table_name,field_name,language,translation\nstops,stop_name,en,One\n',
    'notes/readme.md': '# not GTFS\n',
  });

async function roundTrip(client: Client, name: string, zip: Buffer): Promise<'ok' | string> {
  const project = await importZip(client, name, zip);
  if (project.creation_status !== 'from_gtfs') return project.loading_gtfs_error_message ?? 'import failed';
  const built = await build(client, project.project_id);
  expect(built.gtfs_building_and_validation_status, built.gtfs_building_error_message ?? '').toBe('finished');
  const download = await getBytes(client, `/api/projects/${project.project_id}/download/`);
  expect(download.status).toBe(200);
  expectSameFeed(await readFeed(zip), await readFeed(download.bytes), name);
  return 'ok';
}

describe('build and download', () => {
  it('builds (queued → building → finished), records the duration and serves the zip', async () => {
    const project = await importZip(alice, 'Calama Línea', await messyFeed());
    const queued = await alice.post<BuildProject>(
      `/api/projects/${project.project_id}/build_and_validate_gtfs_file/`,
    );
    expect(queued.status).toBe(200);
    expect(queued.body.gtfs_building_and_validation_status).toBe('queued');
    const done = await waitForBuild(alice, project.project_id);
    expect(done.gtfs_building_and_validation_status).toBe('finished');
    expect(done.gtfs_building_duration).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(new Date(done.gtfs_file_updated_at!).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const res = await getBytes(alice, `/api/projects/${project.project_id}/download/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="calama-linea-2024-05.zip"');
    expect(res.bytes.subarray(0, 2).toString()).toBe('PK');
    expect(Number(res.headers.get('content-length'))).toBe(res.bytes.length);
    const head = await fetch(`${alice.base}/api/projects/${project.project_id}/download/`, {
      method: 'HEAD',
      headers: { 'User-Id': alice.userId!, 'User-Token': alice.token! },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(res.bytes.length));
    // The HTML report is a file of its own, not part of the project (nor of the project list).
    expect(done).toHaveProperty('gtfs_validation.error_number');
    expect(done).not.toHaveProperty('gtfs_validation.message');
    const list = await alice.get('/api/projects/?no_page=1');
    expect(list.text).not.toContain('<html');
    const report = await getBytes(alice, `/api/projects/${project.project_id}/validation_report/`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toMatch(/^text\/html/);
    expect(report.headers.get('content-disposition')).toBe('inline; filename="gtfs-validation-report.html"');
    expect(report.bytes.toString()).toMatch(/<html lang="en"/);
    // Rendered for each reader: in the reader's language, and as a file to save on request.
    const saved = await getBytes(
      alice.withLang('es'),
      `/api/projects/${project.project_id}/validation_report/?download=1`,
    );
    expect(saved.headers.get('content-disposition')).toBe(
      'attachment; filename="gtfs-validation-report.html"',
    );
    expect(saved.bytes.toString()).toMatch(/<html lang="es"/);
    expect(saved.bytes.toString()).toContain('Informe de validación GTFS');
    expect((await bob.get(`/api/projects/${project.project_id}/validation_report/`)).status).toBe(404);
  });

  it('keeps invalid values, unknown columns and files, and column order (round trip)', async () => {
    expect(await roundTrip(alice, 'Messy', await messyFeed())).toBe('ok');
  });

  for (const name of readdirSync(fixtures).filter((f) => f.endsWith('.zip')))
    it(`round-trips fixture ${name}`, async () => {
      expect(await roundTrip(alice, `fixture ${name}`, await fs.readFile(path.join(fixtures, name)))).toBe(
        'ok',
      );
    });

  // Every shared feed under 1 MB (zipped): it round-trips, or its import ends in a clear error. The
  // bigger ones are in bench/build (RUTA_ROUNDTRIP_MAX_BYTES=Infinity runs them here too).
  const maxBytes = Number(process.env.RUTA_ROUNDTRIP_MAX_BYTES ?? 1_000_000);
  for (const name of sharedFeeds('round trip of the shared feeds')) {
    const file = path.join(SHARED_FEEDS, name);
    (statSync(file).size <= maxBytes ? it : it.skip)(
      `round-trips shared feed ${name}`,
      async () => {
        const result = await roundTrip(alice, `shared ${name}`, await fs.readFile(file));
        if (result !== 'ok') console.log(`${name}: not imported: ${result}`);
      },
      120_000,
    );
  }

  it('serves a build through another server on the same database, which has its own DATA_DIR', async () => {
    const project = await importZip(alice, 'Built by one, served by another', await messyFeed());
    await build(alice, project.project_id);
    const other = await startTestApp({ DATABASE_URL: app.config.databaseUrl! });
    try {
      const viaOther = new Client(other.url);
      viaOther.userId = alice.userId;
      viaOther.token = alice.token;
      for (const file of ['download/', 'validation_report/']) {
        const here = await getBytes(alice, `/api/projects/${project.project_id}/${file}`);
        const there = await getBytes(viaOther, `/api/projects/${project.project_id}/${file}`);
        expect(there.status, file).toBe(200);
        expect(there.bytes.equals(here.bytes), file).toBe(true);
      }
    } finally {
      await other.close();
    }
  });

  it('removes the build files when the project is deleted', async () => {
    const project = await importZip(alice, 'Short-lived', await messyFeed());
    await build(alice, project.project_id);
    const files = await storedFiles(project.project_id);
    expect(files.map((f) => f.kind).sort()).toEqual(['build_zip', 'report_html', 'report_json']);
    expect(await chunkCount(files.map((f) => f.id))).toBeGreaterThan(0);
    expect((await alice.delete(`/api/projects/${project.project_id}/`)).status).toBe(204);
    expect(await storedFiles(project.project_id)).toEqual([]);
    expect(await chunkCount(files.map((f) => f.id))).toBe(0);
  });

  it('answers 404 with a message when never built, and for another user', async () => {
    const project = await importZip(alice, 'Never built', await messyFeed());
    const never = await alice.get(`/api/projects/${project.project_id}/download/`);
    expect(never.status).toBe(404);
    expect(never.body.detail).toMatch(/no built GTFS file/);
    for (const p of ['download/', 'build_and_validate_gtfs_file/', 'cancel_build_and_validate_gtfs_file/']) {
      const res =
        p === 'download/'
          ? await bob.get(`/api/projects/${project.project_id}/${p}`)
          : await bob.post(`/api/projects/${project.project_id}/${p}`);
      expect(res.status, p).toBe(404);
    }
  });

  it('answers 400 ["Process is not running or queued"] to a cancel when idle (en, es)', async () => {
    const project = await importZip(alice, 'Idle', await messyFeed());
    const res = await alice.post(`/api/projects/${project.project_id}/cancel_build_and_validate_gtfs_file/`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(['Process is not running or queued']);
    const es = await alice
      .withLang('es')
      .post(`/api/projects/${project.project_id}/cancel_build_and_validate_gtfs_file/`);
    expect(es.body).toEqual(['El proceso no está en ejecución ni en cola']);
  });
});

/** A feed whose build takes a few seconds: many stop_times rows. */
async function bigFeed(trips: number, stopsPerTrip: number): Promise<Buffer> {
  const stops = ['stop_id,stop_name,stop_lat,stop_lon'];
  for (let s = 0; s < stopsPerTrip; s++) stops.push(`S${s},Stop ${s},-22.${s},-68.${s}`);
  const tripLines = ['route_id,service_id,trip_id'];
  const times: string[] = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  for (let t = 0; t < trips; t++) {
    tripLines.push(`R,WK,T${t}`);
    for (let s = 0; s < stopsPerTrip; s++) {
      const hms = `${String(5 + Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}:00`;
      times.push(`T${t},${hms},${hms},S${s},${s + 1}`);
    }
  }
  return makeZip({
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,A,https://a.example,UTC\n',
    'routes.txt': 'route_id,agency_id,route_type\nR,A,3\n',
    'stops.txt': stops.join('\n') + '\n',
    'trips.txt': tripLines.join('\n') + '\n',
    'stop_times.txt': times.join('\n') + '\n',
  });
}

describe('running builds', () => {
  let projectId: number;
  beforeAll(async () => {
    projectId = (await importZip(alice, 'Big', await bigFeed(10_000, 100))).project_id;
  }, 120_000);

  const lockFree = async () => {
    const { rows } = await sql<{
      free: boolean;
    }>`SELECT pg_try_advisory_lock(${BUILD_LOCK}, ${projectId}::int) AS free`.execute(app.db);
    if (rows[0]!.free) await sql`SELECT pg_advisory_unlock(${BUILD_LOCK}, ${projectId}::int)`.execute(app.db);
    return rows[0]!.free;
  };
  const waitForStatus = async (status: string) => {
    for (;;) {
      const p = await alice.get<BuildProject>(`/api/projects/${projectId}/`);
      if (p.body.gtfs_building_and_validation_status === status) return p.body;
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('changes nothing on a second Run while running, and cancels within 2 s', async () => {
    await alice.post(`/api/projects/${projectId}/build_and_validate_gtfs_file/`);
    const building = await waitForStatus('building');
    await new Promise((r) => setTimeout(r, 300));
    const again = await alice.post<BuildProject>(`/api/projects/${projectId}/build_and_validate_gtfs_file/`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(building);
    const before = await app.db
      .selectFrom('projects')
      .select('gtfs_build_run')
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();

    const t0 = Date.now();
    const canceled = await alice.post<BuildProject>(
      `/api/projects/${projectId}/cancel_build_and_validate_gtfs_file/`,
    );
    expect(canceled.status).toBe(200);
    expect(canceled.body.gtfs_building_and_validation_status).toBe('canceled');
    // The job really stopped: its lock is free and its partial file is gone.
    while (!(await lockFree())) {
      expect(Date.now() - t0).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(Date.now() - t0).toBeLessThan(2000);
    // Nothing of the canceled run was stored.
    expect(await storedFiles(projectId)).toEqual([]);
    const after = await app.db
      .selectFrom('projects')
      .select(['gtfs_build_run', 'gtfs_building_and_validation_status as status'])
      .where('id', '=', projectId)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ gtfs_build_run: before.gtfs_build_run, status: 'canceled' });
    // Cancel when already canceled: not running.
    expect((await alice.post(`/api/projects/${projectId}/cancel_build_and_validate_gtfs_file/`)).status).toBe(
      400,
    );
  });

  it('cancels a queued run before it starts', async () => {
    // Hold the build lock so the run stays queued (as behind another run of the project).
    await app.db.connection().execute(async (conn) => {
      await sql`SELECT pg_advisory_lock(${BUILD_LOCK}, ${projectId}::int)`.execute(conn);
      try {
        const queued = await alice.post<BuildProject>(
          `/api/projects/${projectId}/build_and_validate_gtfs_file/`,
        );
        expect(queued.body.gtfs_building_and_validation_status).toBe('queued');
        const canceled = await alice.post<BuildProject>(
          `/api/projects/${projectId}/cancel_build_and_validate_gtfs_file/`,
        );
        expect(canceled.body.gtfs_building_and_validation_status).toBe('canceled');
      } finally {
        await sql`SELECT pg_advisory_unlock(${BUILD_LOCK}, ${projectId}::int)`.execute(conn);
      }
    });
    await new Promise((r) => setTimeout(r, 1000));
    const p = await alice.get<BuildProject>(`/api/projects/${projectId}/`);
    expect(p.body.gtfs_building_and_validation_status).toBe('canceled');
  });

  it('builds the big feed to the end', async () => {
    const done = await build(alice, projectId);
    expect(done.gtfs_building_and_validation_status).toBe('finished');
    const res = await getBytes(alice, `/api/projects/${projectId}/download/`);
    const feed = await readFeed(res.bytes);
    expect([...feed.rows.get('stop_times.txt')!.values()].reduce((a, b) => a + b)).toBe(1_000_000);
  }, 60_000);

  it('keeps serving a download whole while a new build publishes, and keeps the last build after a cancel', async () => {
    const previous = await getBytes(alice, `/api/projects/${projectId}/download/`);
    expect(previous.status).toBe(200);
    // A download that has begun, then a whole new build published: the download is still the old file.
    const res = await fetch(`${alice.base}/api/projects/${projectId}/download/`, {
      headers: { 'User-Id': alice.userId!, 'User-Token': alice.token! },
    });
    const reader = res.body!.getReader();
    const parts: Uint8Array[] = [(await reader.read()).value!];
    expect((await build(alice, projectId)).gtfs_building_and_validation_status).toBe('finished');
    const [newest] = await storedFiles(projectId, 'build_zip');
    for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(r.value);
    expect(Buffer.concat(parts).equals(previous.bytes)).toBe(true);

    // A canceled run stores nothing: the build just published stays, and is what downloads.
    await alice.post(`/api/projects/${projectId}/build_and_validate_gtfs_file/`);
    await waitForStatus('building');
    await alice.post(`/api/projects/${projectId}/cancel_build_and_validate_gtfs_file/`);
    while (!(await lockFree())) await new Promise((r) => setTimeout(r, 20));
    expect(await storedFiles(projectId, 'build_zip')).toEqual([newest]);
    const after = await getBytes(alice, `/api/projects/${projectId}/download/`);
    expect(after.status).toBe(200);
    expect(after.bytes.length).toBe(newest!.size);
  }, 60_000);

  it('frees the connection of a download whose client goes away', async () => {
    // A zip far bigger than what the sockets buffer, so the download is still reading when we leave.
    const project = await importZip(alice, 'Big download', await messyFeed());
    const big = randomBytes(1024 * 1024);
    await writeFile(dbQuery(app.db), { projectId: project.project_id, kind: 'build_zip', name: 'gtfs.zip' }, [
      ...Array<Buffer>(64).fill(big),
    ]);
    const reading = () =>
      sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state <> 'idle'
          AND query LIKE 'SELECT substring(data FROM%'`
        .execute(app.db)
        .then((r) => r.rows[0]!.n);
    // A raw socket, closed as a browser tab that goes away closes it.
    const socket = net.connect(Number(new URL(app.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `GET /api/projects/${project.project_id}/download/ HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `User-Id: ${alice.userId}\r\nUser-Token: ${alice.token}\r\n\r\n`,
    );
    const head = String(await new Promise<Buffer>((resolve) => socket.once('data', resolve)));
    socket.pause();
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(head).toContain(`content-length: ${64 * 1024 * 1024}`);
    expect(await reading()).toBe(1); // the download's transaction, waiting for the client
    socket.destroy();
    for (let i = 0; i < 100 && (await reading()) > 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await reading()).toBe(0);
  });

  it('ends a run interrupted by a restart in error, and requeues a queued one', async () => {
    await app.db
      .updateTable('projects')
      .set({ gtfs_building_and_validation_status: 'building', gtfs_build_run: 'dead-run' })
      .where('id', '=', projectId)
      .execute();
    const actions = await recoverInterruptedBuilds(app.db, async () => undefined);
    expect(actions).toEqual([{ projectId, action: 'failed' }]);
    const p = await alice.get<BuildProject>(`/api/projects/${projectId}/`);
    expect(p.body.gtfs_building_and_validation_status).toBe('error');
    expect(p.body.gtfs_building_error_message).toMatch(/interrupted/);

    await app.db
      .updateTable('projects')
      .set({ gtfs_building_and_validation_status: 'queued', gtfs_build_run: 'lost-run' })
      .where('id', '=', projectId)
      .execute();
    const sent: unknown[] = [];
    expect(await recoverInterruptedBuilds(app.db, async (d) => sent.push(d))).toEqual([
      { projectId, action: 'requeued' },
    ]);
    expect(sent).toEqual([{ projectId, run: 'lost-run' }]);
    await app.db
      .updateTable('projects')
      .set({ gtfs_building_and_validation_status: null })
      .where('id', '=', projectId)
      .execute();
  });
});

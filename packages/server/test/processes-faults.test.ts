// Several real processes on one PostgreSQL, as in production: two API processes (`serve --no-worker`)
// and workers (`ruta worker`). Files go through the database, so any process serves any download; jobs
// run once, in a worker; cancel reaches the worker; a worker killed with SIGKILL mid-job has its job
// settled by another; a database restart answers 503 meanwhile and recovers without restarting Ruta.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase, freePort } from '../src/db/embedded-postgres.js';
import { BUILD_LOCK } from '../src/build/job.js';
import { IMPORT_LOCK } from '../src/feed/import-job.js';
import { Client, zipForm } from './helpers.js';
import type { ProjectBody } from './feed/support.js';
import { feed, signInThrough, until } from './support/process-session.js';
import { startRuta, type RutaProcess } from './processes.js';

let pgDir: string;
let database: EmbeddedDatabase;
let pgPort: number;
let databaseUrl: string;
let a: RutaProcess;
let b: RutaProcess;
let worker: RutaProcess;
const dataDirs: string[] = [];
const running: RutaProcess[] = [];

async function dataDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-proc-'));
  dataDirs.push(dir);
  return dir;
}

const dataDirOf = new Map<RutaProcess, string>();

async function start(args: string[]) {
  const isWorker = args[0] === 'worker';
  const dir = await dataDir();
  const proc = await startRuta({
    args,
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dir, ...(isWorker ? { LOG_LEVEL: 'info' } : {}) },
    waitOutput: isWorker ? 'Ruta worker is running jobs' : undefined,
  });
  running.push(proc);
  dataDirOf.set(proc, dir);
  return proc;
}

beforeAll(async () => {
  pgDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-proc-pg-'));
  pgPort = await freePort();
  database = await startEmbeddedPostgres(pgDir, 'ruta', { port: pgPort });
  databaseUrl = database.url;
  [a, b] = await Promise.all([start(['serve', '--no-worker']), start(['serve', '--no-worker'])]);
  worker = await start(['worker']);
}, 180_000);

afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await database?.stop();
  for (const dir of [pgDir, ...dataDirs]) await fs.rm(dir, { recursive: true, force: true });
});

/** Signs a new user in through `api`; the verification mail is in that process's outbox. */
const signIn = (api: RutaProcess): Promise<Client> => signInThrough(api.url, dataDirOf.get(api)!);

/** The same session through another process. */
function via(client: Client, api: RutaProcess): Client {
  const other = new Client(api.url);
  other.userId = client.userId;
  other.token = client.token;
  return other;
}

async function createProject(client: Client, name: string, zip: Buffer): Promise<number> {
  const res = await client.request<ProjectBody>('POST', '/api/projects/create_project_from_gtfs/', {
    body: zipForm({ name }, { content: zip }),
  });
  expect(res.status).toBe(201);
  return res.body.project_id;
}

async function project(client: Client, id: number) {
  return (await client.get(`/api/projects/${id}/`)).body as ProjectBody & {
    gtfs_building_and_validation_status: string | null;
    gtfs_building_error_message: string | null;
  };
}

const imported = (client: Client, id: number) =>
  until('the import', async () => {
    const p = await project(client, id);
    return p.creation_status === 'loading_gtfs' ? undefined : p;
  });

const buildSettled = (client: Client, id: number) =>
  until('the build', async () => {
    const p = await project(client, id);
    return ['queued', 'building', 'validating'].includes(p.gtfs_building_and_validation_status ?? '')
      ? undefined
      : p;
  });

/** Whether a process holds the advisory lock `(space, projectId)` (a job of that kind is running). */
async function lockHeld(space: number, projectId: number): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query(
      `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1::int::oid AND objid = $2::int::oid AND granted`,
      [space, projectId],
    );
    return (rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

async function stopTimeCount(projectId: number): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'SELECT count(*)::int AS n FROM gtfs_stop_times WHERE project_id = $1',
      [projectId],
    );
    return rows[0].n as number;
  } finally {
    await client.end();
  }
}

describe('API processes and a worker on one database', { timeout: 240_000 }, () => {
  let client: Client;
  beforeAll(async () => {
    client = await signIn(a);
  });

  it('uploads through A, imports in the worker, builds, downloads the same zip through A and B', async () => {
    const id = await createProject(client, 'Two processes', await feed(20));
    const done = await imported(via(client, b), id);
    expect(done.creation_status).toBe('from_gtfs');
    expect(await stopTimeCount(id)).toBe(20 * 50);

    expect((await via(client, b).post(`/api/projects/${id}/build_and_validate_gtfs_file/`)).status).toBe(200);
    expect((await buildSettled(client, id)).gtfs_building_and_validation_status).toBe('finished');
    const fromA = await fetch(`${a.url}/api/projects/${id}/download/`, {
      headers: { 'User-Id': client.userId!, 'User-Token': client.token! },
    });
    const fromB = await fetch(`${b.url}/api/projects/${id}/download/`, {
      headers: { 'User-Id': client.userId!, 'User-Token': client.token! },
    });
    expect(fromA.status).toBe(200);
    expect(fromB.status).toBe(200);
    const [zipA, zipB] = [Buffer.from(await fromA.arrayBuffer()), Buffer.from(await fromB.arrayBuffer())];
    expect(zipA.length).toBeGreaterThan(1000);
    expect(zipB.equals(zipA)).toBe(true);
  });

  it('cancels from B a build that runs on the worker', async () => {
    const id = await createProject(client, 'Cancel across', await feed(1500));
    await imported(client, id);
    expect((await client.post(`/api/projects/${id}/build_and_validate_gtfs_file/`)).status).toBe(200);
    await until('the build to run', async () => ((await lockHeld(BUILD_LOCK, id)) ? true : undefined));
    const cancel = await via(client, b).post(`/api/projects/${id}/cancel_build_and_validate_gtfs_file/`);
    expect(cancel.status).toBe(200);
    // The worker's run lets go of its lock within seconds: it stopped, it did not only change a status.
    await until('the run to stop', async () => ((await lockHeld(BUILD_LOCK, id)) ? undefined : true), 10_000);
    expect((await project(client, id)).gtfs_building_and_validation_status).toBe('canceled');
  });

  it('takes up an import whose worker was killed with SIGKILL, with nothing half-written', async () => {
    const id = await createProject(client, 'Killed import', await feed(4000));
    await until('the import to run', async () => ((await lockHeld(IMPORT_LOCK, id)) ? true : undefined));
    await worker.stop('SIGKILL');
    // Nothing of the killed run is visible: its transaction died with its connection.
    expect(await stopTimeCount(id)).toBe(0);
    expect((await project(client, id)).creation_status).toBe('loading_gtfs');
    worker = await start(['worker']);
    const done = await imported(client, id);
    expect(done.creation_status).toBe('from_gtfs');
    expect(await stopTimeCount(id)).toBe(4000 * 50);
  });

  it('ends a build whose worker was killed with SIGKILL in error, with a message, and keeps the last zip', async () => {
    const id = await createProject(client, 'Killed build', await feed(1500));
    await imported(client, id);
    await client.post(`/api/projects/${id}/build_and_validate_gtfs_file/`);
    expect((await buildSettled(client, id)).gtfs_building_and_validation_status).toBe('finished');
    const headers = { 'User-Id': client.userId!, 'User-Token': client.token! };
    const before = Buffer.from(
      await (await fetch(`${b.url}/api/projects/${id}/download/`, { headers })).arrayBuffer(),
    );

    await client.post(`/api/projects/${id}/build_and_validate_gtfs_file/`);
    await until('the build to run', async () => ((await lockHeld(BUILD_LOCK, id)) ? true : undefined));
    await worker.stop('SIGKILL');
    worker = await start(['worker']);
    const settled = await buildSettled(client, id);
    expect(settled.gtfs_building_and_validation_status).toBe('error');
    expect(settled.gtfs_building_error_message).toMatch(/interrupted/i);
    const after = await fetch(`${a.url}/api/projects/${id}/download/`, { headers });
    expect(after.status).toBe(200);
    expect(Buffer.from(await after.arrayBuffer()).equals(before)).toBe(true);
  });

  it('on SIGTERM, a worker finishes or hands back its running import within 30 s', async () => {
    const id = await createProject(client, 'Stopped worker', await feed(4000));
    await until('the import to run', async () => ((await lockHeld(IMPORT_LOCK, id)) ? true : undefined));
    const started = Date.now();
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(Date.now() - started).toBeLessThan(30_000);
    worker = await start(['worker']);
    expect((await imported(client, id)).creation_status).toBe('from_gtfs');
    expect(await stopTimeCount(id)).toBe(4000 * 50);
  });

  it('answers 503 while PostgreSQL is down and recovers when it is back, without a restart', async () => {
    const list = () =>
      fetch(`${a.url}/api/projects/`, {
        headers: { 'User-Id': client.userId!, 'User-Token': client.token! },
      });
    expect((await list()).status).toBe(200);
    await database.stop();
    const down = await list();
    expect(down.status).toBe(503);
    expect(((await down.json()) as { detail: string }).detail).toMatch(/database/i);
    expect((await fetch(`${b.url}/api/ready/`)).status).toBe(503);
    expect((await fetch(`${b.url}/api/health/`)).status).toBe(200);
    database = await startEmbeddedPostgres(pgDir, 'ruta', { port: pgPort });
    const statuses = await until(
      'recovery',
      async () => {
        const status = (await list()).status;
        return status === 200 ? status : undefined;
      },
      30_000,
    );
    expect(statuses).toBe(200);
    expect((await fetch(`${b.url}/api/ready/`)).status).toBe(200);
    // Every process is still the one started at the beginning (none restarted).
    for (const proc of [a, b]) expect(proc.child.exitCode).toBeNull();
    // The worker still works: a new import completes.
    const id = await createProject(client, 'After restart', await feed(5));
    expect((await imported(client, id)).creation_status).toBe('from_gtfs');
  });
});

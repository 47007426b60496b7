// Backup and restore with the PostgreSQL tools, on a private cluster of Debian's PostgreSQL (the
// embedded package ships no pg_dump; CI installs the `postgresql` package): Ruta on that cluster
// imports and builds a feed, pg_dump backs the database up, pg_restore loads it into a new database,
// and a fresh Ruta with an empty DATA_DIR serves the same built zip, byte for byte. Files live in the
// database, so the dump is the whole backup. It also runs Ruta on that PostgreSQL version (15 on
// Debian 12).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { getBytes, build } from './build/support.js';
import { importZip } from './feed/support.js';
import { Client, signedInClient, startTestApp, type TestApp } from './helpers.js';
import { debianBin, ownedDir, run, startCluster } from './support/debian-postgres.js';

const fixtures = fileURLToPath(new URL('../../gtfs/test-fixtures/', import.meta.url));
const TOOLS = ['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'];
const bin = debianBin(TOOLS);

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe('backup and restore', () => {
  if (!bin) {
    it.skip(`pg_dump and restore (no ${TOOLS.join('/')} under /usr/lib/postgresql/*/bin: apt-get install postgresql)`, () => {});
    return;
  }

  it('restores a pg_dump into a new database that a fresh Ruta serves the built zip from', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-backup-'));
    cleanups.push(() => fs.rm(dir, { recursive: true, force: true }));
    await ownedDir(dir);
    const cluster = await startCluster(bin, dir, 'data');
    cleanups.push(() => cluster.stop());
    const server = `postgres://postgres@127.0.0.1:${cluster.port}`;
    const admin = new pg.Client({ connectionString: `${server}/postgres` });
    await admin.connect();
    cleanups.push(() => admin.end());
    const { rows } = await admin.query<{ server_version: string }>('SHOW server_version');
    expect(rows[0]!.server_version.split('.')[0]).toBe(path.basename(path.dirname(bin)));
    await admin.query('CREATE DATABASE ruta');
    await admin.query('CREATE DATABASE ruta_restored');

    // Ruta on that PostgreSQL: import and build a feed.
    let first: TestApp | undefined = await startTestApp({ DATABASE_URL: `${server}/ruta` });
    cleanups.push(() => first?.close() ?? Promise.resolve());
    const alice = await signedInClient(first, 'backup');
    const zip = await fs.readFile(path.join(fixtures, 'google_sample.zip'));
    const project = await importZip(alice, 'Backed up', zip);
    expect(project.creation_status).toBe('from_gtfs');
    expect((await build(alice, project.project_id)).gtfs_building_and_validation_status).toBe('finished');
    const built = await getBytes(alice, `/api/projects/${project.project_id}/download/`);
    expect(built.status).toBe(200);

    const dump = path.join(dir, 'ruta.dump');
    await run(path.join(bin, 'pg_dump'), ['-Fc', '-f', dump, '-d', `${server}/ruta`]);
    await first.close();
    first = undefined;
    await run(path.join(bin, 'pg_restore'), [
      '--exit-on-error',
      '--no-owner',
      '-d',
      `${server}/ruta_restored`,
      dump,
    ]);

    // A fresh Ruta with a new, empty DATA_DIR on the restored database: the same session, the same zip.
    const second = await startTestApp({ DATABASE_URL: `${server}/ruta_restored` });
    cleanups.push(() => second.close());
    const restored = new Client(second.url);
    restored.userId = alice.userId;
    restored.token = alice.token;
    const download = await getBytes(restored, `/api/projects/${project.project_id}/download/`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toBe(built.headers.get('content-disposition'));
    expect(download.bytes.equals(built.bytes)).toBe(true);
    const report = await getBytes(restored, `/api/projects/${project.project_id}/validation_report/`);
    expect(report.status).toBe(200);
  }, 180_000);
});

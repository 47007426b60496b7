// The per-project partitions of the GTFS tables (src/feed/partitions.ts, staging.ts): made with the
// project, replaced whole by an import (indexes adopted, nothing left behind when it fails), dropped
// with the project, and never touching another project's rows.
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture as fixture } from '../support/fixtures.js';
import { TABLES } from '@ruta/gtfs';
import { partitionName } from '../../src/feed/partitions.js';
import { signedInClient, startTestApp, zipForm, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip, tableCounts, uploadZip, waitForImport } from './support.js';

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'partitions');
});
afterAll(async () => {
  await app?.close();
});

/** The project's partitions, as `parent → partition`. */
async function partitionsOf(projectId: number): Promise<Record<string, string>> {
  const { rows } = await sql<{ parent: string; child: string }>`
    SELECT p.relname AS parent, c.relname AS child
    FROM pg_inherits i JOIN pg_class p ON p.oid = i.inhparent JOIN pg_class c ON c.oid = i.inhrelid
    WHERE c.relkind = 'r' AND c.relname LIKE ${`%\\_p${projectId}`}`.execute(app.db);
  return Object.fromEntries(rows.map((r) => [r.parent, r.child]));
}

const expected = (projectId: number) =>
  Object.fromEntries(TABLES.map((t) => [`gtfs_${t.sqlName}`, partitionName(t, projectId)]));

/** Tables whose name says they are an import's staging table of the project. */
async function stagingTables(projectId: number): Promise<string[]> {
  const { rows } = await sql<{ relname: string }>`
    SELECT relname FROM pg_class WHERE relkind = 'r' AND relname LIKE ${`gtfs\\_%\\_p${projectId}\\_%`}`.execute(
    app.db,
  );
  return rows.map((r) => r.relname);
}

const AGENCY =
  'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n';

describe('partitions of a project', () => {
  it('are created with an empty project, so rows can be added at once', async () => {
    const res = await alice.post<{ project_id: number }>('/api/projects/', { name: 'Empty' });
    expect(res.status).toBe(201);
    const id = res.body.project_id;
    expect(await partitionsOf(id)).toEqual(expected(id));
    const agency = await alice.post(`/api/projects/${id}/agencies/`, {
      agency_id: 'A',
      agency_name: 'Agency',
      agency_url: 'https://a.example',
      agency_timezone: 'America/Santiago',
    });
    expect(agency.status).toBe(201);
    expect(await tableCounts(app.db, id)).toEqual({ agency: 1 });
  });

  it('are created while another connection reads the tables (ATTACH, not an exclusive lock)', async () => {
    const reader = new pg.Client({ connectionString: app.config.databaseUrl });
    await reader.connect();
    try {
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      for (const t of TABLES) await reader.query(`SELECT count(*) FROM gtfs_${t.sqlName}`);
      const res = await alice.post<{ project_id: number }>('/api/projects/', { name: 'Beside a reader' });
      expect(res.status).toBe(201);
      expect(await partitionsOf(res.body.project_id)).toEqual(expected(res.body.project_id));
    } finally {
      await reader.query('COMMIT');
      await reader.end();
    }
  });

  it('are replaced by an import, with the indexes of the parent adopted, not rebuilt', async () => {
    const project = await importZip(alice, 'Imported', await fixture('google_sample.zip'));
    const id = project.project_id;
    expect(await partitionsOf(id)).toEqual(expected(id));
    // Every index of the partition is a partition of an index of the parent, and every index of the
    // parent has one partition here.
    const { rows } = await sql<{ parent_indexes: number; adopted: number; own: number }>`
      SELECT
        (SELECT count(*)::int FROM pg_index WHERE indrelid = 'gtfs_stop_times'::regclass) AS parent_indexes,
        (SELECT count(*)::int FROM pg_index i JOIN pg_inherits h ON h.inhrelid = i.indexrelid
           JOIN pg_index pi ON pi.indexrelid = h.inhparent
         WHERE i.indrelid = ${partitionName({ sqlName: 'stop_times' }, id)}::regclass
           AND pi.indrelid = 'gtfs_stop_times'::regclass) AS adopted,
        (SELECT count(*)::int FROM pg_index
         WHERE indrelid = ${partitionName({ sqlName: 'stop_times' }, id)}::regclass) AS own`.execute(app.db);
    expect(rows[0]!.parent_indexes).toBeGreaterThan(1);
    expect(rows[0]!.adopted).toBe(rows[0]!.parent_indexes);
    expect(rows[0]!.own).toBe(rows[0]!.parent_indexes);
    expect(await stagingTables(id)).toEqual([]);
  });

  it('leave room on stop_times pages (fillfactor 50), so bulk distance rewrites update in place', async () => {
    const imported = (await importZip(alice, 'Roomy', await fixture('google_sample.zip'))).project_id;
    const empty = (await alice.post<{ project_id: number }>('/api/projects/', { name: 'Roomy empty' })).body
      .project_id;
    const options = async (name: string) =>
      (
        await sql<{ options: string[] | null }>`
          SELECT reloptions AS options FROM pg_class WHERE relname = ${name}`.execute(app.db)
      ).rows[0]?.options ?? null;
    for (const id of [imported, empty]) {
      expect(await options(partitionName({ sqlName: 'stop_times' }, id))).toEqual(['fillfactor=50']);
      expect(await options(partitionName({ sqlName: 'stops' }, id))).toBeNull();
    }
  });

  it('survive a failed re-import intact, with no staging table left behind', async () => {
    const project = await importZip(alice, 'Kept', await fixture('google_sample.zip'));
    const id = project.project_id;
    const before = await tableCounts(app.db, id);
    const oids = await sql<{ oid: number }>`
      SELECT c.oid::int AS oid FROM pg_class c WHERE c.relname = ${partitionName({ sqlName: 'stops' }, id)}`.execute(
      app.db,
    );
    const broken = await makeZip({
      'agency.txt': AGENCY,
      'stops.txt': 'stop_id,stop_name\nS1,Uno\n',
      'stop_times.txt': 'trip_id,stop_id,stop_sequence\nT1,S1,1\nT1,"S2,2\n',
    });
    const failed = await uploadZip(alice, id, broken);
    expect(failed.creation_status).toBe('error_loading_gtfs');
    expect(await tableCounts(app.db, id)).toEqual(before);
    expect(await stagingTables(id)).toEqual([]);
    const after = await sql<{ oid: number }>`
      SELECT c.oid::int AS oid FROM pg_class c WHERE c.relname = ${partitionName({ sqlName: 'stops' }, id)}`.execute(
      app.db,
    );
    expect(after.rows).toEqual(oids.rows);
  });

  it("an import leaves another project's rows untouched, and new ids stay unique", async () => {
    const other = await importZip(alice, 'Other', await fixture('google_sample.zip'));
    const snapshot = async () =>
      (
        await sql<{ id: number; stop_id: string; version: number }>`
          SELECT id, stop_id, version FROM gtfs_stops WHERE project_id = ${other.project_id} ORDER BY id`.execute(
          app.db,
        )
      ).rows;
    const before = await snapshot();
    const counts = await tableCounts(app.db, other.project_id);
    const mine = await importZip(alice, 'Mine', await fixture('google_sample.zip'));
    await uploadZip(alice, mine.project_id, await fixture('google_sample.zip'));
    expect(await snapshot()).toEqual(before);
    expect(await tableCounts(app.db, other.project_id)).toEqual(counts);
    const { rows } = await sql<{ dup: number }>`
      SELECT count(*)::int AS dup FROM (SELECT id FROM gtfs_stops GROUP BY id HAVING count(*) > 1) d`.execute(
      app.db,
    );
    expect(rows[0]!.dup).toBe(0);
  });

  it('are swapped in behind a long reader without holding up the queries queued after the swap', async () => {
    const project = await importZip(alice, 'Busy', await fixture('google_sample.zip'));
    const id = project.project_id;
    const reader = new pg.Client({ connectionString: app.config.databaseUrl });
    await reader.connect();
    try {
      // A build's export holds its tables like this for seconds.
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      await reader.query('SELECT count(*) FROM gtfs_stops');
      const res = await alice.request('POST', `/api/projects/${id}/upload_gtfs_file/`, {
        body: zipForm({}, { content: await fixture('google_sample.zip') }),
      });
      expect(res.status).toBe(200);
      for (let i = 0; i < 6; i++) {
        const started = Date.now();
        await sql`SELECT count(*) FROM gtfs_stops WHERE project_id = ${id}`.execute(app.db);
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((r) => setTimeout(r, 300));
      }
      // Still waiting for the reader to let go.
      expect(
        (await alice.get<{ creation_status: string }>(`/api/projects/${id}/`)).body.creation_status,
      ).toBe('loading_gtfs');
    } finally {
      await reader.query('COMMIT');
      await reader.end();
    }
    expect((await waitForImport(alice, id)).creation_status).toBe('from_gtfs');
    expect(await stagingTables(id)).toEqual([]);
  });

  it('are dropped with the project', async () => {
    const project = await importZip(alice, 'Gone', await fixture('google_sample.zip'));
    const id = project.project_id;
    expect(Object.keys(await partitionsOf(id))).toHaveLength(TABLES.length);
    expect((await alice.delete(`/api/projects/${id}/`)).status).toBe(204);
    expect(await partitionsOf(id)).toEqual({});
    expect(await stagingTables(id)).toEqual([]);
  });
});

// Start-up sync of the GTFS tables with partitions (src/feed/sync-tables.ts, partitions.ts): what it
// adds to a parent reaches every partition, and every project ends with its partitions.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TABLES } from '@ruta/gtfs';
import { syncGtfsTables } from '../../src/feed/sync-tables.js';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'sync');
});
afterAll(async () => {
  await app?.close();
});

const newProject = async (name: string) =>
  (await alice.post<{ project_id: number }>('/api/projects/', { name })).body.project_id;

const hasColumn = async (table: string, column: string) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM information_schema.columns
      WHERE table_name = ${table} AND column_name = ${column}`.execute(app.db)
  ).rows[0]!.n === 1;

/** Names of the indexes of a table. */
const indexDefs = async (table: string) =>
  (
    await sql<{ def: string }>`SELECT pg_get_indexdef(indexrelid) AS def FROM pg_index
      WHERE indrelid = ${table}::regclass`.execute(app.db)
  ).rows.map((r) => r.def);

describe('syncGtfsTables with partitions', () => {
  it('adds a missing column and index to the parent, and they reach the partitions', async () => {
    const id = await newProject('Synced');
    await sql`ALTER TABLE gtfs_agency DROP COLUMN agency_email`.execute(app.db);
    await sql`DROP INDEX gtfs_stop_times_key`.execute(app.db);
    expect(await hasColumn(`gtfs_agency_p${id}`, 'agency_email')).toBe(false);

    const ran = await syncGtfsTables(app.db as never);
    expect(ran.some((s) => s.includes('agency_email'))).toBe(true);
    expect(await hasColumn(`gtfs_agency_p${id}`, 'agency_email')).toBe(true);
    expect(
      (await indexDefs(`gtfs_stop_times_p${id}`)).some((d) => /\(trip_id, stop_sequence\)/.test(d)),
    ).toBe(true);
    // In step now: nothing more to run.
    expect(await syncGtfsTables(app.db as never)).toEqual([]);
  });

  it('creates the partitions a project lacks and drops those of a project that is gone', async () => {
    const id = await newProject('Lacking');
    await sql.raw(`DROP TABLE gtfs_stops_p${id}`).execute(app.db);
    const gone = await newProject('Gone');
    await sql`DELETE FROM projects WHERE id = ${gone}`.execute(app.db);

    await syncGtfsTables(app.db as never);
    const { rows } = await sql<{ relname: string }>`
      SELECT relname FROM pg_class WHERE relname ~ ${`^gtfs_.*_p(${id}|${gone})$`}`.execute(app.db);
    const names = rows.map((r) => r.relname);
    expect(names).toContain(`gtfs_stops_p${id}`);
    expect(names.filter((n) => n.endsWith(`_p${id}`))).toHaveLength(TABLES.length);
    expect(names.filter((n) => n.endsWith(`_p${gone}`))).toEqual([]);
  });
});

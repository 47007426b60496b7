// The kept row counts (src/feed/row-counts.ts) over real HTTP on a real database: after every kind of
// write (row POST/PUT/PATCH/DELETE, concurrent creates, CSV upload, trip copy, timetable save, undo and
// redo of a batch, clean-up, a new import and a re-import, project deletion), each list's total and
// each table's kept count equal a real count(*) of the project's rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES, TABLES, entityKeyOf, type TableDef } from '@ruta/gtfs';
import { gtfsTableName } from '../../src/feed/sql-schema.js';
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';
import { importZip, makeZip, uploadZip } from '../feed/support.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let alice: Client;
let P: string;
let projectId: number;

const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const stop = (id: string, lon: number) => ({
  stop_id: id,
  stop_name: `Stop ${id}`,
  stop_lat: 0,
  stop_lon: lon,
});

const realCount = async (table: TableDef, project: number) =>
  (
    await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(gtfsTableName(table))}
      WHERE project_id = ${project}`.execute(app.db)
  ).rows[0]!.n;

const keptCount = async (table: TableDef, project: number) =>
  (
    await sql<{ n: number }>`SELECT coalesce(sum(n), 0)::int AS n FROM gtfs_row_counts
      WHERE project_id = ${project} AND table_name = ${table.sqlName}`.execute(app.db)
  ).rows[0]!.n;

/** Every list's total, the summary's entries and every table's kept count against count(*). */
async function expectExact(project = projectId, what = '') {
  const base = `/api/projects/${project}`;
  const summary = (await alice.get<Any>(`${base}/tables/`)).body;
  for (const table of TABLES) {
    const real = await realCount(table, project);
    expect(await keptCount(table, project), `${what}: kept count of ${table.name}`).toBe(real);
    if (!entityKeyOf(table) && summary[table.name])
      expect(summary[table.name].entries, `${what}: summary of ${table.name}`).toBe(real);
  }
  for (const [resource, table] of Object.entries(RESOURCES) as [string, TableDef][]) {
    if (resource === 'shapes') continue; // its own routes list shapes, not points
    const res = await alice.get<Any>(`${base}/${resource}/?per_page=1`);
    expect(res.status, `${what}: ${resource} list`).toBe(200);
    expect(res.body.pagination.total, `${what}: ${resource} total`).toBe(await realCount(table, project));
  }
}

const stopsTable = TABLES.find((t) => t.name === 'stops')!;
const stopTimes = TABLES.find((t) => t.name === 'stop_times')!;

beforeAll(async () => {
  ({ app, client: alice, projectId, base: P } = await startWithProject('Counts'));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe('kept row counts', () => {
  it('start at zero and follow row creates, updates and deletes', async () => {
    await expectExact(projectId, 'empty');
    await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
    await create('calendars', WEEKDAYS);
    for (const [i, id] of ['S1', 'S2', 'S3', 'S4'].entries()) await create('stops', stop(id, i / 100));
    await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
    for (const [trip, h] of [
      ['T1', '07'],
      ['T2', '08'],
    ])
      await create('trips', {
        trip_id: trip,
        route_id: 'R',
        service_id: 'WK',
        direction_id: 0,
        stop_times: [
          stopTime('S1', 1, `${h}:00:00`),
          stopTime('S2', 2, `${h}:10:00`),
          stopTime('S3', 3, `${h}:20:00`),
        ],
      });
    await expectExact(projectId, 'after creates');
    expect(await realCount(stopTimes, projectId)).toBe(6);

    const s4 = (await alice.get<Any>(`${P}/stops/?search=S4`)).body.results[0];
    const put = await alice.request<Any>('PUT', `${P}/stops/${s4.id}/`, {
      json: { ...stop('S4', 0.5), version: s4.version },
    });
    expect(put.status).toBe(200);
    const patch = await alice.request<Any>('PATCH', `${P}/stops/${s4.id}/`, {
      json: { version: put.body.version, stop_name: 'Four' },
    });
    expect(patch.status).toBe(200);
    await expectExact(projectId, 'after PUT and PATCH');
    expect((await alice.delete(`${P}/stops/${s4.id}/`)).status).toBe(204);
    await expectExact(projectId, 'after DELETE');
  });

  it('stay exact under concurrent creates, and a read folds many deltas into one', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => `C${i}`);
    await Promise.all(ids.map((id, i) => create('stops', stop(id, 1 + i / 100))));
    const deltas = async () =>
      (
        await sql<{ n: number }>`SELECT count(*)::int AS n FROM gtfs_row_counts
          WHERE project_id = ${projectId} AND table_name = 'stops'`.execute(app.db)
      ).rows[0]!.n;
    expect(await deltas()).toBeGreaterThan(32);
    await expectExact(projectId, 'after concurrent creates');
    expect(await deltas()).toBe(1);
    expect(await realCount(stopsTable, projectId)).toBe(43);
  });

  it('never make a writer wait for another writer of the project to commit', async () => {
    // A transaction that added a stop and has not committed: a kept counter row would be locked by it.
    const open = await app.db.connection().execute(async (conn) => {
      await sql`BEGIN`.execute(conn);
      await sql`INSERT INTO gtfs_stops (project_id, stop_id, stop_name) VALUES (${projectId}, 'OPEN', 'Open')`.execute(
        conn,
      );
      try {
        const res = await Promise.race([
          alice.post(`${P}/stops/`, stop('NOWAIT', 2)),
          new Promise<null>((r) => setTimeout(() => r(null), 5000)),
        ]);
        return res?.status ?? 'waited';
      } finally {
        await sql`ROLLBACK`.execute(conn);
      }
    });
    expect(open).toBe(201);
    await expectExact(projectId, 'after a write beside an open one');
    expect(
      (
        await alice.delete(
          `${P}/stops/${(await alice.get<Any>(`${P}/stops/?search=NOWAIT`)).body.results[0].id}/`,
        )
      ).status,
    ).toBe(204);
  });

  it('follow a CSV upload, a trip copy and a timetable save', async () => {
    const csv =
      'stop_id,stop_name,stop_lat,stop_lon\nS1,One,0,0\nS2,Two,0,0.01\nS3,Three,0,0.02\nS9,Nine,0,0.09\n';
    const up = await alice.request('PUT', `${P}/stops/upload/`, {
      body: csv,
      headers: { 'Content-Type': 'text/csv' },
    });
    expect(up.status, up.text).toBe(200);
    expect(await realCount(stopsTable, projectId)).toBe(4);
    await expectExact(projectId, 'after CSV upload');

    const copy = await alice.request('POST', `${P}/trips/copy/`, {
      json: { trip_ids: ['T1'], service_id: 'WK', shift_minutes: 60 },
    });
    expect(copy.status, copy.text).toBe(201);
    expect(await realCount(stopTimes, projectId)).toBe(9);
    await expectExact(projectId, 'after trip copy');

    const tt = (await alice.get<Any>(`${P}/timetable/?route=R&direction=0`)).body;
    const trips = tt.patterns.flatMap((p: Any) => p.trips);
    const t2 = trips.find((t: Any) => t.trip_id === 'T2');
    const save = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      inserted: [
        {
          trip_id: 'T5',
          template: t2.id,
          stop_times: [
            { stop_id: 'S1', arrival_time: '10:00', departure_time: '10:00' },
            { stop_id: 'S2', arrival_time: '10:10', departure_time: '10:10' },
          ],
        },
      ],
      deleted: [{ id: t2.id, stamp: t2.stamp }],
    });
    expect(save.status, save.text).toBe(200);
    expect(await realCount(stopTimes, projectId)).toBe(8);
    await expectExact(projectId, 'after timetable save');
  });

  it('follow an undo and a redo of a batch, and a clean-up', async () => {
    const [saved] = (await alice.get<Any>(`${P}/history/?per_page=1`)).body.results;
    const undo = await alice.post<Any>(`${P}/history/${saved.id}/revert/`, {});
    expect(undo.body).toMatchObject({ reverted: true });
    expect(await realCount(stopTimes, projectId)).toBe(9);
    await expectExact(projectId, 'after undo');
    const redo = await alice.post<Any>(`${P}/history/${undo.body.batch_id}/revert/`, {});
    expect(redo.body).toMatchObject({ reverted: true });
    expect(await realCount(stopTimes, projectId)).toBe(8);
    await expectExact(projectId, 'after redo');

    // A second service like WK and a stop nobody uses: the clean-up merges one and drops the other.
    await create('calendars', { ...WEEKDAYS, service_id: 'WK2' });
    const preview = (await alice.get<Any>(`${P}/tidy/`)).body;
    const before = await realCount(stopsTable, projectId);
    const tidy = await alice.post<Any>(`${P}/tidy/`, {
      fingerprint: preview.fingerprint,
      steps: { calendars: true, merge_services: true, merge_stops: 5, merge_shapes: true, orphans: true },
      exclude: [],
    });
    expect(tidy.status, tidy.text).toBe(200);
    expect(await realCount(stopsTable, projectId)).toBeLessThan(before);
    await expectExact(projectId, 'after clean-up');
  });

  it('are set by a new import and a re-import, and follow writes after them', async () => {
    const zip = await makeZip({
      'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,A,https://a.example,UTC\n',
      'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nX1,X,0,0\nX2,Y,0,0.01\n',
      'routes.txt': 'route_id,agency_id,route_short_name,route_type\nR,A,1,3\n',
      'calendar.txt':
        'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
        'WK,1,1,1,1,1,0,0,20260101,20261231\n',
      'trips.txt': 'route_id,service_id,trip_id\nR,WK,T1\nR,WK,T1\n',
      'stop_times.txt':
        'trip_id,arrival_time,departure_time,stop_id,stop_sequence\n' +
        'T1,08:00:00,08:00:00,X1,1\nT1,08:05:00,08:05:00,X2,2\n',
    });
    const imported = await importZip(alice, 'Imported', zip);
    expect(imported.creation_status).toBe('from_gtfs');
    await expectExact(imported.project_id, 'after a new import');
    // Its loaded rows are not left counted as changes since its ANALYZE (autovacuum would analyze
    // again): the job's connection has ended by now, which flushes whatever it had not.
    await new Promise((r) => setTimeout(r, 1500));
    const stats = await sql<{ n: number }>`SELECT n_mod_since_analyze::int AS n FROM pg_stat_user_tables
      WHERE relname = ${`gtfs_stop_times_p${imported.project_id}`}`.execute(app.db);
    expect(stats.rows).toEqual([{ n: 0 }]);
    expect(
      await keptCount(
        TABLES.find((t) => t.name === 'trips')!,
        imported.project_id,
      ),
    ).toBe(2);

    // The re-import replaces the edited project's rows (and their deltas) with the feed's.
    expect((await uploadZip(alice, projectId, zip)).creation_status).toBe('from_gtfs');
    await expectExact(projectId, 'after a re-import');
    expect(await realCount(stopsTable, projectId)).toBe(2);
    await create('stops', stop('X3', 0.02));
    await expectExact(projectId, 'after a create following the re-import');

    expect((await alice.delete(`/api/projects/${imported.project_id}/`)).status).toBe(204);
    const left = await sql<{ n: number }>`SELECT count(*)::int AS n FROM gtfs_row_counts
      WHERE project_id = ${imported.project_id}`.execute(app.db);
    expect(left.rows[0]!.n).toBe(0);
    await expectExact(projectId, 'after deleting another project');
  }, 60_000);
});

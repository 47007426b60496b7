// The history of changes over real HTTP on a real database (docs/api.md "History"): a grid edit, a
// stop move and a timetable save each make one batch with the rows' before and after; a revert puts
// them back in a batch of its own; a revert over a row changed since names it; an import keeps
// counts only; another user's project answers 404; a field emptied is recorded as null and a rewrite
// with the same values records nothing; deleting a project deletes its batches and their rows.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, zipForm, type Client, type TestApp } from '../helpers.js';
import { readFixture } from '../support/fixtures.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS, stopTime } from '../support/project.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let alice: Client;
let P: string;

const create = (resource: string, row: Record<string, unknown>) => createRow(alice, P, resource, row);
const latest = async () => (await alice.get<Any>(`${P}/history/?per_page=1`)).body.results[0];
const detail = async (id: number) => (await alice.get<Any>(`${P}/history/${id}/`)).body;

beforeAll(async () => {
  ({ app, client: alice, base: P } = await startWithProject('History', 'ana'));
  await create('agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await create('calendars', WEEKDAYS);
  await create('stops', { stop_id: 'S1', stop_name: 'Plaza', stop_lat: 0, stop_lon: 0 });
  await create('stops', { stop_id: 'S2', stop_name: 'Mercado', stop_lat: 0, stop_lon: 0.01 });
  await create('routes', { route_id: 'R', agency_id: 'A', route_short_name: '8', route_type: 3 });
  for (const [trip, h] of [
    ['T1', '07'],
    ['T2', '08'],
  ])
    await create('trips', {
      trip_id: trip,
      route_id: 'R',
      service_id: 'WK',
      direction_id: 0,
      stop_times: [stopTime('S1', 1, `${h}:00:00`), stopTime('S2', 2, `${h}:10:00`)],
    });
});
afterAll(async () => {
  await app?.close();
});

describe('history', () => {
  it('records a grid edit as one batch with its author, its route and the changed fields', async () => {
    const stop = (await alice.get<Any>(`${P}/stops/?search=S1`)).body.results[0];
    const res = await alice.request('PATCH', `${P}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_name: 'Plaza Mayor' },
    });
    expect(res.status).toBe(200);
    const batch = await latest();
    expect(batch.user.name).toMatch(/\S/);
    expect(batch.source).toBe('PATCH /api/projects/:id/stops/:rowId/');
    expect(batch.counts).toEqual({ stops: { updated: 1 } });
    expect(batch.summary).toEqual({
      key: 'row_updated',
      params: { table: 'stops', label: 'S1', fields: 'stop_name' },
    });
    const rows = (await detail(batch.id)).rows;
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        table: 'stops',
        row_id: stop.id,
        op: 'update',
        label: 'S1',
        before: { stop_name: 'Plaza' },
        after: { stop_name: 'Plaza Mayor' },
      },
    ]);
    const last = (await alice.get<Any>(`${P}/history/last/?table=stops&ids=${stop.id},999999`)).body;
    expect(Object.keys(last)).toEqual([String(stop.id)]);
    expect(last[stop.id].batch_id).toBe(batch.id);
  });

  it('records a field set to empty as null, and no batch for a rewrite with the same values', async () => {
    const read = async () => (await alice.get<Any>(`${P}/stops/?search=S1`)).body.results[0];
    let stop = await read();
    await alice.request('PATCH', `${P}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_desc: 'Kiosk', stop_code: '12' },
    });
    stop = await read();
    await alice.request('PATCH', `${P}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_desc: null, stop_code: '12' },
    });
    const cleared = await latest();
    expect((await detail(cleared.id)).rows).toMatchObject([
      { row_id: stop.id, op: 'update', before: { stop_desc: 'Kiosk' }, after: { stop_desc: null } },
    ]);
    stop = await read();
    const same = await alice.request('PATCH', `${P}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_name: stop.stop_name, stop_code: '12' },
    });
    expect(same.status).toBe(200);
    expect((await latest()).id).toBe(cleared.id);
  });

  it('calls a change of position only a stop move, and a revert puts it back in a batch of its own', async () => {
    const stop = (await alice.get<Any>(`${P}/stops/?search=S2`)).body.results[0];
    await alice.request('PATCH', `${P}/stops/${stop.id}/`, {
      json: { version: stop.version, stop_lat: 0.001, stop_lon: 0.012 },
    });
    const moved = await latest();
    expect(moved.summary).toMatchObject({ key: 'stop_moved', params: { label: 'S2' } });
    const dry = await alice.post<Any>(`${P}/history/${moved.id}/revert/`, { dry_run: true });
    expect(dry.body).toEqual({ reverted: false, batch_id: null, rows: 1, conflicts: [] });
    const res = await alice.post<Any>(`${P}/history/${moved.id}/revert/`, {});
    expect(res.body).toMatchObject({ reverted: true, rows: 1, conflicts: [] });
    const back = (await alice.get<Any>(`${P}/stops/${stop.id}/`)).body;
    expect([back.stop_lat, back.stop_lon]).toEqual([0, 0.01]);
    const revert = await latest();
    expect(revert).toMatchObject({ id: res.body.batch_id, reverts: moved.id, summary: { key: 'reverted' } });
    expect((await detail(moved.id)).reverted_by).toBe(revert.id);
    expect((await alice.post<Any>(`${P}/history/${moved.id}/revert/`, {})).status).toBe(409);
    // The row's own history: the revert, then the move.
    const own = (await alice.get<Any>(`${P}/history/rows/stops/${stop.id}/`)).body;
    expect(own.map((c: Any) => c.batch.id).slice(0, 2)).toEqual([revert.id, moved.id]);
  });

  it('describes a timetable shift, and names a row changed since when reverting it', async () => {
    const tt = (await alice.get<Any>(`${P}/timetable/?route=R&direction=0`)).body;
    const trips = tt.patterns[0].trips;
    const plus5 = (s: number) => {
      const m = s / 60 + 5;
      return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    };
    const res = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: trips.map((t: Any) => ({
        id: t.id,
        stamp: t.stamp,
        stop_times: t.stop_time_ids.map((id: number, i: number) => ({
          id,
          stop_id: tt.patterns[0].stop_ids[i],
          arrival_time: plus5(t.arrival_times[i]),
          departure_time: plus5(t.departure_times[i]),
        })),
      })),
    });
    expect(res.status).toBe(200);
    const shift = await latest();
    expect(shift.summary).toEqual({
      key: 'timetable_shifted',
      params: { route: '8', trips: 2, minutes: 5, updated: 2, created: 0, deleted: 0 },
    });
    const rows = (await detail(shift.id)).rows;
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      table: 'stop_times',
      op: 'update',
      before: { arrival_time: 7 * 3600, departure_time: 7 * 3600 },
      after: { arrival_time: 7 * 3600 + 300, departure_time: 7 * 3600 + 300 },
    });

    // Someone changes one of those stop times since: the revert names it.
    const now = (await alice.get<Any>(`${P}/timetable/?route=R&direction=0`)).body;
    const t1 = now.patterns[0].trips[0];
    const changedId = t1.stop_time_ids[0];
    const again = await alice.post<Any>(`${P}/timetable/`, {
      route_id: 'R',
      direction_id: 0,
      updated: [
        {
          id: t1.id,
          stamp: t1.stamp,
          stop_times: [
            { id: changedId, stop_id: 'S1', arrival_time: '07:06', departure_time: '07:06' },
            { id: t1.stop_time_ids[1], stop_id: 'S2', arrival_time: '07:15', departure_time: '07:15' },
          ],
        },
      ],
    });
    expect(again.status).toBe(200);
    const later = await latest();
    const refused = await alice.post<Any>(`${P}/history/${shift.id}/revert/`, { mode: 'all-or-nothing' });
    expect(refused.body).toMatchObject({ reverted: false, rows: 3 });
    expect(refused.body.conflicts).toEqual([
      {
        kind: 'changed',
        table: 'stop_times',
        row_id: changedId,
        label: expect.any(String),
        batch_id: later.id,
        user: later.user,
        at: later.created_at,
        field: null,
        value: null,
        message: null,
      },
    ]);
    expect((await latest()).id).toBe(later.id);
    const rest = await alice.post<Any>(`${P}/history/${shift.id}/revert/`, { mode: 'rest' });
    expect(rest.body).toMatchObject({ reverted: true, rows: 3 });
    const after = (await alice.get<Any>(`${P}/timetable/?route=R&direction=0`)).body.patterns[0].trips;
    const times = after.flatMap((t: Any) => t.arrival_times);
    expect(times).toEqual([7 * 3600 + 360, 7 * 3600 + 600, 8 * 3600, 8 * 3600 + 600]);
  });

  it('filters batches by table, person and day', async () => {
    const all = (await alice.get<Any>(`${P}/history/`)).body.pagination.total;
    const stops = (await alice.get<Any>(`${P}/history/?table=stops`)).body;
    expect(stops.results.length).toBeGreaterThan(0);
    expect(stops.results.every((b: Any) => 'stops' in b.counts)).toBe(true);
    expect(stops.pagination.total).toBeLessThan(all);
    const authors = (await alice.get<Any>(`${P}/history/authors/`)).body;
    expect(authors).toHaveLength(1);
    expect((await alice.get<Any>(`${P}/history/?user=${authors[0].id}`)).body.pagination.total).toBe(all);
    expect((await alice.get<Any>(`${P}/history/?to=2000-01-01`)).body.pagination.total).toBe(0);
    expect((await alice.get<Any>(`${P}/history/?from=2000-01-01`)).body.pagination.total).toBe(all);
  });

  it("answers 404 for another user's project", async () => {
    const bob = await signedInClient(app, 'bob');
    const batch = await latest();
    expect((await bob.get(`${P}/history/`)).status).toBe(404);
    expect((await bob.get(`${P}/history/${batch.id}/`)).status).toBe(404);
    expect((await bob.post(`${P}/history/${batch.id}/revert/`, {})).status).toBe(404);
  });

  it('keeps only the counts of an import, by the user who imported, which cannot be reverted', async () => {
    const res = await alice.request('POST', '/api/projects/create_project_from_gtfs/', {
      body: zipForm({ name: 'Imported' }, { content: await readFixture('google_sample.zip') }),
    });
    expect(res.status).toBe(201);
    const base = `/api/projects/${res.body.project_id}`;
    let project = res.body;
    for (let i = 0; i < 300 && project.creation_status === 'loading_gtfs'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      project = (await alice.get<Any>(`${base}/`)).body;
    }
    expect(project.creation_status).toBe('from_gtfs');
    const batches = (await alice.get<Any>(`${base}/history/`)).body.results;
    expect(batches).toHaveLength(1);
    expect(batches[0]).toMatchObject({ rows_kept: false, source: 'import', summary: { key: 'imported' } });
    expect(batches[0].counts.stops).toEqual({ inserted: 9 });
    const me = (await alice.get<Any>(`${base}/history/authors/`)).body;
    expect(batches[0].user).toEqual(me[0]);
    expect(batches[0].user).not.toBeNull();
    expect((await alice.get<Any>(`${base}/history/${batches[0].id}/`)).body.rows).toEqual([]);
    const revert = await alice.post<Any>(`${base}/history/${batches[0].id}/revert/`, {});
    expect(revert.status).toBe(409);
    expect(revert.body.detail).toMatch(/cannot be reverted/);
  });

  it("deletes a project's batches and their rows with it", async () => {
    const carol = await signedInClient(app, 'carol');
    const id = (await carol.post<Any>('/api/projects/', { name: 'Short-lived' })).body.project_id;
    await createRow(carol, `/api/projects/${id}`, 'agencies', agencyRow('A', { agency_timezone: 'UTC' }));
    const count = async (table: string) =>
      Number(
        (
          await sql<{
            n: string;
          }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE project_id = ${id}`.execute(app.db)
        ).rows[0]!.n,
      );
    expect([await count('change_batches'), await count('change_rows')]).toEqual([1, 1]);
    expect((await carol.delete(`/api/projects/${id}/`)).status).toBe(204);
    expect([await count('change_batches'), await count('change_rows')]).toEqual([0, 0]);
  });
});

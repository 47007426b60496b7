// A revert never breaks the feed (docs/api.md "History"): two editors of one project, Ana and Bea;
// Bea's batches are reverted after Ana's later writes. A deleted or renamed key taken again, the
// creation of rows later rows use, and a delete whose parent is gone are each listed in the dry run
// by kind (the references a skipped rename moved go with it), `all-or-nothing` writes nothing, and `rest` skips exactly those rows. After each case
// every key of the project is unique and every reference resolves (checked in SQL).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { join } from '../members/support.js';
import { agencyRow, createRow, startWithProject, stopTime, WEEKDAYS } from '../support/project.js';
import { feedBreaks } from '../support/feed-integrity.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any;
let app: TestApp;
let ana: Client;
let bea: Client;
let projectId: number;
let P: string;

const latest = async () => (await ana.get<Any>(`${P}/history/?per_page=1`)).body.results[0];
const revert = (batch: number, body: Record<string, unknown>) =>
  ana.post<Any>(`${P}/history/${batch}/revert/`, body);
const rowOf = async (resource: string, search: string) =>
  (await ana.get<Any>(`${P}/${resource}/?search=${search}`)).body.results.find(
    (r: Any) => r.stop_id === search || r.trip_id === search || r.route_id === search,
  );
const count = async (table: string, column: string, value: string) =>
  Number(
    (
      await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(`gtfs_${table}`)}
        WHERE project_id = ${projectId} AND ${sql.ref(column)} = ${value}`.execute(app.db)
    ).rows[0]!.n,
  );
const stop = (stop_id: string, extra: Record<string, unknown> = {}) => ({
  stop_id,
  stop_name: stop_id,
  stop_lat: 0,
  stop_lon: 0,
  ...extra,
});
const trip = (trip_id: string, route_id: string, stops: string[]) => ({
  trip_id,
  route_id,
  service_id: 'WK',
  stop_times: stops.map((s, i) => stopTime(s, i + 1, `07:0${i}:00`)),
});

/** The dry run and all-or-nothing list the same conflicts and write nothing; answers the conflicts. */
async function refusedWhole(batch: number): Promise<Any[]> {
  const before = (await latest()).id;
  const dry = await revert(batch, { dry_run: true });
  expect(dry.status, dry.text).toBe(200);
  const whole = await revert(batch, { mode: 'all-or-nothing' });
  expect(whole.body).toMatchObject({ reverted: false, batch_id: null });
  expect(whole.body.conflicts).toEqual(dry.body.conflicts);
  expect((await latest()).id).toBe(before);
  return dry.body.conflicts;
}

beforeAll(async () => {
  let owner: Client;
  ({ app, client: owner, projectId, base: P } = await startWithProject('Revert conflicts', 'owner'));
  ana = await signedInClient(app, 'ana');
  bea = await signedInClient(app, 'bea');
  await join(app, owner, projectId, ana, 'editor');
  await join(app, owner, projectId, bea, 'editor');
  await createRow(ana, P, 'agencies', agencyRow('A', { agency_timezone: 'UTC' }));
  await createRow(ana, P, 'calendars', WEEKDAYS);
  await createRow(ana, P, 'stops', stop('S1'));
  await createRow(ana, P, 'routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
});
afterAll(async () => {
  expect(await feedBreaks(app.db, projectId)).toEqual([]);
  await app?.close();
});

describe('revert conflicts', () => {
  it('K1: a deleted stop whose id was taken again is a key conflict; nothing is restored', async () => {
    const k1 = await createRow(bea, P, 'stops', stop('K1'));
    expect((await bea.delete(`${P}/stops/${k1.id}/`)).status).toBe(204);
    const deleted = await latest();
    await createRow(ana, P, 'stops', stop('K1', { stop_name: 'New K1' }));
    const conflicts = await refusedWhole(deleted.id);
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'key', table: 'stops', row_id: k1.id, label: 'K1', field: 'stop_id' }),
    ]);
    expect(conflicts[0].message).toMatch(/stop_id/);
    const rest = await revert(deleted.id, { mode: 'rest' });
    expect(rest.body).toMatchObject({ reverted: false, rows: 0 });
    expect(await count('stops', 'stop_id', 'K1')).toBe(1);
  });

  it('KT: a deleted trip and its stop times whose ids were taken again are key conflicts', async () => {
    await createRow(ana, P, 'stops', stop('S2'));
    const kt = await createRow(bea, P, 'trips', trip('KT', 'R', ['S1', 'S2']));
    expect((await bea.delete(`${P}/trips/${kt.id}/`)).status).toBe(204);
    const deleted = await latest();
    expect(deleted.counts).toEqual({ trips: { deleted: 1 }, stop_times: { deleted: 2 } });
    await createRow(ana, P, 'trips', trip('KT', 'R', ['S2', 'S1']));
    const conflicts = await refusedWhole(deleted.id);
    expect(conflicts.map((c: Any) => `${c.kind} ${c.table}`).sort()).toEqual([
      'key stop_times',
      'key stop_times',
      'key trips',
    ]);
    expect(conflicts.find((c: Any) => c.table === 'trips')).toMatchObject({ row_id: kt.id, label: 'KT' });
    expect((await revert(deleted.id, { mode: 'rest' })).body).toMatchObject({ reverted: false, rows: 0 });
    expect(await count('trips', 'trip_id', 'KT')).toBe(1);
    expect(await count('stop_times', 'trip_id', 'KT')).toBe(2);
  });

  it('E2 -> E2B: reverting a rename whose old id was taken again skips the stop and what it moved', async () => {
    await createRow(bea, P, 'stops', stop('E2'));
    await createRow(bea, P, 'trips', trip('TE', 'R', ['S1', 'E2']));
    const e2 = await rowOf('stops', 'E2');
    const renamed = await bea.request('PATCH', `${P}/stops/${e2.id}/`, {
      json: { version: e2.version, stop_id: 'E2B', stop_name: 'Renamed' },
    });
    expect(renamed.status, renamed.text).toBe(200);
    const rename = await latest();
    expect(rename.counts).toEqual({ stops: { updated: 1 }, stop_times: { updated: 1 } });
    await createRow(ana, P, 'stops', stop('E2', { stop_name: 'Another E2' }));
    const conflicts = await refusedWhole(rename.id);
    expect(conflicts).toEqual([
      expect.objectContaining({ kind: 'key', table: 'stops', row_id: e2.id, field: 'stop_id', value: 'E2' }),
      // Reverted alone, TE's stop time would move to Ana's new E2.
      expect.objectContaining({ kind: 'follows', table: 'stop_times', field: 'stop_id', value: 'E2 → E2B' }),
    ]);
    const rest = await revert(rename.id, { mode: 'rest' });
    expect(rest.body).toMatchObject({ reverted: false, rows: 0, conflicts });
    expect(await count('stops', 'stop_id', 'E2')).toBe(1);
    expect(await count('stop_times', 'stop_id', 'E2B')).toBe(1);
    expect((await ana.get<Any>(`${P}/stops/${e2.id}/`)).body).toMatchObject({
      stop_id: 'E2B',
      stop_name: 'Renamed',
    });
  });

  it('N1 and NR: reverting the creation of rows a later trip uses is an in-use conflict', async () => {
    await createRow(bea, P, 'stops', stop('N1'));
    const createdN1 = await latest();
    await createRow(bea, P, 'routes', {
      route_id: 'NR',
      agency_id: 'A',
      route_short_name: 'N',
      route_type: 3,
    });
    const createdNR = await latest();
    await createRow(ana, P, 'trips', trip('TN', 'NR', ['S1', 'N1']));
    const n1 = await refusedWhole(createdN1.id);
    expect(n1).toEqual([
      expect.objectContaining({ kind: 'in_use', table: 'stops', label: 'N1', field: 'stop_id', value: 'N1' }),
    ]);
    expect(n1[0].message).toMatch(/stop_times\.stop_id: 1/);
    const nr = await refusedWhole(createdNR.id);
    expect(nr).toEqual([
      expect.objectContaining({ kind: 'in_use', table: 'routes', label: 'NR', field: 'route_id' }),
    ]);
    for (const batch of [createdN1.id, createdNR.id])
      expect((await revert(batch, { mode: 'rest' })).body).toMatchObject({ reverted: false, rows: 0 });
    expect([await count('stops', 'stop_id', 'N1'), await count('routes', 'route_id', 'NR')]).toEqual([1, 1]);
  });

  it('reverting a delete whose parent is gone is a reference conflict, in Spanish too', async () => {
    await createRow(ana, P, 'stops', stop('ST', { location_type: 1 }));
    const child = await createRow(bea, P, 'stops', stop('CH', { parent_station: 'ST' }));
    expect((await bea.delete(`${P}/stops/${child.id}/`)).status).toBe(204);
    const deleted = await latest();
    const station = await rowOf('stops', 'ST');
    expect((await ana.delete(`${P}/stops/${station.id}/`)).status).toBe(204);
    const conflicts = await refusedWhole(deleted.id);
    expect(conflicts).toEqual([
      expect.objectContaining({
        kind: 'reference',
        table: 'stops',
        label: 'CH',
        field: 'parent_station',
        value: 'ST',
      }),
    ]);
    const es = await ana.withLang('es').post<Any>(`${P}/history/${deleted.id}/revert/`, { dry_run: true });
    expect(es.body.conflicts[0].message).toMatch(/no apunta a ninguna fila/);
    expect(await count('stops', 'stop_id', 'CH')).toBe(0);
  });

  it('rest reverts the other rows of a batch, skipping exactly the one in use', async () => {
    const csv = (await ana.request('GET', `${P}/stops/download/`)).text;
    const columns = csv.split('\n')[0]!.trim().split(',');
    const line = (id: string) =>
      columns.map((c) => ({ stop_id: id, stop_name: id, stop_lat: '0', stop_lon: '0' })[c] ?? '').join(',');
    const up = await bea.request('PUT', `${P}/stops/upload/`, {
      body: `${csv.trimEnd()}\n${line('U1')}\n${line('U2')}\n`,
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(up.status, up.text).toBe(200);
    const uploaded = await latest();
    expect(uploaded.counts).toEqual({ stops: { inserted: 2 } });
    await createRow(ana, P, 'trips', trip('TU', 'R', ['S1', 'U1']));
    const rest = await revert(uploaded.id, { mode: 'rest' });
    expect(rest.body).toMatchObject({ reverted: true, rows: 1 });
    expect(rest.body.conflicts).toEqual([expect.objectContaining({ kind: 'in_use', label: 'U1' })]);
    expect([await count('stops', 'stop_id', 'U1'), await count('stops', 'stop_id', 'U2')]).toEqual([1, 0]);
  });
});

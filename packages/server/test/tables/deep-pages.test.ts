// Pages deep in a long list (src/tables/list-rows.ts): from 1,000 rows on, a page's rows are found in
// the project's partition by its sort index, forwards in the near half and backwards in the far
// half. Every page must hold exactly the rows the whole list has at its place, after edits too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { importZip } from '../feed/support.js';
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';
import { readFixture } from '../support/fixtures.js';

let app: TestApp;
let alice: Client;
let P: string;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'deep');
  // calama's 1,483 trips have pages past row 1,000 in the far half; 2,400 more stops (names repeated,
  // so the row id breaks ties) give its stops pages past row 1,000 in the near half too.
  const project = await importZip(alice, 'Calama', await readFixture('calama.zip'));
  P = `/api/projects/${project.project_id}`;
  await sql`INSERT INTO gtfs_stops (project_id, stop_id, stop_name, stop_lat, stop_lon)
    SELECT ${project.project_id}, 'X' || i, 'Parada ' || (i * 7919 % 700), -22.4 - i / 10000.0, -68.9
    FROM generate_series(1, 2400) i`.execute(app.db);
  // Another project's rows in the same tables must never show up in this one's pages.
  await importZip(alice, 'Calama again', await readFixture('calama.zip'));
}, 120_000);
afterAll(() => app?.close());

const ids = (body: { id: number }[]) => body.map((r) => r.id);

async function expectPagesMatch(list: string, sort: string, perPage: number, pages: number[]) {
  const whole = await alice.get(`${list}?sort=${sort}&no_page=True`);
  expect(whole.status, JSON.stringify(whole.body)).toBe(200);
  const all = ids(whole.body);
  for (const page of pages) {
    const res = await alice.get(`${list}?sort=${sort}&per_page=${perPage}&page=${page}`);
    expect(res.status, `${sort} page ${page}`).toBe(200);
    expect(res.body.pagination.total).toBe(all.length);
    const from = (page - 1) * perPage;
    expect(ids(res.body.results), `${sort} page ${page}`).toEqual(all.slice(from, from + perPage));
  }
  return all;
}

describe('deep pages', () => {
  it('hold the rows of the whole list at their place, in both halves and on the last page', async () => {
    const all = await expectPagesMatch(`${P}/stops/`, 'stop_name|asc', 50, [1, 20]);
    // By 50: pages from 21 start past row 1,000 in the near half, the last ones in the far half.
    const last = Math.ceil(all.length / 50);
    const half = Math.floor(all.length / 2 / 50);
    expect(half).toBeGreaterThan(21);
    const pages = [21, half, half + 1, half + 2, last - 1, last];
    await expectPagesMatch(`${P}/stops/`, 'stop_name|asc', 50, pages);
    await expectPagesMatch(`${P}/stops/`, 'stop_name|desc', 50, pages);
    await expectPagesMatch(`${P}/stops/`, 'stop_lat|asc', 50, pages);
    await expectPagesMatch(`${P}/stops/`, 'stop_id|desc', 50, pages);
    // Trips by a collated text column (ties broken by row id), far half only at 1,483 rows.
    await expectPagesMatch(`${P}/trips/`, 'trip_headsign|desc', 20, [49, 50, 51, 60, 74, 75]);
  });

  it('follow edits: a moved row leaves its old page and appears at its new place', async () => {
    const before = await expectPagesMatch(`${P}/stops/`, 'stop_lat|asc', 50, [29]);
    const moved = before[1400]!;
    const { version } = (await alice.get(`${P}/stops/${moved}/`)).body;
    const patched = await alice.request('PATCH', `${P}/stops/${moved}/`, {
      json: { version, stop_lat: 0 },
    });
    expect(patched.status).toBe(200);
    const after = await expectPagesMatch(`${P}/stops/`, 'stop_lat|asc', 50, [1, 28, 29, 30, 50]);
    expect(after.indexOf(moved)).toBe(after.length - 1);
    expect(after.slice(1400, 1450)).not.toContain(moved);
  });

  it('answers an empty page past the end', async () => {
    const total = (await alice.get(`${P}/stops/?per_page=1`)).body.pagination.total;
    const res = await alice.get(`${P}/stops/?sort=stop_lat|asc&per_page=50&page=200`);
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([]);
    expect(res.body.pagination.total).toBe(total);
  });
});

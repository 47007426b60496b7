// The feed's invariants as a property (issue 35, item 2): for each seed, a small project is reset to
// one clean feed and two editors run a random sequence of edits, creates, deletes, renames, trip
// copies, tidy applies and reverts (support/edit-steps.ts) through the real API. After every step
// every key is unique and every reference resolves (SQL, support/feed-integrity.ts); after each
// sequence the exported feed, validated as a build validates it, has no duplicate_key or
// foreign_key_violation notice (the clean feed has none). A failure names its seed and its steps;
// FEED_INVARIANT_SEED=n runs that seed alone, FEED_INVARIANT_SEEDS=n runs seeds 1..n.
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { TABLES, validationErrorCounts } from '@ruta/gtfs';
import { exportFeed } from '../../src/build/export.js';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { join } from '../members/support.js';
import { startWithProject } from '../support/project.js';
import { FEED_BREAKS_SQL } from '../support/feed-integrity.js';
import { mulberry32, randomStep, type StepContext } from '../support/edit-steps.js';

const SEEDS = process.env.FEED_INVARIANT_SEED
  ? [Number(process.env.FEED_INVARIANT_SEED)]
  : Array.from({ length: Number(process.env.FEED_INVARIANT_SEEDS ?? 200) }, (_, i) => i + 1);
const STEPS_PER_SEED = 5;
const BROKEN_CODES = ['duplicate_key', 'foreign_key_violation'];

let app: TestApp;
let projectId: number;
let editors: [Client, Client];
let exporter: pg.Client;

/** The one clean feed every sequence starts from, written in SQL as one batch (which a step may revert). */
const BASE = (p: number) => `
  INSERT INTO gtfs_agency (project_id, agency_id, agency_name, agency_url, agency_timezone)
    VALUES (${p}, 'A', 'Red', 'https://red.example', 'UTC');
  INSERT INTO gtfs_calendar (project_id, service_id, monday, tuesday, wednesday, thursday, friday, saturday, sunday, start_date, end_date)
    VALUES (${p}, 'WK', 1, 1, 1, 1, 1, 0, 0, '2026-01-01', '2026-12-31'),
           (${p}, 'WE', 0, 0, 0, 0, 0, 1, 1, '2026-01-01', '2026-12-31');
  INSERT INTO gtfs_stops (project_id, stop_id, stop_name, stop_lat, stop_lon)
    VALUES (${p}, 'S1', 'Uno', 0.01, 0.01), (${p}, 'S2', 'Dos', 0.02, 0.02),
           (${p}, 'S3', 'Tres', 0.03, 0.03), (${p}, 'S4', 'Cuatro', 0.04, 0.04);
  INSERT INTO gtfs_routes (project_id, route_id, agency_id, route_short_name, route_type)
    VALUES (${p}, 'R1', 'A', '1', 3), (${p}, 'R2', 'A', '2', 3);
  INSERT INTO gtfs_trips (project_id, trip_id, route_id, service_id)
    VALUES (${p}, 'T1', 'R1', 'WK'), (${p}, 'T2', 'R2', 'WK');
  INSERT INTO gtfs_stop_times (project_id, trip_id, stop_id, stop_sequence, arrival_time, departure_time)
    VALUES (${p}, 'T1', 'S1', 1, 28800, 28800), (${p}, 'T1', 'S2', 2, 29400, 29400),
           (${p}, 'T1', 'S3', 3, 30000, 30000), (${p}, 'T2', 'S3', 1, 32400, 32400),
           (${p}, 'T2', 'S4', 2, 33000, 33000);`;

async function reset(): Promise<void> {
  const wipe = TABLES.map((t) => `DELETE FROM gtfs_${t.name} WHERE project_id = ${projectId};`).join('\n');
  await sql.raw(`BEGIN; ${wipe} COMMIT;`).execute(app.db);
  await sql`DELETE FROM change_batches WHERE project_id = ${projectId}`.execute(app.db);
  await sql.raw(`BEGIN; ${BASE(projectId)} COMMIT;`).execute(app.db);
}

/** The error notices of the project's feed as a build exports and validates it, by code. */
async function exportedErrors(): Promise<Record<string, number>> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  await exporter.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  try {
    await exportFeed(exporter, projectId, out);
  } finally {
    await exporter.query('COMMIT');
  }
  return validationErrorCounts(Buffer.concat(chunks));
}

/** The feed's broken keys and references (support/feed-integrity.ts), as a statement planned once. */
const feedBreaks = async () =>
  (
    await exporter.query<{ problem: string }>({
      name: 'feed-breaks',
      text: FEED_BREAKS_SQL,
      values: [projectId],
    })
  ).rows.map((r) => r.problem);

const brokenCodes = (counts: Record<string, number>) => BROKEN_CODES.filter((c) => counts[c]);

beforeAll(async () => {
  let owner: Client;
  ({ app, client: owner, projectId } = await startWithProject('Invariants', 'owner'));
  editors = [await signedInClient(app, 'ana'), await signedInClient(app, 'bea')];
  for (const editor of editors) await join(app, owner, projectId, editor, 'editor');
  exporter = new pg.Client({ connectionString: app.config.databaseUrl });
  await exporter.connect();
});
afterAll(async () => {
  await exporter?.end();
  await app?.close();
});

/** Runs one seed's sequence, throwing with the seed and its steps at the first break. */
async function runSeed(seed: number, statuses: Record<string, number>): Promise<void> {
  await reset();
  const ctx: StepContext = { app, projectId, editors, random: mulberry32(seed) };
  const log: string[] = [];
  const fail = (what: string) => `seed ${seed} (FEED_INVARIANT_SEED=${seed}): ${what}\n  ${log.join('\n  ')}`;
  for (let step = 0; step < STEPS_PER_SEED; step++) {
    const line = await randomStep(ctx);
    log.push(line);
    const status = /: (\d{3})/.exec(line)?.[1] ?? 'none';
    statuses[status] = (statuses[status] ?? 0) + 1;
    if (status === '500') throw new Error(fail('a step answered 500'));
    const breaks = await feedBreaks();
    if (breaks.length) throw new Error(fail(breaks.join('; ')));
  }
  const codes = brokenCodes(await exportedErrors());
  if (codes.length) throw new Error(fail(`the exported feed has ${codes.join(', ')}`));
}

it('starts from a feed without broken keys or references', async () => {
  await reset();
  expect(await feedBreaks()).toEqual([]);
  expect(brokenCodes(await exportedErrors())).toEqual([]);
});

/** Seeds in groups, each a test of its own with its own time limit. */
const GROUP = 25;
const groups = Array.from({ length: Math.ceil(SEEDS.length / GROUP) }, (_, i) =>
  SEEDS.slice(i * GROUP, (i + 1) * GROUP),
);

it.each(groups.map((g) => [g[0], g[g.length - 1], g] as const))(
  'keeps every key unique and every reference resolved: seeds %i to %i',
  async (_first, _last, seeds) => {
    const statuses: Record<string, number> = {};
    for (const seed of seeds) await runSeed(seed, statuses);
    console.log(
      `feed invariants: ${seeds.length} seeds, ${seeds.length * STEPS_PER_SEED} steps, answers`,
      statuses,
    );
  },
  120_000,
);

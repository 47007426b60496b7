// Random edits of a small project through the real API, for the feed-invariants property test: a
// seeded generator (mulberry32) picks each step's kind, its author (one of two editors) and its
// values from small pools, so keys collide, rows in use get deleted and reverts meet later writes.
// Any answer is accepted: the invariants are what the test checks after every step.
import { sql } from 'kysely';
import type { Client, TestApp } from '../helpers.js';

/** A deterministic generator of numbers in [0, 1) from a 32-bit seed. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface StepContext {
  app: TestApp;
  projectId: number;
  editors: [Client, Client];
  random: () => number;
}

const STOP_IDS = ['S1', 'S2', 'S3', 'S4', 'K1', 'K2'];
const ROUTE_IDS = ['R1', 'R2', 'R3'];
const TRIP_IDS = ['T1', 'T2', 'KT'];
const RESOURCES = { stops: 'stops', routes: 'routes', trips: 'trips' } as const;

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** Rows of a table now, read in SQL (id, key and version). */
async function rowsOf(ctx: StepContext, table: keyof typeof RESOURCES) {
  const key = { stops: 'stop_id', routes: 'route_id', trips: 'trip_id' }[table];
  const { rows } = await sql<{ id: string; key: string; version: number }>`${sql.raw(
    `SELECT id, ${key} AS key, version FROM gtfs_${table} WHERE project_id = ${ctx.projectId} ORDER BY id`,
  )}`.execute(ctx.app.db);
  return rows;
}

const base = (ctx: StepContext) => `/api/projects/${ctx.projectId}`;

function stopTimes(ctx: StepContext) {
  const n = 2 + Math.floor(ctx.random() * 2);
  return Array.from({ length: n }, (_, i) => ({
    stop_id: pick(ctx.random, STOP_IDS),
    stop_sequence: i + 1,
    arrival_time: `08:0${i}:00`,
    departure_time: `08:0${i}:00`,
  }));
}

type Step = (ctx: StepContext, who: Client) => Promise<string>;

/** Each step answers a line for the failure log: what it asked and the status it got. */
export const STEPS: Record<string, Step> = {
  async edit(ctx, who) {
    const row = pick(ctx.random, await rowsOf(ctx, 'stops'));
    if (!row) return 'edit: no stop';
    const res = await who.request('PATCH', `${base(ctx)}/stops/${row.id}/`, {
      json: { version: row.version, stop_name: `Name ${Math.floor(ctx.random() * 100)}` },
    });
    return `edit stop ${row.key}: ${res.status}`;
  },
  async create(ctx, who) {
    const id = pick(ctx.random, STOP_IDS);
    const res = await who.post(`${base(ctx)}/stops/`, {
      stop_id: id,
      stop_name: id,
      stop_lat: 0,
      stop_lon: 0,
    });
    return `create stop ${id}: ${res.status}`;
  },
  async createTrip(ctx, who) {
    const body = {
      trip_id: pick(ctx.random, TRIP_IDS),
      route_id: pick(ctx.random, ROUTE_IDS),
      service_id: 'WK',
      stop_times: stopTimes(ctx),
    };
    const res = await who.post(`${base(ctx)}/trips/`, body);
    return `create trip ${body.trip_id} on ${body.route_id}: ${res.status}`;
  },
  async remove(ctx, who) {
    const table = pick(ctx.random, Object.keys(RESOURCES) as (keyof typeof RESOURCES)[]);
    const row = pick(ctx.random, await rowsOf(ctx, table));
    if (!row) return `delete: no ${table}`;
    const res = await who.delete(`${base(ctx)}/${table}/${row.id}/`);
    return `delete ${table} ${row.key}: ${res.status}`;
  },
  async rename(ctx, who) {
    const table = pick(ctx.random, ['stops', 'routes'] as const);
    const row = pick(ctx.random, await rowsOf(ctx, table));
    if (!row) return `rename: no ${table}`;
    const to = pick(ctx.random, table === 'stops' ? STOP_IDS : ROUTE_IDS);
    const key = table === 'stops' ? 'stop_id' : 'route_id';
    const res = await who.request('PATCH', `${base(ctx)}/${table}/${row.id}/`, {
      json: { version: row.version, [key]: to },
    });
    return `rename ${table} ${row.key} -> ${to}: ${res.status}`;
  },
  async copy(ctx, who) {
    const row = pick(ctx.random, await rowsOf(ctx, 'trips'));
    if (!row) return 'copy: no trip';
    const body = { trip_ids: [row.key], service_id: pick(ctx.random, ['WK', 'WE']), shift_minutes: 30 };
    const res = await who.post(`${base(ctx)}/trips/copy/`, body);
    return `copy trip ${row.key} to ${body.service_id}: ${res.status}`;
  },
  async tidy(ctx, who) {
    const plan = await who.get<{ fingerprint: string }>(`${base(ctx)}/tidy/`);
    const steps = {
      calendars: true,
      merge_services: true,
      merge_stops: 5,
      merge_shapes: true,
      orphans: true,
    };
    const res = await who.post(`${base(ctx)}/tidy/`, {
      fingerprint: plan.body.fingerprint,
      steps,
      exclude: [],
    });
    return `tidy: ${res.status}`;
  },
  async revert(ctx, who) {
    const { rows } = await sql<{ id: string }>`SELECT id FROM change_batches
      WHERE project_id = ${ctx.projectId} AND rows_kept ORDER BY id DESC LIMIT 8`.execute(ctx.app.db);
    const batch = pick(ctx.random, rows);
    if (!batch) return 'revert: no batch';
    const mode = pick(ctx.random, ['rest', 'all-or-nothing']);
    const res = await who.post<{ rows?: number; conflicts?: unknown[] }>(
      `${base(ctx)}/history/${batch.id}/revert/`,
      { mode },
    );
    return `revert #${batch.id} ${mode}: ${res.status} rows ${res.body.rows} conflicts ${res.body.conflicts?.length}`;
  },
};

/** Runs one random step by one of the two editors. */
export async function randomStep(ctx: StepContext): Promise<string> {
  const name = pick(ctx.random, Object.keys(STEPS));
  const who = ctx.random() < 0.5 ? 0 : 1;
  return `${who ? 'bea' : 'ana'} ${await STEPS[name]!(ctx, ctx.editors[who])}`;
}

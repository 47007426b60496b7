// Timetable of a real route (issue 24: DEUCE of rtc_lasvegas opens in <= 400 ms and a save of its
// 370 changed trips takes <= 800 ms; the biggest route of the 8.3M-row growth feed opens in <= 1 s).
// Starts an embedded PostgreSQL of its own and a built `ruta serve` on it, imports the feed, then
// times through the API, BENCH_REPEAT times each:
//  - open: GET timetable/ of the route's direction with the most trips (every service), as the
//    editor reads it;
//  - save: POST timetable/ with every trip of that direction changed (each time moved by one minute,
//    forwards and back on alternate saves), the answer being the timetable as read after the save;
// and beside the wall times the CPU the API process and PostgreSQL spent per request (less
// sensitive to the other processes of a shared machine than the wall time), and the history batch
// each save left (one per save, its row count).
// Run: npm run build && node bench/timetable/route.mjs
//   BENCH_FEED=zip (default rtc_lasvegas.zip of RUTA_SHARED), BENCH_ROUTE=short name or route_id
//   (default DEUCE; `biggest` for the route with the most trips in one direction), BENCH_REPEAT=5,
//   BENCH_SAVE=0 to time the open only
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { importProject, sharedDir, signIn, startServer } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REPEAT = Number(process.env.BENCH_REPEAT ?? 5);
const ROUTE = process.env.BENCH_ROUTE ?? 'DEUCE';
const SAVE = process.env.BENCH_SAVE !== '0';
const feed = process.env.BENCH_FEED ?? path.join(sharedDir(root), 'feeds/rtc_lasvegas.zip');
if (!existsSync(feed)) {
  console.log(`skipped: ${feed} is missing (set RUTA_SHARED or BENCH_FEED)`);
  process.exit(0);
}

const temp = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-route-'));
chmodSync(temp, 0o755); // PostgreSQL runs as its own user when we are root
const { startEmbeddedPostgres } = await import(
  path.join(root, 'packages/server/dist/db/embedded-postgres.js')
);
const database = await startEmbeddedPostgres(path.join(temp, 'pg'), 'ruta');
const postmaster = Number(readFileSync(path.join(temp, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]);

/** CPU seconds (user + system) of a process from /proc (USER_HZ 100); with `reaped`, its ended children too. */
function processCpu(pid, reaped = false) {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(f[11]) + Number(f[12]) + (reaped ? Number(f[13]) + Number(f[14]) : 0)) / 100;
  } catch {
    return 0; // ended meanwhile
  }
}
function postgresCpu() {
  let sum = processCpu(postmaster, true);
  for (const entry of readdirSync('/proc'))
    if (/^\d+$/.test(entry))
      try {
        if (Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster)
          sum += processCpu(Number(entry));
      } catch {
        // ended meanwhile
      }
  return sum;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const hms = (s) =>
  [s / 3600, (s / 60) % 60, s % 60].map((n) => String(Math.floor(n)).padStart(2, '0')).join(':');
const ms = (xs) => `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(', ')})`;

const server = await startServer(root, { env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' } });
const client = new pg.Client({ connectionString: database.url });
try {
  await client.connect();
  const headers = await signIn(server.base, server.dataDir);
  const imported = await importProject(server.base, headers, feed, 'Bench route timetable');
  console.log(`imported ${path.basename(feed)} in ${imported.seconds.toFixed(1)} s`);
  const P = `${server.base}/api/projects/${imported.id}/timetable/`;
  const routes = await (await fetch(`${P}routes/`, { headers })).json();
  const directions = routes.flatMap((r) => r.directions.map((d) => ({ ...d, route: r })));
  const pick = directions
    .filter((d) => ROUTE === 'biggest' || d.route.route_short_name === ROUTE || d.route.route_id === ROUTE)
    .sort((a, b) => b.trips - a.trips)[0];
  if (!pick) throw new Error(`no route ${ROUTE}`);
  const query = `?route=${encodeURIComponent(pick.route.route_id)}&direction=${pick.direction_id ?? 'none'}`;

  /** Runs `request` REPEAT times: wall ms, and CPU ms of the API process and of PostgreSQL per request. */
  async function timed(request) {
    const wall = [];
    const api0 = processCpu(server.server.pid);
    const pg0 = postgresCpu();
    let last;
    for (let i = 0; i < REPEAT; i++) {
      const t0 = performance.now();
      last = await request(i);
      wall.push(performance.now() - t0);
    }
    const api = ((processCpu(server.server.pid) - api0) * 1000) / REPEAT;
    const pgCpu = ((postgresCpu() - pg0) * 1000) / REPEAT;
    return { wall, api, pg: pgCpu, last };
  }

  const read = async () => {
    const res = await fetch(P + query, { headers });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`read: ${res.status} ${text.slice(0, 300)}`);
    return text;
  };
  await read(); // one warm-up read (plans, caches)
  const open = await timed(read);
  const table = JSON.parse(open.last);
  const trips = table.patterns.flatMap((p) => p.trips.map((t) => ({ t, stopIds: p.stop_ids })));
  const stopTimes = trips.reduce((n, x) => n + x.t.stop_time_ids.length, 0);

  let current = table;
  const save = async (i) => {
    const shift = i % 2 ? -60 : 60;
    const updated = current.patterns.flatMap((p) =>
      p.trips.map((t) => ({
        id: t.id,
        stamp: t.stamp,
        stop_times: t.stop_time_ids.map((id, k) => ({
          id,
          stop_id: p.stop_ids[k],
          arrival_time: t.arrival_times[k] === null ? null : hms(t.arrival_times[k] + shift),
          departure_time: t.departure_times[k] === null ? null : hms(t.departure_times[k] + shift),
        })),
      })),
    );
    const body = { route_id: pick.route.route_id, direction_id: pick.direction_id, updated };
    const res = await fetch(P, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`save: ${res.status} ${text.slice(0, 300)}`);
    current = JSON.parse(text);
    return text;
  };
  console.log(
    `timetable of route ${pick.route.route_short_name ?? pick.route.route_id} direction ${pick.direction_id}: ` +
      `${trips.length} trips, ${table.patterns.length} patterns, ${stopTimes} stop times; load average ${os
        .loadavg()
        .map((x) => x.toFixed(2))
        .join(' ')}`,
  );
  console.log(
    `  open: ${ms(open.wall)}; CPU per read: API ${open.api.toFixed(0)} ms, PostgreSQL ${open.pg.toFixed(0)} ms; answer ${(open.last.length / 1e6).toFixed(2)} MB`,
  );
  if (SAVE) {
    const saved = await timed(save);
    const { rows: batches } = await client.query(
      `SELECT id, summary_key, row_count, rows_kept FROM change_batches WHERE project_id = $1 ORDER BY id DESC LIMIT $2`,
      [imported.id, REPEAT],
    );
    console.log(
      `  save of ${trips.length} changed trips: ${ms(saved.wall)}; CPU per save: API ${saved.api.toFixed(0)} ms, PostgreSQL ${saved.pg.toFixed(0)} ms`,
    );
    console.log(
      `  history: ${batches.map((b) => `${b.summary_key} ${b.row_count} rows${b.rows_kept ? '' : ' (counts only)'}`).join('; ')}`,
    );
  }
} finally {
  await client.end().catch(() => {});
  await server.stop();
  await database.stop();
  rmSync(temp, { recursive: true, force: true });
}

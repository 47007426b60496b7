// Growth curve (issue 24: with rtc_lasvegas scaled up to 8.3M stop_times, the import no more than
// linear in rows, any list page p95 <= 30 ms, the timetable of the biggest route opens <= 1 s, and
// the server with its PostgreSQL peaks at <= 1 GB). For each size, a fresh built `ruta serve` with its
// embedded PostgreSQL, and through the API as a user would:
//  - the import of rtc_lasvegas scaled to that many stop_times (scale_feed.py, cached in the temp
//    directory): seconds from upload to ready, and the feed's rows per second;
//  - the trips list sorted by headsign, page 1 and the last page: p95 of BENCH_REPEAT requests each,
//    the two pages' requests alternated, and the CPU time the server and its PostgreSQL spent on them;
//  - the timetable of the route direction with the most trips: median of BENCH_OPENS reads;
//  - the peak memory of the server (RSS) and of its PostgreSQL (the sum of its processes' PSS, so
//    the shared buffers count once), sampled every 250 ms from the upload to the end.
// Prints one line per size as it goes, then the curve as a table.
// Run: npm run build && node bench/growth/run.mjs
//   BENCH_SIZES=500000,2000000,4000000,8000000 (scale_feed.py's --stop-times: it makes whole copies
//   of the feed's 593,797, rounding up, so these give 0.59M, 2.38M, 4.16M and 8.31M stop_times),
//   BENCH_REPEAT=20, BENCH_OPENS=3, RUTA_SHARED=dir, BENCH_HOLD_FILE=path (see hold())
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bigFeed, importProject, percentile, sharedDir, signIn, startServer } from '../support.mjs';
import { cpuSeconds, pgProcesses } from '../compare/pg-proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SIZES = (process.env.BENCH_SIZES ?? '500000,2000000,4000000,8000000').split(',').map(Number);
const REPEAT = Number(process.env.BENCH_REPEAT ?? 20);
const OPENS = Number(process.env.BENCH_OPENS ?? 3);
const shared = sharedDir(root);
if (
  !existsSync(path.join(shared, 'feeds/rtc_lasvegas.zip')) ||
  !existsSync(path.join(shared, 'tools/scale_feed.py'))
) {
  console.log(`bench/growth: skipped, no shared feeds/tools at ${shared} (set RUTA_SHARED)`);
  process.exit(0);
}
if (!existsSync(path.join(root, 'packages/server/dist/cli.js'))) {
  console.error('bench/growth: the server is not built; run `npm run build` first');
  process.exit(1);
}

/** Rows of every table of a zip and of its stop_times (lines after the header), by Python's zipfile. */
function feedRows(zip) {
  const script = `import sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
total = stop_times = 0
for n in z.namelist():
    if n.endswith('.txt'):
        with z.open(n) as f:
            rows = max(0, sum(1 for _ in f) - 1)
        total += rows
        if n.endswith('stop_times.txt'):
            stop_times = rows
print(total, stop_times)`;
  const [rows, stopTimes] = execFileSync('python3', ['-c', script, zip], { encoding: 'utf8' })
    .trim()
    .split(' ')
    .map(Number);
  return { rows, stopTimes };
}

/** The process and all its descendants, from /proc. */
function family(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // ended meanwhile
    }
  }
  const out = [];
  const walk = (p) => (children.get(p) ?? []).forEach((c) => (out.push(c), walk(c)));
  walk(pid);
  return out;
}

/** A kB figure of /proc/{pid}/{file} (0 when the process ended). */
function kb(pid, file, key) {
  try {
    const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** Samples the server's RSS and its PostgreSQL's PSS every 250 ms; `stop()` answers the peaks in MB. */
function memoryPeaks(serverPid) {
  const peak = { server: 0, postgres: 0, both: 0 };
  const sample = () => {
    const server = kb(serverPid, 'status', 'VmRSS');
    const postgres = family(serverPid)
      .map((pid) => kb(pid, 'smaps_rollup', 'Pss'))
      .reduce((a, b) => a + b, 0);
    peak.server = Math.max(peak.server, server);
    peak.postgres = Math.max(peak.postgres, postgres);
    peak.both = Math.max(peak.both, server + postgres);
  };
  const timer = setInterval(sample, 250);
  return () => {
    clearInterval(timer);
    sample();
    return Object.fromEntries(Object.entries(peak).map(([k, v]) => [k, v / 1024]));
  };
}

async function timedGet(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const text = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${text.slice(0, 300)}`);
  return { ms, text };
}

/**
 * p50/p95 of REPEAT requests of each URL after a warm-up, the URLs' requests alternated: the minutes
 * after an import carry PostgreSQL's autovacuum of the new partitions, and timing one page after the
 * other would charge that to whichever page came first.
 */
async function latencies(urls, headers) {
  for (const url of urls) await timedGet(url, headers);
  const times = urls.map(() => []);
  for (let i = 0; i < REPEAT; i++)
    for (const [k, url] of urls.entries()) times[k].push((await timedGet(url, headers)).ms);
  return times.map((t) => {
    t.sort((a, b) => a - b);
    return { p50: percentile(t, 50), p95: percentile(t, 95) };
  });
}
const p = (t) => `${t.p95.toFixed(1)} (p50 ${t.p50.toFixed(1)})`;

/**
 * With BENCH_HOLD_FILE=path, keeps each size's server up after its measures (to EXPLAIN or profile
 * it by hand): writes where it is to that file and waits until the file is removed.
 */
async function hold(where) {
  const file = process.env.BENCH_HOLD_FILE;
  if (!file) return;
  writeFileSync(file, `${JSON.stringify(where)}\n`);
  console.log(`holding the server (${where.base}) until ${file} is removed`);
  while (existsSync(file)) await new Promise((r) => setTimeout(r, 1000));
}

async function measure(stopTimes) {
  const zip = bigFeed(shared, stopTimes);
  const { rows, stopTimes: made } = feedRows(zip);
  const ruta = await startServer(root, { env: { LOG_LEVEL: 'warn' } });
  const peaks = memoryPeaks(ruta.server.pid);
  try {
    const headers = await signIn(ruta.base, ruta.dataDir);
    const imported = await importProject(ruta.base, headers, zip, `growth ${stopTimes}`);
    const P = `${ruta.base}/api/projects/${imported.id}`;
    const list = `${P}/trips/?per_page=10&sort=trip_headsign|asc`;
    const { pagination } = JSON.parse((await timedGet(list, headers)).text);
    // CPU of the server and its PostgreSQL per list request: wall times follow the machine's load.
    const pg = pgProcesses(ruta.dataDir);
    const cpu = () => cpuSeconds(ruta.server.pid) + pg.cpu();
    const cpuStart = cpu();
    const [page1, last] = await latencies(
      [`${list}&page=1`, `${list}&page=${pagination.last_page}`],
      headers,
    );
    const listCpuMs = ((cpu() - cpuStart) * 1000) / (2 * (REPEAT + 1));
    const routes = JSON.parse((await timedGet(`${P}/timetable/routes/`, headers)).text);
    const pick = routes
      .flatMap((r) => r.directions.map((d) => ({ ...d, route: r })))
      .sort((a, b) => b.trips - a.trips)[0];
    const url = `${P}/timetable/?route=${encodeURIComponent(pick.route.route_id)}&direction=${pick.direction_id ?? 'none'}`;
    const opens = [];
    const openCpuStart = [cpuSeconds(ruta.server.pid), pg.cpu()];
    for (let i = 0; i < OPENS; i++) opens.push((await timedGet(url, headers)).ms);
    const openCpuMs = [cpuSeconds(ruta.server.pid), pg.cpu()].map((s, k) =>
      Math.round(((s - openCpuStart[k]) * 1000) / OPENS),
    );
    const memory = peaks(); // before the hold: what is done by hand there is not the bench's
    await hold({ base: ruta.base, dataDir: ruta.dataDir, projectId: imported.id, timetable: url });
    return {
      stopTimes,
      made,
      rows,
      trips: pagination.total,
      importS: imported.seconds,
      rowsPerS: rows / imported.seconds,
      page1,
      last,
      listCpuMs,
      route: `${pick.route.route_short_name ?? pick.route.route_id} (${pick.trips} trips)`,
      open: opens.sort((a, b) => a - b)[Math.floor(opens.length / 2)],
      opens,
      openCpuMs,
      ...memory,
      load: os
        .loadavg()
        .map((x) => x.toFixed(1))
        .join(' '),
    };
  } catch (err) {
    peaks();
    throw err;
  } finally {
    await ruta.stop();
  }
}

const curve = [];
for (const size of SIZES) {
  const r = await measure(size);
  curve.push(r);
  console.log(
    `--stop-times ${size}: ${r.made} stop_times (${r.rows} rows, ${r.trips} trips): import ${r.importS.toFixed(1)} s (${Math.round(r.rowsPerS)} rows/s); ` +
      `trips by headsign p95 page 1 ${p(r.page1)} ms, last ${p(r.last)} ms, CPU ${r.listCpuMs.toFixed(1)} ms per request; ` +
      `timetable of ${r.route} ${r.open.toFixed(0)} ms (${r.opens.map((x) => x.toFixed(0)).join(', ')}; CPU per open server ${r.openCpuMs[0]} + PostgreSQL ${r.openCpuMs[1]} ms); ` +
      `peak MB server ${r.server.toFixed(0)}, PostgreSQL ${r.postgres.toFixed(0)}, together ${r.both.toFixed(0)}; load ${r.load}`,
  );
}
console.log(
  '\n| --stop-times | stop_times | rows | import s | rows/s | trips by headsign p95 page 1 / last ms | biggest timetable open ms | peak MB server + PostgreSQL | load |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const r of curve)
  console.log(
    `| ${r.stopTimes} | ${r.made} | ${r.rows} | ${r.importS.toFixed(1)} | ${Math.round(r.rowsPerS)} | ${p(r.page1)} / ${p(r.last)} | ${r.open.toFixed(0)} (${r.route}) | ${r.server.toFixed(0)} + ${r.postgres.toFixed(0)} = ${r.both.toFixed(0)} | ${r.load} |`,
  );

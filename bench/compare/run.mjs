// Ruta's import against node-gtfs's on the same feed, in one run: the 2.4M-row feed (rtc_lasvegas
// scaled to 2M stop_times), imported alternately by node-gtfs (`importGtfs` into a fresh SQLite file,
// in a child process) and by a built `ruta serve` (embedded PostgreSQL, through the API as a user
// would), BENCH_RUNS times each (default 3). Prints each run, the medians, the ratio and the peak
// memory of each: node-gtfs's process, Ruta's server process, and Ruta's PostgreSQL (sum of its
// processes' proportional set size, so shared buffers count once).
//
// node-gtfs is not a dependency of the workspace (CI never installs it): the first run installs it
// with npm into NODE_GTFS_DIR (default: ruta-bench-node-gtfs in the temp directory) and says so.
// Run: npm run build && node bench/compare/run.mjs
//   (BENCH_RUNS=3 RUTA_SHARED=../shared BENCH_ZIP=feed.zip RUTA_ROOT=checkout NODE_GTFS_DIR=dir)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigFeedBench, importProject, procKb, signIn, startServer } from '../support.mjs';
import { cpuSeconds, pgProcesses } from './pg-proc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const { big } = bigFeedBench('compare', root);
// RUTA_ROOT=/other/checkout measures another build (e.g. the one before a change) on the same feed.
const rutaRoot = process.env.RUTA_ROOT ? path.resolve(process.env.RUTA_ROOT) : root;
const zip = process.env.BENCH_ZIP ?? big;
const runs = Number(process.env.BENCH_RUNS ?? 3);
// BENCH_RUTA_ONLY=1: Ruta's runs alone (before/after figures of a change, with RUTA_ROOT).
const rutaOnly = process.env.BENCH_RUTA_ONLY === '1';

// gtfs@4.21 asks for better-sqlite3 13, whose native module crashes on Node 20: pinned to 12 (built
// from source by node-gyp when no prebuilt binary fits).
const NODE_GTFS = { gtfs: '4.21.0' };
const NODE_GTFS_OVERRIDES = { 'better-sqlite3': '12.9.0' };
const gtfsDir = process.env.NODE_GTFS_DIR ?? path.join(os.tmpdir(), 'ruta-bench-node-gtfs');
if (!rutaOnly && !existsSync(path.join(gtfsDir, 'node_modules/gtfs/package.json'))) {
  console.log(
    `installing node-gtfs (gtfs ${NODE_GTFS.gtfs}, better-sqlite3 ${NODE_GTFS_OVERRIDES['better-sqlite3']}) ` +
      `into ${gtfsDir}, outside the workspace (a few minutes the first time)...`,
  );
  mkdirSync(gtfsDir, { recursive: true });
  writeFileSync(
    path.join(gtfsDir, 'package.json'),
    JSON.stringify({ private: true, dependencies: NODE_GTFS, overrides: NODE_GTFS_OVERRIDES }),
  );
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--engine-strict=false'], {
    cwd: gtfsDir,
    stdio: 'inherit',
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg()[0].toFixed(1);

function nodeGtfsOnce() {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-node-gtfs-db-'));
  try {
    const out = execFileSync(
      process.execPath,
      [path.join(here, 'node-gtfs-import.mjs'), gtfsDir, zip, path.join(tmp, 'gtfs.db')],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 << 20 },
    );
    return JSON.parse(out.trim().split('\n').at(-1));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * One import by a fresh `ruta serve` (started after node-gtfs's run, so no idle connection of ours
 * has been closed by the server meanwhile): times, CPU and peak memory.
 */
async function rutaOnce(run) {
  const logs = [];
  const ruta = await startServer(rutaRoot, { onLog: (e) => e.msg === 'GTFS imported' && logs.push(e) });
  try {
    const headers = await signIn(ruta.base, ruta.dataDir);
    const pg = pgProcesses(ruta.dataDir);
    let serverKb = 0;
    const cpu0 = { server: cpuSeconds(ruta.server.pid), pg: pg.cpu() };
    let tick = 0;
    const sampler = setInterval(() => {
      serverKb = Math.max(serverKb, procKb(ruta.server.pid, 'VmRSS'));
      if (tick++ % 5 === 0) pg.sample(); // a walk of /proc: every 250 ms
    }, 50);
    const ours = await importProject(ruta.base, headers, zip, `compare #${run}`);
    clearInterval(sampler);
    const serverCpu = cpuSeconds(ruta.server.pid) - cpu0.server;
    const pgCpu = pg.cpu() - cpu0.pg;
    for (let i = 0; logs.length === 0 && i < 100; i++) await new Promise((r) => setTimeout(r, 50)); // the job's log line
    return {
      job: logs[0].ms / 1000,
      wall: ours.seconds,
      serverMb: Math.round(serverKb / 1024),
      pgMb: pg.peakMb(),
      serverCpu,
      pgCpu,
    };
  } finally {
    await ruta.stop();
  }
}

console.log(`feed ${zip}, Ruta of ${rutaRoot}`);
console.log(
  'run | node-gtfs s (CPU s) | its peak RSS MB | Ruta s: job / upload→ready | Ruta CPU s: server + PostgreSQL | server peak RSS MB | PostgreSQL peak MB | ratio | load',
);
const results = [];
for (let run = 1; run <= runs; run++) {
  const theirs = rutaOnly ? { seconds: NaN, peakRssMb: NaN, cpuSeconds: NaN } : nodeGtfsOnce();
  const r = {
    theirs: theirs.seconds,
    theirsMb: theirs.peakRssMb,
    theirsCpu: theirs.cpuSeconds,
    ...(await rutaOnce(run)),
  };
  results.push(r);
  console.log(
    `${run} | ${r.theirs.toFixed(1)} (${r.theirsCpu.toFixed(1)}) | ${r.theirsMb} | ${r.job.toFixed(2)} / ${r.wall.toFixed(2)} | ` +
      `${r.serverCpu.toFixed(1)} + ${r.pgCpu.toFixed(1)} | ${r.serverMb} | ${r.pgMb} | 1/${(r.theirs / r.wall).toFixed(1)} | ${load()}`,
  );
}
const m = (k) => median(results.map((r) => r[k]));
console.log(
  `\nmedian of ${runs}: node-gtfs ${m('theirs').toFixed(1)} s (peak RSS ${m('theirsMb')} MB); ` +
    `Ruta ${m('wall').toFixed(2)} s upload to ready, ${m('job').toFixed(2)} s in the job ` +
    `(server peak RSS ${m('serverMb')} MB, PostgreSQL ${m('pgMb')} MB; CPU ${m('serverCpu').toFixed(1)} s + ${m('pgCpu').toFixed(1)} s ` +
    `against node-gtfs's ${m('theirsCpu').toFixed(1)} s); ` +
    `Ruta takes 1/${(m('theirs') / m('wall')).toFixed(1)} of node-gtfs's time ` +
    `(1/${(m('theirs') / m('job')).toFixed(1)} counting the job alone); load average ${load()}`,
);

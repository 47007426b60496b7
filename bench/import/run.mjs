// GTFS import benchmark: starts the real built server (`ruta serve`, embedded PostgreSQL, fresh
// DATA_DIR), signs a user in, and imports calama, rtc_lasvegas and the 2.4M-row stop_times feed made by
// ../shared/tools/scale_feed.py through POST /api/projects/create_project_from_gtfs/. For each run it
// reports the import time the job logs, the time from upload to `from_gtfs` seen by polling, and the
// peak RSS of the server process (sampled every 20 ms from /proc; PostgreSQL's own memory is not in it).
/* global FormData */
// Run: npm run build && node bench/import/run.mjs   (BENCH_RUNS=n, default 3; RUTA_SHARED=dir)
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Blob } from 'node:buffer';
import { bigFeed as makeBigFeed, freePort, sharedDir, signIn, waitForServer } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const shared = sharedDir(root);
const runs = Number(process.env.BENCH_RUNS ?? 3);
const cli = path.join(root, 'packages/server/dist/cli.js');

if (!existsSync(path.join(shared, 'feeds'))) {
  console.log(`bench/import: skipped, no shared feeds at ${shared}/feeds (set RUTA_SHARED)`);
  process.exit(0);
}
if (!existsSync(cli)) {
  console.error(`bench/import: ${cli} is missing; run \`npm run build\` first`);
  process.exit(1);
}

// BENCH_FEEDS=big (or calama,rtc): only the feeds whose name contains one of the words.
const only = process.env.BENCH_FEEDS?.split(',').filter(Boolean);
const feeds = [
  ['calama', () => path.join(shared, 'feeds/calama.zip')],
  ['rtc_lasvegas', () => path.join(shared, 'feeds/rtc_lasvegas.zip')],
  ['big (2.4M rows)', () => makeBigFeed(shared)],
]
  .filter(([name]) => !only || only.some((w) => name.includes(w)))
  .map(([name, file]) => [name, file()]);

const kb = (pid, key) => {
  const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
};

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-import-'));
chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [cli, 'serve'], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const importLogs = [];
let buffered = '';
server.stdout.on('data', (chunk) => {
  buffered += chunk;
  let nl;
  while ((nl = buffered.indexOf('\n')) >= 0) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    try {
      const entry = JSON.parse(line);
      if (entry.msg === 'GTFS imported' || entry.msg === 'GTFS import failed') importLogs.push(entry);
      if (entry.msg === 'GTFS import failed') console.error(entry.err);
    } catch {
      // not JSON
    }
  }
});

async function stop() {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  await waitForServer(base);
  const headers = await signIn(base, dataDir);
  console.log(`server pid ${server.pid}, RSS after start ${Math.round(kb(server.pid, 'VmRSS') / 1024)} MB`);
  console.log('feed | run | job import s | upload→from_gtfs s | server peak RSS MB | rows');
  const summary = [];
  for (const [name, file] of feeds) {
    const results = [];
    for (let run = 1; run <= runs; run++) results.push(await importOnce(headers, name, file, run));
    const median = (k) => results.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(results.length / 2)];
    summary.push({
      name,
      job: median('job'),
      wall: median('wall'),
      rss: Math.max(...results.map((r) => r.rss)),
      rows: results[0].rows,
    });
  }
  console.log('\nmedian of %d runs (peak RSS: highest run)', runs);
  for (const s of summary)
    console.log(
      `${s.name}: import ${s.job.toFixed(2)} s (upload to from_gtfs ${s.wall.toFixed(2)} s), server peak RSS ${s.rss} MB, ${s.rows} rows`,
    );
  console.log(`server VmHWM (whole life) ${Math.round(kb(server.pid, 'VmHWM') / 1024)} MB`);
} finally {
  await stop();
}

async function importOnce(headers, name, file, run) {
  const form = new FormData();
  form.append('name', `${name} #${run}`);
  form.append('file', new Blob([readFileSync(file)]), path.basename(file));
  let rss = 0;
  const logsBefore = importLogs.length;
  const sampler = setInterval(() => (rss = Math.max(rss, kb(server.pid, 'VmRSS'))), 20);
  const started = performance.now();
  const res = await fetch(`${base}/api/projects/create_project_from_gtfs/`, {
    method: 'POST',
    headers,
    body: form,
  });
  if (res.status !== 201) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  const { project_id: id } = await res.json();
  let project;
  for (;;) {
    project = await (await fetch(`${base}/api/projects/${id}/`, { headers })).json();
    if (project.creation_status !== 'loading_gtfs') break;
    await new Promise((r) => setTimeout(r, 20));
  }
  const wall = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (project.creation_status !== 'from_gtfs')
    throw new Error(`${name}: ${project.loading_gtfs_error_message}`);
  // The job's log line comes after the status change: wait for this import's.
  for (let i = 0; importLogs.length < logsBefore + 1 && i < 200; i++)
    await new Promise((r) => setTimeout(r, 50));
  const log = importLogs.at(-1);
  const job = log.ms / 1000;
  const rows = log.tables.reduce((n, t) => n + t.rows, 0);
  const result = { job, wall, rss: Math.round(rss / 1024), rows };
  const copy = log.tables.map((t) => `${t.table} ${t.ms} [${t.indexMs}]`).join(', ');
  console.log(`${name} | ${run} | ${job.toFixed(2)} | ${wall.toFixed(2)} | ${result.rss} | ${rows}`);
  console.log(
    `  copy ms [index ms]: ${copy}; index ${log.indexMs} ms; analyze ${log.analyzeMs} ms; swap ${log.swapMs} ms; commit ${log.commitMs} ms; load ${os.loadavg()[0].toFixed(1)}`,
  );
  return result;
}

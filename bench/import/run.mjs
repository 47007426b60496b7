// GTFS import benchmark: starts the real built server (`ruta serve`, embedded PostgreSQL, fresh
// DATA_DIR), signs a user in, and imports calama, rtc_lasvegas and the 2.4M-row stop_times feed made by
// ../shared/tools/scale_feed.py through POST /api/projects/create_project_from_gtfs/. For each run it
// reports the import time the job logs, the time from upload to `from_gtfs` seen by polling, and the
// peak RSS of the server process (sampled every 20 ms from /proc; PostgreSQL's own memory is not in it).
/* global FormData */
// Run: npm run build && node bench/import/run.mjs   (BENCH_RUNS=n, default 3; RUTA_SHARED=dir)
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { Blob } from 'node:buffer';
import { procKb, signIn, startServer } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const shared = process.env.RUTA_SHARED ?? path.resolve(root, '../shared');
const runs = Number(process.env.BENCH_RUNS ?? 3);

if (!existsSync(path.join(shared, 'feeds'))) {
  console.log(`bench/import: skipped, no shared feeds at ${shared}/feeds (set RUTA_SHARED)`);
  process.exit(0);
}

/** The 2.4M-row feed, made once and cached in the temp directory. */
function bigFeed() {
  const out = path.join(os.tmpdir(), 'ruta-bench-big-2000000.zip');
  if (!existsSync(out)) {
    console.log('making the 2M stop_times feed with scale_feed.py (about 20 s)...');
    execFileSync('python3', [
      path.join(shared, 'tools/scale_feed.py'),
      path.join(shared, 'feeds/rtc_lasvegas.zip'),
      out,
      '--stop-times',
      '2000000',
    ]);
  }
  return out;
}

// BENCH_FEEDS=big (or calama,rtc): only the feeds whose name contains one of the words.
const only = process.env.BENCH_FEEDS?.split(',').filter(Boolean);
const feeds = [
  ['calama', () => path.join(shared, 'feeds/calama.zip')],
  ['rtc_lasvegas', () => path.join(shared, 'feeds/rtc_lasvegas.zip')],
  ['big (2.4M rows)', bigFeed],
]
  .filter(([name]) => !only || only.some((w) => name.includes(w)))
  .map(([name, file]) => [name, file()]);

const importLogs = [];
const { server, base, dataDir, stop } = await startServer(root, {
  onLog: (entry) => {
    if (entry.msg === 'GTFS imported' || entry.msg === 'GTFS import failed') importLogs.push(entry);
    if (entry.msg === 'GTFS import failed') console.error(entry.err);
  },
});
const kb = procKb;

try {
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
  await new Promise((r) => setTimeout(r, 50)); // let the log line arrive
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

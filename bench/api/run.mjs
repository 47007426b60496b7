// Table API latency benchmark (issue 4, acceptance: p95 <= 50 ms). Starts the real built server
// (`ruta serve`, embedded PostgreSQL, fresh DATA_DIR), imports the 2.4M-row feed (rtc_lasvegas scaled
// to 2M stop_times by ../shared/tools/scale_feed.py) through the API once, then times list requests of
// trips and stops: every sortable column, asc and desc, page 1 and the last page, with and without
// search. Prints p50/p95 per request kind and the worst p95.
// Run: npm run build && node bench/api/run.mjs   (BENCH_REPEAT=n requests per kind, default 20;
// RUTA_SHARED=dir; BENCH_PER_PAGE, default 10; BENCH_SEARCH=0 leaves out the search kinds). Also prints
// the CPU time the server and its PostgreSQL spent per list request (the machine may be shared). With
// BENCH_AUTOVACUUM_S=n it then waits until n s after the import and prints what autovacuum did to the
// project's partitions since.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bigFeedBench, importBigFeed, percentile, startServer } from '../support.mjs';
import pg from 'pg';
import { cpuSeconds, embeddedPgConfig, pgProcesses } from '../compare/pg-proc.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const repeat = Number(process.env.BENCH_REPEAT ?? 20);
const perPage = Number(process.env.BENCH_PER_PAGE ?? 10);
const searches = process.env.BENCH_SEARCH === '0' ? [false] : [false, true];

const { big } = bigFeedBench('api', root);
const ruta = await startServer(root, { env: { LOG_LEVEL: 'warn' } });

try {
  const { headers, P, projectId } = await importBigFeed(ruta, big, 'bench api');
  const imported = Date.now();
  const get = async (url) => {
    const t0 = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(body)}`);
    return { body, ms };
  };

  const results = [];
  const pg = pgProcesses(ruta.dataDir);
  const cpu = () => cpuSeconds(ruta.server.pid) + pg.cpu();
  const cpuStart = cpu();
  let requests = 0;
  for (const [resource, searchField] of [
    ['stops', 'stop_name'],
    ['trips', 'trip_headsign'],
  ]) {
    const first = (await get(`${P}/${resource}/?per_page=1`)).body;
    const sorts = Object.keys(first.results[0]).filter((k) => k !== 'version' && k !== 'invalid');
    // A search term that matches part of the table: the first word of a value in the middle.
    const sample = (await get(`${P}/${resource}/?per_page=1&page=${Math.ceil(first.pagination.total / 2)}`))
      .body.results[0];
    const term = String(sample[searchField] ?? sample.id)
      .split(/\s+/)[0]
      .slice(0, 6)
      .toLowerCase();
    console.log(
      `${resource}: ${first.pagination.total} rows, ${sorts.length} sortable columns, search "${term}"`,
    );
    for (const sort of sorts)
      for (const dir of ['asc', 'desc'])
        for (const search of searches.map((s) => (s ? term : null))) {
          const q = `per_page=${perPage}&sort=${sort}|${dir}${search ? `&search=${encodeURIComponent(search)}` : ''}`;
          const { body } = await get(`${P}/${resource}/?${q}`); // warm-up, and the last page number
          for (const [pageName, page] of [
            ['page 1', 1],
            ['last page', body.pagination.last_page],
          ]) {
            const times = [];
            for (let i = 0; i < repeat; i++, requests++)
              times.push((await get(`${P}/${resource}/?${q}&page=${page}`)).ms);
            times.sort((a, b) => a - b);
            results.push({
              kind: `${resource} ${sort}|${dir} ${pageName}${search ? ' search' : ''}`,
              p50: percentile(times, 50),
              p95: percentile(times, 95),
            });
          }
        }
  }
  console.log('\nrequest kind | p50 ms | p95 ms');
  for (const r of results) console.log(`${r.kind} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)}`);
  const worst = results.reduce((a, b) => (b.p95 > a.p95 ? b : a));
  const all = results.map((r) => r.p95).sort((a, b) => a - b);
  console.log(
    `\n${results.length} request kinds x ${repeat}; median p95 ${all[Math.floor(all.length / 2)].toFixed(1)} ms; worst p95 ${worst.p95.toFixed(1)} ms (${worst.kind})`,
  );
  const cpuMs = ((cpu() - cpuStart) * 1000) / requests;
  console.log(
    `CPU (server + PostgreSQL) per timed request: ${cpuMs.toFixed(2)} ms over ${requests} requests`,
  );
  if (process.env.BENCH_AUTOVACUUM_S) await autovacuumSince(imported, projectId);
  console.log(worst.p95 <= 50 ? 'PASS: every p95 <= 50 ms' : 'FAIL: some p95 > 50 ms');
} finally {
  await ruta.stop();
}

/** The autovacuum and autoanalyze runs on the project's partitions, BENCH_AUTOVACUUM_S after the import. */
async function autovacuumSince(imported, projectId) {
  const wait = imported + Number(process.env.BENCH_AUTOVACUUM_S) * 1000 - Date.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const client = new pg.Client(embeddedPgConfig(ruta.dataDir));
  await client.connect();
  const { rows } = await client.query(
    `SELECT relname, autoanalyze_count, autovacuum_count, n_mod_since_analyze, n_ins_since_vacuum,
       total_autoanalyze_time, total_autovacuum_time
     FROM pg_stat_user_tables WHERE relname = ANY($1::text[]) ORDER BY relname`,
    [['stop_times', 'trips', 'shapes', 'stops'].map((t) => `gtfs_${t}_p${projectId}`)],
  );
  await client.end();
  console.log(
    `\nautovacuum on the project's partitions, ${process.env.BENCH_AUTOVACUUM_S} s after the import:`,
  );
  console.table(rows);
}

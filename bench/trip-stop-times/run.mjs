// Stop-times editor read and save on the 2.4M-row project (acceptance: a 120-stop trip reads and saves
// in <= 100 ms). Starts the real built server (`ruta serve`, embedded PostgreSQL, fresh DATA_DIR),
// imports the 2.4M-row feed, gives one trip 120 stop times (the feed's first 120 stops), then times
// BENCH_REPEAT times each: the trip detail (stop times with stop names and positions, shape points,
// fingerprint) and the whole-trip save (PATCH with version, fingerprint and the 120 rows), as the
// editor sends them. Times are loopback round trips, so an upper bound of the server's time.
// Run: npm run build && RUTA_SHARED=../shared node bench/trip-stop-times/run.mjs   (BENCH_REPEAT, default 30)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bigFeedBench, importBigFeed, percentile, startServer } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const repeat = Number(process.env.BENCH_REPEAT ?? 30);
const STOPS = 120;

const { big } = bigFeedBench('trip-stop-times', root);
const ruta = await startServer(root, { env: { LOG_LEVEL: 'warn' } });

try {
  const { headers, P } = await importBigFeed(ruta, big, 'bench stop times');
  const call = async (method, url, json) => {
    const t0 = performance.now();
    const res = await fetch(url, {
      method,
      headers: json ? { ...headers, 'Content-Type': 'application/json' } : headers,
      body: json ? JSON.stringify(json) : undefined,
    });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(body)}`);
    return { body, ms };
  };
  const stops = (await call('GET', `${P}/stops/?per_page=${STOPS}`)).body.results;
  const trip = (await call('GET', `${P}/trips/?per_page=1&page=1000`)).body.results[0];
  const rows = stops.map((s, i) => {
    const t = 6 * 3600 + i * 90;
    const hms = [t / 3600, (t / 60) % 60, t % 60]
      .map((v) => String(Math.floor(v)).padStart(2, '0'))
      .join(':');
    return { stop_id: s.stop_id, stop_sequence: i + 1, arrival_time: hms, departure_time: hms };
  });
  let detail = (await call('GET', `${P}/trips/${trip.id}/`)).body;
  await call('PATCH', `${P}/trips/${trip.id}/`, { version: detail.version, stop_times: rows });
  detail = (await call('GET', `${P}/trips/${trip.id}/`)).body;
  console.log(
    `trip ${trip.trip_id}: ${detail.stop_times.length} stop times, ${detail.shape_points.length} shape points`,
  );

  const reads = [];
  const saves = [];
  for (let i = 0; i < repeat; i++) {
    const read = await call('GET', `${P}/trips/${trip.id}/`);
    reads.push(read.ms);
    const save = await call('PATCH', `${P}/trips/${trip.id}/`, {
      version: read.body.version,
      stop_times_version: read.body.stop_times_version,
      stop_times: read.body.stop_times,
    });
    saves.push(save.ms);
  }
  reads.sort((a, b) => a - b);
  saves.sort((a, b) => a - b);
  console.log('\nrequest | p50 ms | p95 ms | max ms');
  for (const [name, t] of [
    ['read (trip detail)', reads],
    ['save (whole-trip PATCH)', saves],
  ])
    console.log(
      `${name} | ${percentile(t, 50).toFixed(1)} | ${percentile(t, 95).toFixed(1)} | ${t[t.length - 1].toFixed(1)}`,
    );
  const ok = percentile(reads, 95) <= 100 && percentile(saves, 95) <= 100;
  console.log(ok ? 'PASS: read and save p95 <= 100 ms' : 'FAIL: a p95 is above 100 ms');
} finally {
  await ruta.stop();
}

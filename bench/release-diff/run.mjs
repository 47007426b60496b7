// The server's release diff on the 2.4M-row feed against itself with 1% of its trips shifted: two
// releases of one project (the big feed, then the shifted copy uploaded over it), then the diff job,
// timed from the request to its result, with the server process's RSS sampled meanwhile.
// Run: npm run build && node bench/diff/run.mjs && node bench/release-diff/run.mjs
// (bench/diff makes the shifted copy in the temp directory; RUTA_SHARED=../shared)
/* global FormData, Blob */
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigFeedBench, importBigFeed, procKb, startServer } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { big } = bigFeedBench('release-diff', root);
const shifted = path.join(os.tmpdir(), 'ruta-bench-big-2000000-shifted.zip');
if (!existsSync(shifted)) {
  console.error(`bench/release-diff: ${shifted} is missing; run \`node bench/diff/run.mjs\` first`);
  process.exit(1);
}

const logged = [];
const app = await startServer(root, { onLog: (e) => e.msg === 'release diff done' && logged.push(e) });
try {
  const { headers, P } = await importBigFeed(app, big, 'Release diff bench');
  const call = async (method, p, body) => {
    const res = await fetch(`${P}/${p}`, {
      method,
      headers: { ...headers, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body && JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${p}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  const waitFor = async (read, done) => {
    for (;;) {
      const value = await read();
      if (done(value)) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
  };
  const buildAndPropose = async () => {
    const t0 = performance.now();
    await call('POST', 'build_and_validate_gtfs_file/');
    const built = await waitFor(
      () => call('GET', ''),
      (p) => !['queued', 'building', 'validating'].includes(p.gtfs_building_and_validation_status),
    );
    if (built.gtfs_building_and_validation_status !== 'finished') throw new Error('the build failed');
    const t1 = performance.now();
    const release = await call('POST', 'releases/', { note: '' });
    const t2 = performance.now();
    console.log(
      `built in ${((t1 - t0) / 1000).toFixed(1)} s, release ${release.number} proposed in ${((t2 - t1) / 1000).toFixed(2)} s`,
    );
  };
  await buildAndPropose();
  const form = new FormData();
  form.append('file', new Blob([readFileSync(shifted)]), 'shifted.zip');
  const up = await fetch(`${P}/upload_gtfs_file/`, { method: 'POST', headers, body: form });
  if (!up.ok) throw new Error(`upload: ${up.status}`);
  await waitFor(
    () => call('GET', ''),
    (p) => p.creation_status !== 'loading_gtfs',
  );
  await buildAndPropose();

  const before = procKb(app.server.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, procKb(app.server.pid, 'VmRSS'))), 50);
  const started = performance.now();
  const answer = await waitFor(
    () => call('GET', 'releases/2/diff/?against=1'),
    (a) => a.status === 'done' || a.status === 'error',
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (answer.status !== 'done') throw new Error('the diff failed');
  const counts = Object.fromEntries(answer.result.tables.map((t) => [t.file, t.updated]));
  console.log(`updated rows by file: ${JSON.stringify(counts)}; risks: ${answer.result.risks.length}`);
  const phases = Object.entries(logged[0]?.phases ?? {}).map(([name, ms]) => `${name} ${ms}`);
  console.log(
    `release diff: ${seconds.toFixed(1)} s from the request to the result (job ${logged[0]?.ms} ms: ${phases.join(', ')}); ` +
      `server RSS ${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB during (limits: 10 s, 1 GB)`,
  );
} finally {
  await app.stop();
}

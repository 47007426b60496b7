// Validator benchmark: wall time and peak RSS of validateFeed on calama, rtc_lasvegas and the scaled
// 2.4M-row feed, each in a fresh Node process so peak RSS is the feed's own.
// Run: npm run build -w @ruta/gtfs && node bench/validate/bench.mjs
// The big feed is support.mjs's bigFeed (scale_feed.py, cached in the temp directory); BIG_FEED overrides it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { bigFeed } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = process.env.RUTA_SHARED ?? path.resolve(here, '../../../shared');
const dist = path.resolve(here, '../../packages/gtfs/dist/validate/index.js');

if (process.argv[2] === '--one') {
  // Child: validate one feed and print the figures as JSON.
  const { validateFeed } = await import(dist);
  const t0 = performance.now();
  const r = await validateFeed(process.argv[3]);
  const ms = performance.now() - t0;
  const usage = process.resourceUsage();
  const peak = usage.maxRSS * 1024;
  // CPU time is what the validator itself costs; wall time also shows how busy the machine is.
  const cpuMs = (usage.userCPUTime + usage.systemCPUTime) / 1000;
  console.log(JSON.stringify({ ms, cpuMs, peak, counts: r.counts, htmlBytes: r.html.length }));
  process.exit(0);
}

if (!existsSync(path.join(shared, 'feeds'))) {
  console.log(`skipped: ${shared}/feeds not found (set RUTA_SHARED)`);
  process.exit(0);
}
if (!existsSync(dist)) {
  console.log('build first: npm run build -w @ruta/gtfs');
  process.exit(1);
}
// The 2.4M-row feed the other benches use (made once and cached in the temp directory).
const big = process.env.BIG_FEED ?? bigFeed(shared);
const feeds = [
  ['calama', path.join(shared, 'feeds/calama.zip')],
  ['rtc_lasvegas', path.join(shared, 'feeds/rtc_lasvegas.zip')],
  ['big (2.4M stop_times)', big],
];
console.log('feed                    time (s)  CPU (s)  peak RSS (MB)  errors  warnings  infos');
for (const [name, file] of feeds) {
  const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--one', file], {
    encoding: 'utf8',
  });
  if (child.status !== 0) {
    console.log(`${name}: failed\n${child.stderr}`);
    continue;
  }
  const r = JSON.parse(child.stdout.trim().split('\n').pop());
  console.log(
    `${name.padEnd(22)}  ${(r.ms / 1000).toFixed(2).padStart(8)}  ${(r.cpuMs / 1000).toFixed(2).padStart(7)}  ` +
      `${(r.peak / 1024 ** 2).toFixed(0).padStart(13)}  ` +
      `${String(r.counts.errors).padStart(6)}  ${String(r.counts.warnings).padStart(8)}  ${String(r.counts.infos).padStart(5)}`,
  );
}

// bench/tidy: `ruta-gtfs tidy` on the 2.4M-row feed (rtc_lasvegas scaled to 2M stop_times), timed with
// its peak memory (GNU time's maximum resident set size). Acceptance: ≤ 30 s and ≤ 1 GB.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigFeedBench } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { big } = bigFeedBench('tidy', root);
const cli = path.join(root, 'packages/gtfs/dist/cli.js');
if (!existsSync(cli)) {
  console.error(`bench/tidy: ${cli} is missing; run \`npm run build\` first`);
  process.exit(1);
}
const dir = mkdtempSync(path.join(tmpdir(), 'ruta-bench-tidy-'));
const runs = Number(process.env.BENCH_REPEAT ?? 3);
const CASES = [['every step', []]];
try {
  for (const [label, extra] of CASES)
    for (let i = 0; i < runs; i++) {
      const t0 = Date.now();
      const out = path.join(dir, 'out.zip');
      const r = spawnSync(
        '/usr/bin/time',
        ['-f', 'maxrss_kb=%M cpu_s=%U+%S', process.execPath, cli, 'tidy', big, '-o', out, ...extra],
        {
          encoding: 'utf8',
        },
      );
      if (r.status !== 0) throw new Error(`tidy failed: ${r.stderr}`);
      const seconds = (Date.now() - t0) / 1000;
      const mb = Number(/maxrss_kb=(\d+)/.exec(r.stderr)?.[1]) / 1024;
      const [user, sys] = (/cpu_s=([\d.]+)\+([\d.]+)/.exec(r.stderr) ?? []).slice(1).map(Number);
      console.log(
        `${label}, run ${i + 1}: ${seconds.toFixed(1)} s wall, ${(user + sys).toFixed(1)} s CPU, peak ${mb.toFixed(0)} MB, load ${loadavg()[0].toFixed(1)}`,
      );
      if (i === 0) console.log(r.stdout.trim().replace(/^/gm, '  '));
    }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

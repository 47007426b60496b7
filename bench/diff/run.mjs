// The CLI diff of the 2.4M-row feed against itself with 1% of its trips shifted: wall time, CPU and
// peak RSS of `ruta-gtfs diff --json` in a fresh process (validator included, then without it).
// Run: npx tsc -b packages/gtfs && node bench/diff/run.mjs   (RUTA_SHARED=../shared)
import { spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, renameSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yazl from 'yazl';
import { bigFeed, sharedDir } from '../support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shared = sharedDir(root);
if (
  !existsSync(path.join(shared, 'feeds/rtc_lasvegas.zip')) ||
  !existsSync(path.join(shared, 'tools/scale_feed.py'))
) {
  console.log(`bench/diff: skipped, no shared feeds/tools at ${shared} (set RUTA_SHARED)`);
  process.exit(0);
}
const cli = path.join(root, 'packages/gtfs/dist/cli.js');
if (!existsSync(cli)) {
  console.error(`bench/diff: ${cli} is missing; run \`npx tsc -b packages/gtfs\` first`);
  process.exit(1);
}
const gtfs = await import(path.join(root, 'packages/gtfs/dist/index.js'));
const big = bigFeed(shared);

/** Every 100th trip (by first appearance in stop_times) two minutes later: 1% of the trips. */
async function shiftedCopy(src, out) {
  const zip = await gtfs.openGtfsZip(src);
  const z = new yazl.ZipFile();
  for (const e of zip.entries) {
    if (e.name !== 'stop_times.txt') {
      z.addBuffer(await e.readBytes(), e.path);
      continue;
    }
    const lines = (await e.readBytes()).toString('utf8').split('\n');
    const head = lines[0].split(',');
    const [ti, ai, di] = ['trip_id', 'arrival_time', 'departure_time'].map((c) => head.indexOf(c));
    const seen = new Map();
    for (let i = 1; i < lines.length; i++) {
      if (!lines[i]) continue;
      const cells = lines[i].split(',');
      let k = seen.get(cells[ti]);
      if (k === undefined) seen.set(cells[ti], (k = seen.size));
      if (k % 100 !== 0) continue;
      for (const c of [ai, di])
        if (cells[c]) cells[c] = gtfs.formatTime(gtfs.parseValue({ kind: 'time' }, cells[c]) + 120);
      lines[i] = cells.join(',');
    }
    z.addBuffer(Buffer.from(lines.join('\n')), e.path);
  }
  zip.close();
  z.end();
  await new Promise((resolve, reject) => {
    const partial = `${out}.partial.zip`;
    z.outputStream
      .pipe(createWriteStream(partial))
      .on('close', () => {
        renameSync(partial, out);
        resolve();
      })
      .on('error', reject);
  });
}

const shifted = path.join(os.tmpdir(), 'ruta-bench-big-2000000-shifted.zip');
if (!existsSync(shifted)) {
  console.log('making the copy with 1% of the trips shifted by 2 minutes...');
  await shiftedCopy(big, shifted);
}

function measure(extra) {
  // /usr/bin/time is not everywhere; the child reports its own figures on stderr instead.
  const t0 = process.hrtime.bigint();
  const r = spawnSync(
    process.execPath,
    [path.join(root, 'bench/diff/child.mjs'), cli, big, shifted, ...extra],
    {
      encoding: 'utf8',
      maxBuffer: 1024 ** 3,
    },
  );
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`diff exited ${r.status}: ${r.stderr}`);
  return { ms, ...JSON.parse(r.stderr.trim().split('\n').pop()), json: JSON.parse(r.stdout) };
}

console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);
for (const [label, extra] of [
  ['with the validator', []],
  ['--no-validate', ['--no-validate']],
]) {
  const m = measure(extra);
  const st = m.json.tables.find((t) => t.file === 'stop_times.txt');
  console.log(
    `${label.padEnd(20)} ${(m.ms / 1000).toFixed(2)} s wall, ${(m.cpuMs / 1000).toFixed(2)} s CPU, peak RSS ${Math.round(m.peak / 1024 ** 2)} MB; ` +
      `stop_times ${st.old_rows} rows, ${st.updated} updated; ${m.json.service.length} service changes; risks: ${m.json.risks.map((r) => r.code).join(', ') || 'none'}`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((x) => x.toFixed(1))
    .join(' ')}`,
);

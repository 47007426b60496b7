// Round trip of every shared feed, the big ones included (the unit test skips feeds above 1 MB zipped).
// Run: node bench/csv/roundtrip-all.mjs
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const feeds = path.resolve(process.env.RUTA_SHARED ?? path.resolve(root, '../shared'), 'feeds');
if (!existsSync(feeds)) {
  console.log(`bench/csv roundtrip-all: skipped, ${feeds} not found (set RUTA_SHARED)`);
  process.exit(0);
}
const r = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'packages/gtfs/src/roundtrip.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, RUTA_ROUNDTRIP_MAX_BYTES: 'Infinity' },
});
process.exit(r.status ?? 1);

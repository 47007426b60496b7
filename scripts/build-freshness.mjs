// Whether `npm start` must build first. The build's outputs cannot say when it last ran: `tsc -b`
// leaves an output file whose text did not change untouched (and skips a package with no change), so
// a file of the oldest package would look stale forever. A stamp written after each successful build,
// dated when that build began, is the one reliable time: a source saved during the build is newer.
import { closeSync, existsSync, mkdirSync, openSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const STAMP = 'node_modules/.cache/ruta-build-stamp';
/** What the server serves: when one is missing, the build is due whatever the stamp says. */
export const OUTPUTS = [
  'packages/gtfs/dist/index.js',
  'packages/server/dist/cli.js',
  'packages/web/dist/index.html',
];
export const SOURCES = [
  'packages/gtfs/src',
  'packages/server/src',
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/precompress.ts',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name))), stat.mtimeMs);
}

/** True when an output or the stamp is missing, or a source changed since the last build began. */
export function needsBuild(root) {
  const stamp = join(root, STAMP);
  if (!existsSync(stamp) || OUTPUTS.some((p) => !existsSync(join(root, p)))) return true;
  const builtAt = statSync(stamp).mtimeMs;
  return SOURCES.some((p) => newestMtime(join(root, p)) > builtAt);
}

/** Records a successful build that began at `startedAt` (a Date). */
export function markBuilt(root, startedAt) {
  const stamp = join(root, STAMP);
  mkdirSync(dirname(stamp), { recursive: true });
  closeSync(openSync(stamp, 'a'));
  utimesSync(stamp, startedAt, startedAt);
}

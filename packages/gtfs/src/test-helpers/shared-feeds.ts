// The shared real feeds, found through RUTA_SHARED (by default `shared` beside the repository). A
// test that needs them and finds none says so on the console, then skips.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
export const SHARED = process.env.RUTA_SHARED ?? path.resolve(repoRoot, '..', 'shared');
export const SHARED_FEEDS = path.join(SHARED, 'feeds');

/** The path of `feeds/<name>`, or null when absent (after saying why the test skips). */
export function sharedFeed(name: string, test: string): string | null {
  const file = path.join(SHARED_FEEDS, name);
  if (existsSync(file)) return file;
  console.log(`${test} skipped: no ${name} in ${SHARED_FEEDS} (set RUTA_SHARED)`);
  return null;
}

/** The zips of the shared feeds that `keep` accepts (all by default); none says why the test skips. */
export function sharedFeeds(test: string, keep: (file: string) => boolean = () => true): string[] {
  const zips = existsSync(SHARED_FEEDS)
    ? readdirSync(SHARED_FEEDS).filter((f) => f.endsWith('.zip') && keep(path.join(SHARED_FEEDS, f)))
    : [];
  if (!zips.length) console.log(`${test} skipped: no feeds in ${SHARED_FEEDS} (set RUTA_SHARED)`);
  return zips;
}

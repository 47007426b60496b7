// A large real-shaped feed for watching a long import: rtc_lasvegas scaled to 2.4M stop times by the
// shared folder's tools/scale_feed.py (RUTA_SHARED, see feeds.ts), made once per machine and kept in
// the temp folder. The caller skips, saying why, when the shared feeds or tools are absent.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sharedPath } from './feeds.js';

const SOURCE = sharedPath('feeds', 'rtc_lasvegas.zip');
const TOOL = sharedPath('tools', 'scale_feed.py');
export const BIG_STOP_TIMES = 2_400_000;

export function bigFeedAvailable(): boolean {
  if (existsSync(SOURCE) && existsSync(TOOL)) return true;
  console.log(`${SOURCE} or ${TOOL} not found (set RUTA_SHARED): the big-feed test skips`);
  return false;
}

export function bigFeed(): Buffer {
  const out = join(tmpdir(), `ruta-lasvegas-${BIG_STOP_TIMES}.zip`);
  if (!existsSync(out)) {
    const partial = `${out}.${process.pid}.part`;
    execFileSync('python3', [TOOL, SOURCE, partial, '--stop-times', String(BIG_STOP_TIMES)], {
      stdio: 'ignore',
    });
    execFileSync('mv', [partial, out]);
  }
  return readFileSync(out);
}

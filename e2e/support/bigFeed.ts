// A large real-shaped feed for watching a long import: rtc_lasvegas scaled to 2.4M stop times by
// /work/shared/tools/scale_feed.py, made once per machine and kept in the temp folder. Null when the
// shared feeds or tools are not on this machine (the caller skips).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SOURCE = '/work/shared/feeds/rtc_lasvegas.zip';
const TOOL = '/work/shared/tools/scale_feed.py';
export const BIG_STOP_TIMES = 2_400_000;

export const bigFeedAvailable = () => existsSync(SOURCE) && existsSync(TOOL);

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

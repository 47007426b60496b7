// stop_times read on two threads (the compiled build: from sources there is no worker module) is
// reported exactly as one thread reports it: ids first met in either part, notices in both parts past
// the sample cap, a quote or an unclosed quote in the worker's part, CRLF lines, a damaged entry.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { minimalFeed, TEST_DATE, zipFeed } from '../../test-helpers/minimal-feed.js';

const DIST = path.resolve(import.meta.dirname, '../../../dist/validate');
const built = existsSync(path.join(DIST, 'load/split-worker.js'));
if (!built) console.log(`skipped: ${DIST} is not built (npm run build)`);

type Validate = typeof import('../index.js');
type Worker = typeof import('./split-worker.js');
const dist = async <T>(file: string) => (await import(path.join(DIST, file))) as T;

const dir = mkdtempSync(path.join(tmpdir(), 'ruta-two-threads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence,start_pickup_drop_off_window';

/** 3,000 rows over 600 trips; every row's stop id has a trailing space (past the sample cap). */
function stopTimes(eol = '\n', extra: Record<number, string> = {}): string {
  const lines = [HEADER];
  for (let i = 0; i < 3000; i++) {
    const t = Math.floor(i / 5);
    lines.push(
      extra[i] ?? `T${t},08:0${i % 5}:00,08:0${i % 5}:00,S${(i % 5) + (i > 2000 ? 7 : 1)} ,${i % 5},`,
    );
  }
  return lines.join(eol) + eol;
}

async function zipFile(name: string, text: string): Promise<string> {
  const f = minimalFeed();
  f.raw['stop_times.txt'] = text;
  const file = path.join(dir, name);
  writeFileSync(file, await zipFeed(f));
  return file;
}

/** Everything validateFeed says, timing aside. */
async function outputs(file: string, splitMinBytes: number) {
  const { validateFeed } = await dist<Validate>('index.js');
  const r = await validateFeed(file, { now: TEST_DATE, splitMinBytes });
  r.report.summary.validationTimeSeconds = 0;
  return { report: JSON.stringify(r.report), html: r.html, counts: r.counts, perFile: r.perFile };
}

const CASES: [string, string][] = [
  ['plain', stopTimes()],
  ['CRLF', stopTimes('\r\n')],
  ['bad rows in both parts', stopTimes('\n', { 10: 'T2,8h,08:00:00,S1,1,', 2900: 'T9,,x,S2', 2950: '' })],
  ['Flex windows in both parts', stopTimes('\n', { 20: 'T4,,,S1,1,08:00:00', 2800: 'T560,,,S1,1,09:00:00' })],
  ['a quote in the second part', stopTimes('\n', { 2500: 'T500,08:00:00,08:00:00,"S1\nS2",1,' })],
  ['an unclosed quote in the second part', stopTimes('\n', { 2999: 'T599,"08:00:00' })],
];

describe.skipIf(!built)('stop_times on two threads (compiled)', () => {
  it.each(CASES)('reports %s as one thread does', async (name, text) => {
    const file = await zipFile(`${name}.zip`, text);
    const one = await outputs(file, Infinity);
    expect(await outputs(file, 0)).toEqual(one);
    expect(one.report).toContain('leading_or_trailing_whitespaces');
  });

  it('cuts the file: the worker reads the rows after a line end near the middle', async () => {
    const text = stopTimes();
    const { readSecondPart } = await dist<Worker>('load/split-worker.js');
    let posted = 0;
    const post = (m: { chunk: ArrayBuffer } | { end: true }) => {
      if ('chunk' in m) posted += m.chunk.byteLength;
    };
    const { data } = await readSecondPart({ zip: await zipFile('cut.zip', text) }, post);
    const firstPart = text.slice(0, posted);
    expect(firstPart.endsWith('\n')).toBe(true);
    expect(posted).toBeGreaterThanOrEqual(text.length / 2);
    // Rows: the first part's lines less the header, then the worker's.
    expect(firstPart.split('\n').length - 2 + data!.n).toBe(3000);
    expect(data!.notices.groups.find((g) => g.code === 'leading_or_trailing_whitespaces')?.totalNotices).toBe(
      data!.n,
    );
  });

  it('fails on a damaged stop_times.txt as one thread does', async () => {
    const file = await zipFile('damaged.zip', stopTimes());
    const zip = readFileSync(file);
    // Scramble compressed bytes in the middle of the biggest entry (stop_times.txt).
    for (let i = Math.floor(zip.length / 2), end = i + 64; i < end; i++) zip[i] = zip[i]! ^ 0x5a;
    writeFileSync(file, zip);
    const error = (splitMinBytes: number) =>
      outputs(file, splitMinBytes).then(
        () => 'no error',
        (e: Error) => `${e.name}: ${e.message}`,
      );
    const one = await error(Infinity);
    expect(one).not.toBe('no error');
    expect(await error(0)).toBe(one);
  });
});

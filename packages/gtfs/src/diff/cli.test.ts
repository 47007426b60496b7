// The acceptance of `ruta-gtfs diff`: a real feed against a copy with six known changes; the JSON
// reports each with its code and values and no other risk; exit codes for CI and bad input.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiff } from './command.js';
import { makeKnownChanges, type KnownChanges } from '../test-helpers/feed-changes.js';
import { makeZip } from '../test-helpers/make-zip.js';
import type { DiffResult } from './types.js';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test-fixtures', name);
const CALTRAIN = fixture('caltrain_2017.zip');
const COMPILED_CLI = path.resolve(import.meta.dirname, '../../dist/cli.js');

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runDiff(args, { out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('ruta-gtfs diff', () => {
  let dir: string;
  let changed: string;
  let known: KnownChanges;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'ruta-diff-'));
    known = await makeKnownChanges(CALTRAIN);
    changed = path.join(dir, 'changed.zip');
    writeFileSync(changed, known.zip);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Each feed's own era as today, so none of them expires soon.
  it.each([
    ['caltrain_2017.zip', '2017-08-01'],
    ['google_sample.zip', '2007-01-15'],
    ['calama.zip', '2020-01-15'],
  ])(
    'reports each known change to %s with its code and values, and no other risk',
    async (name, today) => {
      const k = name === 'caltrain_2017.zip' ? known : await makeKnownChanges(fixture(name));
      const next = path.join(dir, `changed-${name}`);
      writeFileSync(next, k.zip);
      const r = await run([fixture(name), next, '--json', '--today', today]);
      expect(r.err).toBe('');
      expect(r.code).toBe(0);
      const json = JSON.parse(r.out) as DiffResult;
      expect(json.risks).toEqual(k.risks);
      expect(k.risks.map((x) => x.code)).toEqual([
        'route_removed',
        'service_dropped_on_date',
        'stop_moved',
        'id_removed',
        'stop_sequence_renumbered',
        'feed_end_shortened',
      ]);
    },
    120_000,
  );

  it('shows the same changes as gtfs_diff rows and as service per route and date', async () => {
    const r = await run([CALTRAIN, changed, '--json', '--no-validate', '--today', '2017-08-01']);
    const json = JSON.parse(r.out) as DiffResult;
    const risk = (code: string) => known.risks.find((x) => x.code === code) as Record<string, unknown>;
    const moved = risk('stop_moved').stop_id as string;
    const stopRow = json.rows.find((c) => c.file === 'stops.txt' && c.action === 'update')!;
    expect(stopRow.identifier).toEqual({ stop_id: moved });
    expect(Object.keys(stopRow.new_value!)).toEqual(['stop_lat']);
    const route = risk('route_removed').route_id as string;
    expect(json.rows.filter((c) => c.file === 'routes.txt')).toMatchObject([
      { action: 'delete', target: 'row', identifier: { route_id: route } },
    ]);
    const date = risk('service_dropped_on_date').date as string;
    const thatDay = json.service.filter((x) => x.date === date);
    expect(thatDay.length).toBeGreaterThan(0);
    expect(thatDay.every((x) => x.old !== null && x.new === null)).toBe(true);
    expect(json.service_days.find((d) => d.date === date)!.new).toEqual({ trips: 0, hours: 0 });
  }, 60_000);

  it('exits 1 with --fail-on-risk when there is a risk, and prints the summary in Spanish', async () => {
    const r = await run([CALTRAIN, changed, '--fail-on-risk', '--lang', 'es', '--today', '2017-08-01']);
    expect(r.code).toBe(1);
    expect(r.out).toContain('Riesgos (6):');
    expect(r.out).toContain('[stop_moved] parada');
    expect(r.out).toContain('movida 250 m');
    expect(r.out).toMatch(/stops\.txt\s+\+1 -1 ~1 {2}\(64 → 64\)/);
  }, 60_000);

  it('exits 0 with --fail-on-risk when a feed is compared with itself', async () => {
    const r = await run([CALTRAIN, CALTRAIN, '--fail-on-risk', '--today', '2017-08-01']);
    expect(r.code).toBe(0);
    expect(r.out).toContain('No row changes.');
    expect(r.out).toContain('No risks found.');
  }, 60_000);

  it('reports a new version that expires within 30 days of --today', async () => {
    const r = await run([CALTRAIN, CALTRAIN, '--json', '--no-validate', '--today', '2019-07-01']);
    expect((JSON.parse(r.out) as DiffResult).risks).toEqual([
      { code: 'feed_expires_soon', date: '2019-07-20' },
    ]);
  });

  it('does not call a version that ended before --today one that expires soon', async () => {
    const r = await run([CALTRAIN, CALTRAIN, '--json', '--no-validate', '--today', '2019-07-21']);
    expect((JSON.parse(r.out) as DiffResult).risks).toEqual([]);
  });

  // The compiled CLI reads both versions in worker threads and hands their rows over as buffers; the
  // answer must be the one this thread computes from sources, byte for byte.
  it('answers the same from worker threads (the compiled CLI) as in one thread', async () => {
    if (!existsSync(COMPILED_CLI)) {
      console.log(`skipped: ${COMPILED_CLI} is not built (npm run build)`);
      return;
    }
    // With the validator too: each worker validates its version from the rows it digests.
    for (const validate of [['--no-validate'], []]) {
      const args = [CALTRAIN, changed, '--json', ...validate, '--today', '2017-08-01'];
      const here = await run(args);
      const compiled = spawnSync(process.execPath, [COMPILED_CLI, 'diff', ...args], { encoding: 'utf8' });
      expect(compiled.stderr).toBe('');
      expect(compiled.status).toBe(0);
      expect(compiled.stdout.trim()).toBe(here.out.trim());
    }
    const notZip = path.join(dir, 'worker-notes.zip');
    writeFileSync(notZip, 'not a zip');
    const bad = spawnSync(process.execPath, [COMPILED_CLI, 'diff', CALTRAIN, notZip], { encoding: 'utf8' });
    expect([bad.status, bad.stderr.trim()]).toEqual([2, `error: ${notZip}: the file is not a zip archive`]);
  }, 60_000);

  it('refuses a CSV that cannot be parsed the same way with the validator and without', async () => {
    const broken = path.join(dir, 'broken.zip');
    const stopTimes =
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence\nT1,08:00:00,08:00:00,"S1,1\n';
    writeFileSync(
      broken,
      await makeZip({ 'stops.txt': 'stop_id,stop_name\nS1,One\n', 'stop_times.txt': stopTimes }),
    );
    const expected = { code: 2, out: '', err: expect.stringMatching(/^error: stop_times\.txt line 2: /) };
    expect(await run([CALTRAIN, broken, '--no-validate'])).toEqual(expected);
    expect(await run([CALTRAIN, broken])).toEqual(await run([CALTRAIN, broken, '--no-validate']));
  });

  it('refuses bad input with one line and exit code 2', async () => {
    const notZip = path.join(dir, 'notes.zip');
    writeFileSync(notZip, 'not a zip');
    expect(await run([CALTRAIN, path.join(dir, 'missing.zip')])).toEqual({
      code: 2,
      out: '',
      err: `error: ${path.join(dir, 'missing.zip')}: no such file`,
    });
    expect(await run([notZip, CALTRAIN])).toEqual({
      code: 2,
      out: '',
      err: `error: ${notZip}: the file is not a zip archive`,
    });
    expect((await run([CALTRAIN, dir, '--lang', 'es'])).err).toBe(`error: ${dir}: el archivo no existe`);
    expect((await run([CALTRAIN])).code).toBe(2);
    expect(await run([CALTRAIN, CALTRAIN, '--max-rows', 'many'])).toMatchObject({
      code: 2,
      err: 'error: --max-rows needs a whole number',
    });
    expect(await run([CALTRAIN, CALTRAIN, '--today', '1/8/2017'])).toMatchObject({
      code: 2,
      err: 'error: --today needs a date as YYYY-MM-DD, not "1/8/2017"',
    });
  });
});

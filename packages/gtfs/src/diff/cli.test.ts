// The acceptance of `ruta-gtfs diff`: a real feed against a copy with six known changes; the JSON
// reports each with its code and values and no other risk; exit codes for CI and bad input.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDiff } from '../diff-command.js';
import { makeKnownChanges, type KnownChanges } from '../test-helpers/feed-changes.js';
import type { DiffResult } from './types.js';

const fixture = (name: string) => path.resolve(import.meta.dirname, '../../test-fixtures', name);
const CALTRAIN = fixture('caltrain_2017.zip');

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

  it('reports each known change with its code and values, and no other risk', async () => {
    const r = await run([CALTRAIN, changed, '--json', '--today', '2017-08-01']);
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const json = JSON.parse(r.out) as DiffResult;
    expect(json.risks).toEqual(known.risks);
  }, 60_000);
});

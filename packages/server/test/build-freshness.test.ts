// `npm start` builds only when a source changed since the last build began, whatever output files an
// unchanged `tsc -b` left with their old dates.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { markBuilt, needsBuild, OUTPUTS, SOURCES } from '../../../scripts/build-freshness.mjs';

let root: string;
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
async function touch(relative: string, when: Date) {
  const file = path.join(root, relative);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, '');
  await fs.utimes(file, when, when);
}

beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-freshness-'));
  // Every source folder holds one file, every output exists, and all of them date from minute 0.
  for (const source of SOURCES) await touch(source.includes('.') ? source : `${source}/a.ts`, at(0));
  for (const output of OUTPUTS) await touch(output, at(0));
  for (const source of SOURCES.filter((s) => !s.includes('.')))
    await fs.utimes(path.join(root, source), at(0), at(0));
});
afterEach(() => fs.rm(root, { recursive: true, force: true }));

describe('build freshness', () => {
  it('builds when no build was recorded', () => {
    expect(needsBuild(root)).toBe(true);
  });

  it('does not build again after a build that left an old output untouched', async () => {
    // A server edit at minute 5, built at minute 6: the gtfs output keeps its minute-0 date.
    await touch('packages/server/src/a.ts', at(5));
    markBuilt(root, at(6));
    expect(needsBuild(root)).toBe(false);
  });

  it('builds when a source changed after the last build began', async () => {
    markBuilt(root, at(6));
    await touch('packages/server/src/deep/b.ts', at(7));
    expect(needsBuild(root)).toBe(true);
  });

  it('builds when an output is missing', async () => {
    markBuilt(root, at(6));
    await fs.rm(path.join(root, 'packages/web/dist/index.html'));
    expect(needsBuild(root)).toBe(true);
  });
});

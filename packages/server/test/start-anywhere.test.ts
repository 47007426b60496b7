// `npm start` must work where containers and CI run Ruta: as root from a checkout under a 0700 folder
// (root's home), with DATA_DIR under one, with spaces and non-ASCII letters in the path, and as an
// ordinary user; where it cannot (a DATA_DIR it may not write), it stops at once with one line saying
// what to change. Each case starts the real built server with its embedded PostgreSQL.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { newUser } from './helpers.js';
import { canBindMount, cliPath, repoRoot, startRuta } from './processes.js';

const isRoot = process.getuid?.() === 0;
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A new folder of mode 0700, as `mktemp -d` makes them. */
async function privateDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-0700-'));
  dirs.push(dir);
  expect((await fs.stat(dir)).mode & 0o777).toBe(0o700);
  return dir;
}

async function expectServes(url: string) {
  const health = await fetch(`${url}/api/health/`);
  expect(health.status).toBe(200);
  const ready = await fetch(`${url}/api/ready/`);
  expect(await ready.json()).toEqual({ status: 'ok' });
  // A real request through the database: registration answers 201.
  const register = await fetch(`${url}/api/user/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newUser('start')),
  });
  expect(register.status).toBe(201);
}

describe('as root', { timeout: 120_000 }, () => {
  it.skipIf(!isRoot)(
    'starts with DATA_DIR under a 0700 folder, in a path with spaces and non-ASCII letters',
    async () => {
      const dataDir = path.join(await privateDir(), 'datos de Ñuñoa');
      const ruta = await startRuta({ env: { DATA_DIR: dataDir } });
      try {
        await expectServes(ruta.url);
      } finally {
        expect(await ruta.stop()).toBe(0);
      }
      // The cluster is the postgres user's; the folders above it were left as they were.
      expect((await fs.stat(path.dirname(dataDir))).mode & 0o777).toBe(0o700);
      // Started again, it reuses the data.
      const again = await startRuta({ env: { DATA_DIR: dataDir } });
      expect(again.output()).not.toContain('initialising');
      expect(await again.stop()).toBe(0);
    },
  );

  it.skipIf(!isRoot || !canBindMount())(
    'starts from a checkout under a 0700 folder (root home)',
    async () => {
      // The checkout is bind-mounted under a 0700 folder in a mount namespace of the child's own, so every
      // path Ruta and PostgreSQL use (node_modules' binaries included) goes through that folder.
      const home = await privateDir();
      const checkout = path.join(home, 'ruta');
      await fs.mkdir(checkout);
      const script = 'mount --bind "$0" "$1" && cd "$1" && shift && exec "$@"';
      const ruta = await startRuta({
        root: checkout,
        prefix: ['unshare', '--mount', '--propagation', 'private', 'sh', '-c', script, repoRoot, checkout],
        env: { DATA_DIR: path.join(checkout, 'data-test') },
      });
      try {
        await expectServes(ruta.url);
        expect(ruta.output()).not.toMatch(/EACCES|error/i);
      } finally {
        expect(await ruta.stop()).toBe(0);
        await fs.rm(path.join(repoRoot, 'data-test'), { recursive: true, force: true });
      }
    },
  );

  it.skipIf(!isRoot)('stops at once with one line when DATA_DIR cannot be a folder', async () => {
    const file = path.join(await privateDir(), 'a-file');
    await fs.writeFile(file, '');
    const run = spawnSync(process.execPath, [cliPath(), 'serve'], {
      env: { PATH: process.env.PATH, DATA_DIR: path.join(file, 'data'), PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Ruta cannot start: DATA_DIR (${path.join(file, 'data')}) cannot be written to (a part of the path is a file, not a folder): set DATA_DIR to a folder Ruta can write to.`,
    );
  });
});

/** Runs as `nobody` when we are root; as ourselves otherwise. */
const asOrdinaryUser = isRoot ? ['setpriv', '--reuid=nobody', '--regid=nogroup', '--clear-groups', '--'] : [];

/** Whether `nobody` can read this checkout (a CI clone under a 0700 folder it cannot). */
function ordinaryUserReachesCheckout(): boolean {
  if (!isRoot) return true;
  return spawnSync('setpriv', [...asOrdinaryUser.slice(1), 'test', '-r', cliPath()]).status === 0;
}

describe('as an ordinary user', { timeout: 120_000 }, () => {
  const reachable = ordinaryUserReachesCheckout();
  if (!reachable) console.warn(`skipped: the user nobody cannot read ${repoRoot}`);

  async function ownedDir() {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-user-'));
    dirs.push(dir);
    if (isRoot) spawnSync('chown', ['nobody:nogroup', dir]);
    return dir;
  }

  it.skipIf(!reachable)('starts with its own DATA_DIR', async () => {
    const home = await ownedDir();
    const ruta = await startRuta({
      prefix: asOrdinaryUser,
      env: { DATA_DIR: path.join(home, 'data'), HOME: home },
    });
    try {
      await expectServes(ruta.url);
    } finally {
      expect(await ruta.stop()).toBe(0);
    }
  });

  it.skipIf(!reachable)('stops at once with one line when DATA_DIR is read-only', async () => {
    const home = await ownedDir();
    const readOnly = path.join(home, 'read-only');
    await fs.mkdir(readOnly);
    await fs.chmod(readOnly, 0o555);
    if (isRoot) spawnSync('chown', ['nobody:nogroup', readOnly]);
    const [command = process.execPath, ...rest] = [...asOrdinaryUser, process.execPath, cliPath(), 'serve'];
    const run = spawnSync(command, rest, {
      env: { PATH: process.env.PATH, HOME: home, DATA_DIR: path.join(readOnly, 'data'), PORT: '1' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `Ruta cannot start: DATA_DIR (${path.join(readOnly, 'data')}) cannot be written to (permission denied): set DATA_DIR to a folder Ruta can write to.`,
    );
  });
});

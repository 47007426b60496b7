// `npm start` stops with its server: SIGTERM or SIGINT sent to npm's own process (as a service
// manager or `kill` sends it, not Ctrl+C's signal to the whole terminal group) reaches the server
// through npm and scripts/start.mjs, and npm exits once the server and its embedded PostgreSQL have
// stopped, leaving no process behind.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRuta, waitReady } from './processes.js';

const dirs: string[] = [];
/** Servers a failing case may leave running; stopped (with their PostgreSQL) after the file. */
const servers: number[] = [];
afterAll(async () => {
  for (const pid of servers.filter(running)) process.kill(pid, 'SIGTERM');
  for (let i = 0; i < 100 && servers.some(running); i++) await new Promise((r) => setTimeout(r, 200));
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** Every process below `pid`, with its command line. */
function descendants(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m) => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), command: m[3]! }));
  const found: { pid: number; command: string }[] = [];
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command });
      walk(row.pid);
    }
  };
  walk(pid);
  return found;
}

/** Whether `pid` still runs (a zombie waiting to be reaped has stopped). */
function running(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

describe('npm start', { timeout: 240_000 }, () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'stops the server and its PostgreSQL on %s to npm',
    async (signal) => {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-npm-start-'));
      dirs.push(dataDir);
      const npm = await startRuta({
        command: ['npm', 'start'],
        env: { DATA_DIR: dataDir, npm_config_update_notifier: 'false' },
        waitReady: false,
      });
      // npm start builds first when a source is newer than the build (a checkout being edited).
      await waitReady(npm, 180_000);
      const below = descendants(npm.child.pid!);
      const server = below.filter((p) => p.command.includes('cli.js serve'));
      const postgres = below.filter((p) => p.command.includes(path.join(dataDir, 'pg')));
      servers.push(...server.map((p) => p.pid));
      expect(server).toHaveLength(1);
      expect(postgres.length).toBeGreaterThan(0);

      const code = await npm.stop(signal);
      expect(code).toBe(0);
      // npm exited after its children: none of them runs any more.
      expect(below.filter((p) => running(p.pid))).toEqual([]);
      expect((await fetch(`${npm.url}/api/health/`).catch(() => null))?.status).toBeUndefined();
    },
  );
});

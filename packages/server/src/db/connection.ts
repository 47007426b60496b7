// Kysely over a pg pool.
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

// int8 (bigserial ids, count(*)) as JavaScript numbers: ids and counts stay far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Db = Kysely<Database>;

export function createDb(
  connectionString: string,
  options: { max?: number; onError?: (err: Error) => void } = {},
): Db {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  // An idle connection that the server drops (restart, shutdown) must not crash the process.
  pool.on('error', options.onError ?? (() => undefined));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A dedicated connection (COPY streams, snapshots, advisory locks). A pg client whose connection drops
 * (a cancel terminating its backend, a database restart) emits 'error'; without a listener that would
 * crash the whole server. The query in flight still rejects with the error.
 */
export async function connectClient(
  connectionString: string,
  onError: (err: Error) => void = () => undefined,
): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  client.on('error', onError);
  await client.connect();
  return client;
}

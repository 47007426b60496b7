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

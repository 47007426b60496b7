// Advisory locks per project (`pg_try_advisory_lock(namespace, projectId)`): a job holds its
// project's lock on its own connection while it runs, and the lock dies with that connection, so a
// free lock means no live run. Recovery at start-up decides under the lock so no run starts meanwhile.
import { sql } from 'kysely';
import type { Db } from './connection.js';

/** Runs `decide` while holding the lock on one connection; 'running' when a live job holds it. */
export function whileLockFree<T>(
  db: Db,
  namespace: number,
  projectId: number,
  decide: (conn: Db) => Promise<T>,
): Promise<T | 'running'> {
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{
      locked: boolean;
    }>`SELECT pg_try_advisory_lock(${namespace}, ${projectId}::int) AS locked`.execute(conn);
    if (!rows[0]?.locked) return 'running' as const;
    try {
      return await decide(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${namespace}, ${projectId}::int)`.execute(conn);
    }
  });
}

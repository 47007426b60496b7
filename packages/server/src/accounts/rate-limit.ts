// Counters for failed logins and recovery requests. They live in PostgreSQL (not in memory) so the
// limits hold across restarts and when several server processes share the database.
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';

export interface Limit {
  max: number;
  windowMs: number;
}

export const FAILED_LOGINS: Limit = { max: 10, windowMs: 15 * 60 * 1000 };
export const RECOVERY_PER_USERNAME: Limit = { max: 5, windowMs: 60 * 60 * 1000 };
export const RECOVERY_PER_IP: Limit = { max: 20, windowMs: 60 * 60 * 1000 };

/** True when `key` already has `limit.max` events within the window. */
export async function isLimited(db: Db, key: string, limit: Limit): Promise<boolean> {
  const since = new Date(Date.now() - limit.windowMs);
  const row = await db
    .selectFrom('rate_limit_events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return row.n >= limit.max;
}

export async function recordEvent(db: Db, key: string): Promise<void> {
  await db.insertInto('rate_limit_events').values({ key }).execute();
  // Old events are useless; trimming here keeps the table small without a scheduled job.
  await db
    .deleteFrom('rate_limit_events')
    .where('created_at', '<', sql<Date>`now() - interval '1 day'`)
    .execute();
}

export async function clearEvents(db: Db, key: string): Promise<void> {
  await db.deleteFrom('rate_limit_events').where('key', '=', key).execute();
}

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

/**
 * 0 while `key` has fewer than `limit.max` events within the window; else the seconds until it has
 * fewer (when the newest `max`-th event leaves the window), for the 429's Retry-After.
 */
export async function limitedFor(db: Db, key: string, limit: Limit): Promise<number> {
  const since = new Date(Date.now() - limit.windowMs);
  const row = await db
    .selectFrom('rate_limit_events')
    .select('created_at')
    .where('key', '=', key)
    .where('created_at', '>', since)
    .orderBy('created_at', 'desc')
    .offset(limit.max - 1)
    .limit(1)
    .executeTakeFirst();
  if (!row) return 0;
  return Math.max(1, Math.ceil((new Date(row.created_at).getTime() + limit.windowMs - Date.now()) / 1000));
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

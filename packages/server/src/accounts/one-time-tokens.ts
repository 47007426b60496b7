// The single-use tokens mailed by the account routes (e-mail verification, password recovery): issued
// with an expiry, consumed once, and a refused token says whether it expired or never existed.
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { OneTimeTokenKind } from '../db/schema.js';
import { hashToken, newToken } from '../http/tokens.js';

/** Stores a new single-use token of `kind` for the user and answers it (only its hash is kept). */
export async function issueOneTimeToken(db: Db, userId: number, kind: OneTimeTokenKind, ttlMs: number) {
  const token = newToken();
  await db
    .insertInto('one_time_tokens')
    .values({ user_id: userId, kind, token_hash: hashToken(token), expires_at: new Date(Date.now() + ttlMs) })
    .execute();
  return token;
}

/** Marks a single-use token used and answers its user id, or says why it cannot be used. */
export async function consumeOneTimeToken(
  db: Db,
  kind: OneTimeTokenKind,
  token: string | undefined,
): Promise<{ userId: number } | 'invalid' | 'expired'> {
  if (!token) return 'invalid';
  const row = await db
    .updateTable('one_time_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  if (row) return { userId: row.user_id };
  const known = await db
    .selectFrom('one_time_tokens')
    .select(['used_at'])
    .where('token_hash', '=', hashToken(token))
    .where('kind', '=', kind)
    .executeTakeFirst();
  return known && !known.used_at ? 'expired' : 'invalid';
}

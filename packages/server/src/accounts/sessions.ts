// A new session for a signed-in user: the token goes to the client once, only its hash is stored.
import type { Db } from '../db/connection.js';
import { hashToken, newToken, SESSION_TTL_MS } from '../http/tokens.js';

export async function startSession(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + SESSION_TTL_MS),
    })
    .execute();
  return token;
}

// `authenticate` pre-handler: a valid, unexpired, unrevoked session token in User-Token (and, when
// sent, the matching username in User-Id), else 401.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { hashToken } from './tokens.js';
import type { Db } from '../db/connection.js';
import type { AuthUser } from './context.js';
import { detailError } from './errors.js';

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

export function authenticate(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = header(request, 'user-token');
    const userId = header(request, 'user-id');
    if (!token) throw detailError(401, request.t('auth_required'));
    const row = await db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'sessions.id as session_id',
        'users.id',
        'users.username',
        'users.email',
        'users.name',
        'users.last_name',
        'users.language',
      ])
      .where('sessions.token_hash', '=', hashToken(token))
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', sql<Date>`now()`)
      .executeTakeFirst();
    if (!row || (userId !== undefined && userId.toLowerCase() !== row.username.toLowerCase())) {
      throw detailError(401, request.t('auth_invalid'));
    }
    const { session_id, ...user } = row;
    request.user = user satisfies AuthUser;
    request.sessionId = session_id;
  };
}

/** The signed-in user; only call in routes that run `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw detailError(401, request.t('auth_required'));
  return request.user;
}

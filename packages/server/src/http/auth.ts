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

/** A valid session of a token, with its user. */
export interface SessionRow {
  session_id: number;
  user: AuthUser;
}

/** The request's token, checked for presence (401 without one), and the User-Id it names, if any. */
function requestToken(request: FastifyRequest): { token: string; userId: string | undefined } {
  const token = header(request, 'user-token');
  if (!token) throw detailError(401, request.t('auth_required'));
  return { token, userId: header(request, 'user-id') };
}

/** Signs the request in as the session's user; 401 without a session or with another User-Id. */
function signIn(request: FastifyRequest, userId: string | undefined, row: SessionRow | undefined) {
  if (!row || (userId !== undefined && userId.toLowerCase() !== row.user.username.toLowerCase())) {
    throw detailError(401, request.t('auth_invalid'));
  }
  request.user = row.user;
  request.sessionId = row.session_id;
}

export function authenticate(db: Db) {
  return async (request: FastifyRequest): Promise<void> => {
    const { token, userId } = requestToken(request);
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
    const { session_id, ...user } = row ?? { session_id: 0 };
    signIn(request, userId, row && { session_id, user: user as AuthUser });
  };
}

/**
 * `authenticate` and the lookup of a project the user is a member of in one round trip: `lookup` is
 * given the token's hash and answers the session row with what it found beside it (project routes,
 * http/project-scope.ts). Answers what the lookup found, once the request is signed in.
 */
export function authenticateWith<T>(
  lookup: (request: FastifyRequest, tokenHash: string) => Promise<{ session?: SessionRow; found: T }>,
) {
  return async (request: FastifyRequest): Promise<T> => {
    const { token, userId } = requestToken(request);
    const { session, found } = await lookup(request, hashToken(token));
    signIn(request, userId, session);
    return found;
  };
}

/** The signed-in user; only call in routes that run `authenticate`. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw detailError(401, request.t('auth_required'));
  return request.user;
}

// What the account routes do for teams: log sign-ins, and join a project while registering through
// an invitation link.
import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import { findInvitation } from './invitations.js';
import { joinByInvitation } from './join-routes.js';
import { recordSecurityEvent } from './security-log.js';

export async function logSignIn(
  db: Db,
  request: FastifyRequest,
  kind: 'sign_in' | 'sign_in_failed',
  userId: number | null,
  username: string,
): Promise<void> {
  await recordSecurityEvent(db, { actorId: userId, kind, detail: { username }, ip: request.ip });
}

/**
 * Joins the new account to the invitation's project when the invitation is pending and was mailed to
 * `email`; the link came by mail to that address, so the address counts as verified. Answers whether
 * it joined (otherwise registration goes on as usual, with a verification mail).
 */
export async function joinOnRegister(
  db: Db,
  request: FastifyRequest,
  token: string,
  userId: number,
  email: string,
): Promise<boolean> {
  const invitation = await findInvitation(db, token);
  if (invitation?.state !== 'pending' || invitation.email.toLowerCase() !== email.toLowerCase()) return false;
  try {
    await joinByInvitation(db, request, token, { id: userId, email });
  } catch {
    // Used or revoked in the meantime: the account stays, to be verified by mail.
    return false;
  }
  await db
    .updateTable('users')
    .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
    .where('id', '=', userId)
    .execute();
  return true;
}

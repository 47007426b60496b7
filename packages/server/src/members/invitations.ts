// Invitations to a project: a random token mailed as a link, of which only the SHA-256 hash is kept;
// valid 7 days, used once, revocable. Accepting adds the user as a member with the invited role.
import { sql } from 'kysely';
import { z } from 'zod';
import { hashToken, newToken } from '../http/tokens.js';
import type { Db } from '../db/connection.js';
import type { ProjectRole } from '../db/schema.js';
import { assignableRoleSchema, type AssignableRole } from '../http/roles.js';
import { addOrUpdateMember } from './store.js';

export const INVITATION_TTL_MS = 7 * 24 * 3600 * 1000;

export const invitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: assignableRoleSchema,
  invited_by: z.string().nullable().describe("The inviter's username"),
  created_at: z.string(),
  expires_at: z.string(),
  expired: z.boolean(),
});
export type InvitationAnswer = z.infer<typeof invitationSchema>;

export type InvitationState = 'pending' | 'used' | 'revoked' | 'expired';

/** The invitation's state at `now`. */
export function invitationState(
  row: { accepted_at: Date | null; revoked_at: Date | null; expires_at: Date },
  now = new Date(),
): InvitationState {
  if (row.accepted_at) return 'used';
  if (row.revoked_at) return 'revoked';
  return row.expires_at <= now ? 'expired' : 'pending';
}

/** Stores a new invitation and answers its token (to be mailed, never stored). */
export async function createInvitation(
  db: Db,
  projectId: number,
  email: string,
  role: AssignableRole,
  invitedBy: number,
): Promise<{ id: number; token: string }> {
  const token = newToken();
  const row = await db
    .insertInto('project_invitations')
    .values({
      project_id: projectId,
      email,
      role,
      token_hash: hashToken(token),
      invited_by: invitedBy,
      expires_at: new Date(Date.now() + INVITATION_TTL_MS),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, token };
}

/** Whether the address has an invitation to the project that is neither used, revoked nor expired. */
export async function hasPendingInvitation(db: Db, projectId: number, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('project_invitations')
    .select('id')
    .where('project_id', '=', projectId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The invitations not used nor revoked (expired ones included, marked), newest first. */
export async function listOpenInvitations(db: Db, projectId: number): Promise<InvitationAnswer[]> {
  const rows = await db
    .selectFrom('project_invitations as i')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select(['i.id', 'i.email', 'i.role', 'u.username', 'i.created_at', 'i.expires_at'])
    .where('i.project_id', '=', projectId)
    .where('i.accepted_at', 'is', null)
    .where('i.revoked_at', 'is', null)
    .orderBy('i.created_at', 'desc')
    .orderBy('i.id', 'desc')
    .execute();
  const now = new Date();
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    role: r.role,
    invited_by: r.username,
    created_at: r.created_at.toISOString(),
    expires_at: r.expires_at.toISOString(),
    expired: r.expires_at <= now,
  }));
}

/** Revokes an open invitation of the project; answers its address, or undefined when there is none. */
export async function revokeInvitation(db: Db, projectId: number, id: number) {
  return db
    .updateTable('project_invitations')
    .set({ revoked_at: sql<Date>`now()` })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning(['email', 'role'])
    .executeTakeFirst();
}

/** The invitation of a token, with its project's name and the inviter's name, whatever its state. */
export async function findInvitation(db: Db, token: string) {
  const row = await db
    .selectFrom('project_invitations as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .leftJoin('users as u', 'u.id', 'i.invited_by')
    .select([
      'i.id',
      'i.project_id',
      'p.name as project_name',
      'i.email',
      'i.role',
      'u.name as inviter_name',
      'u.last_name as inviter_last_name',
      'i.expires_at',
      'i.accepted_at',
      'i.revoked_at',
    ])
    .where('i.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  return row && { ...row, state: invitationState(row) };
}

/**
 * Uses the invitation for `userId`: marks it used (only if still pending, so a token works once even
 * when two requests race) and makes the user a member, in one transaction.
 */
export async function acceptInvitation(
  db: Db,
  token: string,
  user: { id: number; email: string },
): Promise<
  { projectId: number; role: ProjectRole; email: string } | InvitationState | 'invalid' | 'other_address'
> {
  const used = await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('project_invitations')
      .set({ accepted_at: sql<Date>`now()`, accepted_by: user.id })
      .where('token_hash', '=', hashToken(token))
      .where('accepted_at', 'is', null)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      // Only the address it was mailed to: a forwarded link makes nobody else a member.
      .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
      .returning(['project_id', 'role', 'email'])
      .executeTakeFirst();
    if (!row) return undefined;
    const role = await addOrUpdateMember(trx, row.project_id, user.id, row.role);
    return { projectId: row.project_id, role, email: row.email };
  });
  if (used) return used;
  const found = await findInvitation(db, token);
  if (!found) return 'invalid';
  return found.state === 'pending' && found.email.toLowerCase() !== user.email.toLowerCase()
    ? 'other_address'
    : found.state;
}

// An invitation opened by someone signed in with another address: refused, unless the project's
// admins allowed it (`projects.invitations_other_address`); then the person waits for an admin, who
// approves (the person joins with the invited role, the invitation is used) or rejects (the
// invitation stays pending for its own address).
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { ProjectRole } from '../db/schema.js';
import { assignableRoleSchema } from '../http/roles.js';
import { addOrUpdateMember } from './store.js';

export const confirmationSchema = z.object({
  id: z.number().int(),
  invitation_id: z.number().int(),
  invited_email: z.string().describe('The address the invitation was sent to'),
  role: assignableRoleSchema,
  username: z.string(),
  name: z.string(),
  email: z.string().describe('The address of the person who opened the invitation'),
  created_at: z.string(),
});
export const confirmationsSchema = z.object({
  other_address: z.boolean().describe('Whether another address may accept once an admin confirms'),
  confirmations: z.array(confirmationSchema),
});
export type ConfirmationsAnswer = z.infer<typeof confirmationsSchema>;

/** The condition on the invitations of `table` (a name or alias) that are neither used, revoked nor expired. */
const stillPending = (table: string) =>
  sql<boolean>`(${sql.ref(`${table}.accepted_at`)} IS NULL AND ${sql.ref(`${table}.revoked_at`)} IS NULL
    AND ${sql.ref(`${table}.expires_at`)} > now())`;

/** Whether the project lets another address accept its invitations after an admin confirms. */
export async function allowsOtherAddress(db: Db, projectId: number): Promise<boolean> {
  const row = await db
    .selectFrom('projects')
    .select('invitations_other_address')
    .where('id', '=', projectId)
    .executeTakeFirst();
  return row?.invitations_other_address ?? false;
}

export async function setAllowsOtherAddress(db: Db, projectId: number, allow: boolean): Promise<void> {
  await db
    .updateTable('projects')
    .set({ invitations_other_address: allow })
    .where('id', '=', projectId)
    .execute();
}

/**
 * Records that `user` waits for an admin to confirm the invitation (once per person and invitation);
 * false when an admin already rejected them for it, which stands.
 */
export async function requestConfirmation(db: Db, invitationId: number, user: { id: number; email: string }) {
  const row = await db
    .insertInto('invitation_confirmations')
    .values({ invitation_id: invitationId, user_id: user.id, email: user.email })
    .onConflict((oc) => oc.columns(['invitation_id', 'user_id']).doUpdateSet({ email: user.email }))
    .returning('rejected_at')
    .executeTakeFirstOrThrow();
  return row.rejected_at === null;
}

/** The setting and the confirmations waiting on the project's invitations still pending, oldest first. */
export async function listConfirmations(db: Db, projectId: number): Promise<ConfirmationsAnswer> {
  const rows = await db
    .selectFrom('invitation_confirmations as c')
    .innerJoin('project_invitations as i', 'i.id', 'c.invitation_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.id', 'c.invitation_id', 'i.email as invited_email', 'i.role', 'u.username', 'c.email'])
    .select(['u.name', 'u.last_name', 'c.created_at'])
    .where('i.project_id', '=', projectId)
    .where(stillPending('i'))
    .where('c.rejected_at', 'is', null)
    .orderBy('c.id')
    .execute();
  return {
    other_address: await allowsOtherAddress(db, projectId),
    confirmations: rows.map(({ name, last_name, created_at, ...row }) => ({
      ...row,
      name: `${name} ${last_name}`.trim(),
      created_at: created_at.toISOString(),
    })),
  };
}

/**
 * Approves a waiting confirmation: its invitation is used by the person, who joins with the invited
 * role, and the invitation's other confirmations go. Undefined when there is no such confirmation
 * on a pending invitation of the project (used, revoked or expired meanwhile).
 */
export async function approveConfirmation(
  db: Db,
  projectId: number,
  id: number,
): Promise<{ username: string; role: ProjectRole } | undefined> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('invitation_confirmations as c')
      .innerJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.invitation_id', 'c.user_id', 'u.username'])
      .where('c.id', '=', id)
      .where('c.rejected_at', 'is', null)
      .executeTakeFirst();
    if (!waiting) return undefined;
    const used = await trx
      .updateTable('project_invitations')
      .set({ accepted_at: sql<Date>`now()`, accepted_by: waiting.user_id })
      .where('id', '=', waiting.invitation_id)
      .where('project_id', '=', projectId)
      .where(stillPending('project_invitations'))
      .returning('role')
      .executeTakeFirst();
    if (!used) return undefined;
    const role = await addOrUpdateMember(trx, projectId, waiting.user_id, used.role);
    await trx
      .deleteFrom('invitation_confirmations')
      .where('invitation_id', '=', waiting.invitation_id)
      .execute();
    return { username: waiting.username, role };
  });
}

/**
 * Rejects a waiting confirmation, for good: the person does not wait again for this invitation,
 * which stays as it was. Answers whether there was one.
 */
export async function rejectConfirmation(db: Db, projectId: number, id: number): Promise<boolean> {
  const gone = await db
    .updateTable('invitation_confirmations')
    .set({ rejected_at: sql<Date>`now()` })
    .where('id', '=', id)
    .where('rejected_at', 'is', null)
    .where('invitation_id', 'in', (q) =>
      q.selectFrom('project_invitations').select('id').where('project_id', '=', projectId),
    )
    .returning('id')
    .executeTakeFirst();
  return gone !== undefined;
}

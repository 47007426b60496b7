// Reads and writes of project_members: the member list, role changes, removal, ownership transfer.
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { ProjectRole } from '../db/schema.js';
import { roleSchema } from '../http/roles.js';

export const memberSchema = z.object({
  user_id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  since: z.string().describe('ISO 8601 date-time the person joined'),
});
export type MemberAnswer = z.infer<typeof memberSchema>;

const ROLE_ORDER = sql<number>`array_position(ARRAY['owner','admin','publisher','editor','viewer'], m.role)`;

/** The project's members, the owner first, then by role and name. */
export async function listMembers(db: Db, projectId: number): Promise<MemberAnswer[]> {
  const rows = await db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username', 'u.email', 'u.name', 'u.last_name', 'm.role', 'm.created_at'])
    .where('m.project_id', '=', projectId)
    .orderBy(ROLE_ORDER)
    .orderBy('u.name')
    .orderBy('u.id')
    .execute();
  return rows.map(({ id, created_at, ...rest }) => ({
    user_id: id,
    ...rest,
    since: created_at.toISOString(),
  }));
}

export async function findMember(db: Db, projectId: number, userId: number) {
  return db
    .selectFrom('project_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.role', 'u.username', 'u.email'])
    .where('m.project_id', '=', projectId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}

export async function setRole(db: Db, projectId: number, userId: number, role: ProjectRole): Promise<void> {
  await db
    .updateTable('project_members')
    .set({ role })
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .execute();
}

export async function removeMember(db: Db, projectId: number, userId: number): Promise<void> {
  await db
    .deleteFrom('project_members')
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .execute();
}

/**
 * Adds the user with `role`, or gives an existing member that role; the owner keeps ownership.
 * Answers the role the user holds afterwards.
 */
export async function addOrUpdateMember(
  db: Db,
  projectId: number,
  userId: number,
  role: ProjectRole,
): Promise<ProjectRole> {
  await db
    .insertInto('project_members')
    .values({ project_id: projectId, user_id: userId, role })
    .onConflict((oc) =>
      oc
        .columns(['project_id', 'user_id'])
        .doUpdateSet({ role })
        .where('project_members.role', '<>', 'owner'),
    )
    .execute();
  return (await findMember(db, projectId, userId))!.role;
}

/**
 * Hands the project to `toUserId` (a member): the project's owner_id changes and the previous owner
 * stays as an admin, in one transaction. Answers 'name_taken' when the new owner already has a
 * project of this name (names are unique per owner).
 */
export async function transferOwnership(
  db: Db,
  projectId: number,
  fromUserId: number,
  toUserId: number,
): Promise<'done' | 'name_taken'> {
  try {
    await db.transaction().execute(async (trx) => {
      // The previous owner steps down first: the partial unique index allows one owner at a time.
      await setRole(trx, projectId, fromUserId, 'admin');
      await setRole(trx, projectId, toUserId, 'owner');
      await trx.updateTable('projects').set({ owner_id: toUserId }).where('id', '=', projectId).execute();
    });
    return 'done';
  } catch (err) {
    const e = err as { code?: string; constraint?: string };
    if (e.code === '23505' && e.constraint === 'projects_owner_name') return 'name_taken';
    throw err;
  }
}

// The project routes' reads and writes of the projects table (store.ts loads one owned project and
// shapes its JSON).
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { CreationStatus, Project, ProjectRole } from '../db/schema.js';
import { dropProjectPartitions } from '../feed/partitions.js';

/** Sortable columns of the project list, by their API name. */
export const SORT_FIELDS = {
  project_id: 'id',
  name: 'name',
  last_modification: 'last_modification',
  creation_status: 'creation_status',
} as const;

export interface ProjectListQuery {
  search?: string;
  sort: keyof typeof SORT_FIELDS;
  direction: 'asc' | 'desc';
}

/** The projects `userId` is a member of (their own and those shared with them). */
function memberOf(db: Db, userId: number, search: string | undefined) {
  const base = db
    .selectFrom('projects')
    .innerJoin('project_members as m', 'm.project_id', 'projects.id')
    .where('m.user_id', '=', userId);
  if (!search) return base;
  return base.where('projects.name', 'ilike', `%${search.replace(/[\\%_]/g, (c) => '\\' + c)}%`);
}

/** The user's projects matching the query with their role, in order; one page of them when `page` is given. */
export async function listProjects(
  db: Db,
  userId: number,
  q: ProjectListQuery,
  page?: { limit: number; offset: number },
): Promise<{ rows: (Project & { role: ProjectRole })[]; total: number }> {
  const base = memberOf(db, userId, q.search);
  const ordered = base
    .selectAll('projects')
    .select('m.role')
    .orderBy(`projects.${SORT_FIELDS[q.sort]}`, q.direction)
    .orderBy('projects.id', q.direction);
  if (!page) {
    const rows = await ordered.execute();
    return { rows, total: rows.length };
  }
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await ordered.limit(page.limit).offset(page.offset).execute();
  return { rows, total };
}

/** Whether the owner has another project (not `exceptId`) of this name. */
export async function nameInUse(db: Db, ownerId: number, name: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('projects').select('id').where('owner_id', '=', ownerId).where('name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A new project and its owner's membership, in one transaction. */
export function insertProject(
  db: Db,
  ownerId: number,
  name: string,
  status: CreationStatus,
): Promise<Project> {
  return db.transaction().execute(async (trx) => {
    const project = await trx
      .insertInto('projects')
      .values({ owner_id: ownerId, name, creation_status: status })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_members')
      .values({ project_id: project.id, user_id: ownerId, role: 'owner' })
      .execute();
    return project;
  });
}

export function renameProject(db: Db, projectId: number, name: string): Promise<Project> {
  return db
    .updateTable('projects')
    .set({ name, last_modification: sql<Date>`now()` })
    .where('id', '=', projectId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A new zip is being imported into the project: its earlier import error goes. */
export function markLoading(db: Db, projectId: number): Promise<Project> {
  return db
    .updateTable('projects')
    .set({
      creation_status: 'loading_gtfs',
      loading_gtfs_error_message: null,
      loading_gtfs_error_detail: null,
      last_modification: sql<Date>`now()`,
    })
    .where('id', '=', projectId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes the project, its GTFS partitions and (ON DELETE CASCADE) its stored files. */
export async function deleteProject(db: Db, projectId: number): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        // Waits for a running import of the project (FOR KEY SHARE) before its partitions are dropped,
        // which locks the GTFS tables of every project until the commit.
        await trx.selectFrom('projects').select('id').where('id', '=', projectId).forUpdate().execute();
        await dropProjectPartitions(trx, projectId);
        await trx.deleteFrom('projects').where('id', '=', projectId).execute();
      });
    } catch (err) {
      // Dropping a partition locks its parent table, one table after another: a reader of several
      // GTFS tables (a job just after an import) can hold one while waiting for another, and
      // PostgreSQL ends one of the two as a deadlock. Nothing was dropped then; try again.
      if ((err as { code?: string }).code !== DEADLOCK || attempt === DELETE_ATTEMPTS) throw err;
    }
  }
}

const DEADLOCK = '40P01';
const DELETE_ATTEMPTS = 3;

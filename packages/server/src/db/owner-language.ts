// The language of a project's owner, read by the background jobs (import, build) for the messages they
// store; here beside the schema so a job needs no feature folder above it.
import type { Db } from './connection.js';
import type { Language } from './schema.js';

/** The language of a project's owner, for messages stored for them; undefined once the project is gone. */
export async function ownerLanguage(db: Db, projectId: number): Promise<Language | undefined> {
  const row = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select('users.language')
    .where('projects.id', '=', projectId)
    .executeTakeFirst();
  return row?.language;
}

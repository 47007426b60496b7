// Project rows: loading by id AND owner (the one way routes reach a project), and the JSON shape.
import type { Db } from '../db/connection.js';
import type { Project } from '../db/schema.js';

/** The project `id` of `ownerId`, or undefined (also for another user's project or a bad id). */
export async function findOwnedProject(
  db: Db,
  id: number | string,
  ownerId: number,
): Promise<Project | undefined> {
  const n = typeof id === 'number' ? id : /^[1-9][0-9]{0,14}$/.test(id) ? Number(id) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) return undefined;
  return db
    .selectFrom('projects')
    .selectAll()
    .where('id', '=', n)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

export function projectJson(p: Project) {
  return {
    project_id: p.id,
    name: p.name,
    creation_status: p.creation_status,
    loading_gtfs_error_message: p.loading_gtfs_error_message,
    last_modification: p.last_modification.toISOString(),
    envelope: p.envelope,
    feedinfo: p.feedinfo,
    gtfs_validation: p.gtfs_validation,
    gtfs_building_and_validation_status: p.gtfs_building_and_validation_status,
    gtfs_building_duration: p.gtfs_building_duration,
    gtfs_file_updated_at: p.gtfs_file_updated_at ? p.gtfs_file_updated_at.toISOString() : null,
  };
}

export type ProjectJson = ReturnType<typeof projectJson>;

/** Is this a unique-name violation of projects (owner, name)? */
export const isNameConflict = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' &&
  (err as { constraint?: string }).constraint === 'projects_owner_name';

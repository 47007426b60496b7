// The build's state in the projects row, changed by single statements so that two requests at once
// (two clicks, a click and a cancel) cannot both win.
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { Project } from '../db/schema.js';
import { ACTIVE_STATUSES } from './job.js';

/** Queues run `run` unless one is queued or running; the updated project, or undefined. */
export function markQueued(db: Db, projectId: number, run: string): Promise<Project | undefined> {
  return db
    .updateTable('projects')
    .set({
      gtfs_building_and_validation_status: 'queued',
      gtfs_build_run: run,
      gtfs_building_error_message: null,
      gtfs_building_error_detail: null,
    })
    .where('id', '=', projectId)
    .where((eb) =>
      eb.or([
        eb('gtfs_building_and_validation_status', 'is', null),
        eb('gtfs_building_and_validation_status', 'not in', ACTIVE_STATUSES),
      ]),
    )
    .returningAll()
    .executeTakeFirst();
}

/** Marks a queued or running build canceled; the updated project, or undefined when none was. */
export function markCanceled(db: Db, projectId: number): Promise<Project | undefined> {
  return db
    .updateTable('projects')
    .set({ gtfs_building_and_validation_status: 'canceled' })
    .where('id', '=', projectId)
    .where('gtfs_building_and_validation_status', 'in', ACTIVE_STATUSES)
    .returningAll()
    .executeTakeFirst();
}

/** The feed's feed_version (it names the downloaded zip), if it has one. */
export async function feedVersion(db: Db, projectId: number): Promise<string | null | undefined> {
  const { rows } = await sql<{ feed_version: string | null }>`
    SELECT feed_version FROM gtfs_feed_info WHERE project_id = ${projectId} ORDER BY id LIMIT 1`.execute(db);
  return rows[0]?.feed_version;
}

// Start-up recovery of builds. A project left `building` or `validating` whose build lock is free has
// no live run (the lock dies with the connection of a dead process): it ends in `error` with a message
// rather than spinning forever. A `queued` run is sent again with the same job id, which pg-boss
// ignores while the job still exists, so a run whose job was lost still starts.
import type { Db } from '../db/connection.js';
import { whileLockFree } from '../db/project-lock.js';
import { BUILD_LOCK, type BuildJobData } from './job.js';
import { buildMessage } from './messages.js';

export interface BuildRecoveryAction {
  projectId: number;
  action: 'failed' | 'running' | 'requeued';
}

export async function recoverInterruptedBuilds(
  db: Db,
  enqueue: (data: BuildJobData) => Promise<unknown>,
): Promise<BuildRecoveryAction[]> {
  const projects = await db
    .selectFrom('projects')
    .innerJoin('users', 'users.id', 'projects.owner_id')
    .select([
      'projects.id',
      'projects.gtfs_build_run as run',
      'projects.gtfs_building_and_validation_status as status',
      'users.language',
    ])
    .where('projects.gtfs_building_and_validation_status', 'in', ['queued', 'building', 'validating'])
    .execute();
  const actions: BuildRecoveryAction[] = [];
  for (const p of projects) {
    if (p.status === 'queued' && p.run) {
      await enqueue({ projectId: p.id, run: p.run });
      actions.push({ projectId: p.id, action: 'requeued' });
      continue;
    }
    const action = await whileLockFree(db, BUILD_LOCK, p.id, async (conn) => {
      await conn
        .updateTable('projects')
        .set({
          gtfs_building_and_validation_status: 'error',
          gtfs_building_error_message: buildMessage(p.language, 'interrupted'),
          gtfs_building_error_detail: null,
        })
        .where('id', '=', p.id)
        .where('gtfs_build_run', 'is not distinct from', p.run)
        .where('gtfs_building_and_validation_status', '=', p.status)
        .execute();
      return 'failed' as const;
    });
    actions.push({ projectId: p.id, action });
  }
  return actions;
}

// Wires builds into the job queue: the `build-gtfs` handler, then the start-up recovery of runs that a
// crash or restart interrupted (after the handler is registered, so requeued runs start).
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { BUILD_JOB, runBuildJob, type BuildDeps, type BuildJobData } from './job.js';
import { recoverInterruptedBuilds } from './recovery.js';

export async function registerBuildJob(
  jobs: JobQueue,
  db: Db,
  options: Omit<BuildDeps, 'db'>,
): Promise<void> {
  const deps: BuildDeps = { ...options, db };
  await jobs.register<BuildJobData>(BUILD_JOB, async (data) => {
    await runBuildJob(deps, data);
  });
  const actions = await recoverInterruptedBuilds(db, (data) => jobs.send(BUILD_JOB, data, { id: data.run }));
  if (actions.length) options.log.info({ actions }, 'interrupted GTFS builds recovered');
}

// Wires builds into the job queue: the `build-gtfs` handler, then the recovery of runs that a crash or
// restart interrupted (after the handler is registered, so requeued runs start), at start and every
// RECOVERY_SWEEP_MS, so a run whose worker died ends with a message instead of building forever.
import type { Db } from '../db/connection.js';
import { RECOVERY_SWEEP_MS, type JobQueue } from '../jobs/queue.js';
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
  const recover = async () => {
    const actions = await recoverInterruptedBuilds(db, (data) =>
      jobs.send(BUILD_JOB, data, { id: data.run }),
    );
    const taken = actions.filter((a) => a.action === 'failed');
    if (taken.length) options.log.info({ actions: taken }, 'interrupted GTFS builds recovered');
  };
  await recover();
  jobs.every(RECOVERY_SWEEP_MS, recover);
}

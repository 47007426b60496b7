// The `network-sketch` job: recomputes a project's network sketch (sketch.ts) from its tables and
// stores it with the project. Requested after an import, a CSV upload and every row edit, debounced,
// so a burst of edits recomputes about twice rather than once per edit.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { loadRouteLines, loadStopPoints } from './lines.js';
import { buildSketch } from './sketch.js';

export const NETWORK_SKETCH_JOB = 'network-sketch';
/** Edits within this many seconds share one recomputation. */
const DEBOUNCE_SECONDS = 2;

interface SketchJob {
  projectId: number;
}

export function requestNetworkSketch(jobs: JobQueue, projectId: number): Promise<unknown> {
  return jobs.send<SketchJob>(
    NETWORK_SKETCH_JOB,
    { projectId },
    { debounce: { key: `project-${projectId}`, seconds: DEBOUNCE_SECONDS } },
  );
}

/** Computes and stores the sketch (null: no coordinates). A deleted project is simply not updated. */
export async function computeNetworkSketch(db: Db, projectId: number): Promise<void> {
  const q = db;
  const sketch = buildSketch(await loadRouteLines(q, projectId), await loadStopPoints(q, projectId));
  await db
    .updateTable('projects')
    .set({ network_sketch: sketch ? JSON.stringify(sketch) : null, network_computed_at: new Date() })
    .where('id', '=', projectId)
    .execute();
}

/**
 * Requests a sketch for every ready project that never had one (imported before sketches existed, or
 * whose first request was lost), so their cards do not wait for the next edit. Returns their ids.
 */
export async function backfillNetworkSketches(jobs: JobQueue, db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('projects')
    .select('id')
    .where('network_computed_at', 'is', null)
    .where('creation_status', 'in', ['empty', 'from_gtfs'])
    .orderBy('id')
    .execute();
  for (const { id } of rows) await requestNetworkSketch(jobs, id);
  return rows.map((r) => r.id);
}

export async function registerNetworkSketchJob(
  jobs: JobQueue,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  // A sketch that cannot be computed (the database going away, say) only stays older. The handler
  // never throws: pg-boss's own bookkeeping of a failed job would then meet the same dead database.
  await jobs.register<SketchJob>(NETWORK_SKETCH_JOB, (data) =>
    computeNetworkSketch(db, data.projectId).catch((err: unknown) =>
      log.warn({ err, projectId: data.projectId }, 'network sketch not computed'),
    ),
  );
  const backfilled = await backfillNetworkSketches(jobs, db);
  if (backfilled.length) log.info({ projects: backfilled.length }, 'network sketches requested');
}

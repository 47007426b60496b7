// The `network-sketch` job: recomputes a project's network sketch (sketch.ts) from its tables and
// stores it with the project. Requested after an import, a CSV upload and every row edit, debounced,
// so a burst of edits recomputes about twice rather than once per edit.
//
// Staleness is told by two clocks of the database: a request stamps `network_requested_at` after its
// write committed, and the job stamps `network_computed_at` with the moment it began reading. A
// sketch that began reading after the last request saw every write that asked for it.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { loadRouteLines, loadStopPoints } from './lines.js';
import { buildSketch } from './sketch.js';

export const NETWORK_SKETCH_JOB = 'network-sketch';
/** Edits within this many seconds share one recomputation. */
const DEBOUNCE_SECONDS = 2;
/**
 * Workers per process: a big project's sketch (seconds on millions of stop times) does not hold up a
 * small one's. Two jobs of one project never overwrite a newer sketch with an older one (see below).
 */
const WORKERS = 2;

interface SketchJob {
  projectId: number;
}

/** Call after the write has committed: the stamp must not precede the rows the job is to see. */
export async function requestNetworkSketch(jobs: JobQueue, db: Db, projectId: number): Promise<unknown> {
  await db
    .updateTable('projects')
    .set({ network_requested_at: sql<Date>`clock_timestamp()` })
    .where('id', '=', projectId)
    .execute();
  return jobs.send<SketchJob>(
    NETWORK_SKETCH_JOB,
    { projectId },
    { debounce: { key: `project-${projectId}`, seconds: DEBOUNCE_SECONDS } },
  );
}

/** Computes and stores the sketch (null: no coordinates). A deleted project is simply not updated. */
export async function computeNetworkSketch(db: Db, projectId: number): Promise<void> {
  const { now } = await sql<{ now: Date }>`SELECT clock_timestamp() AS now`
    .execute(db)
    .then((r) => r.rows[0]!);
  const sketch = buildSketch(await loadRouteLines(db, projectId), await loadStopPoints(db, projectId));
  await db
    .updateTable('projects')
    .set({ network_sketch: sketch ? JSON.stringify(sketch) : null, network_computed_at: now })
    .where('id', '=', projectId)
    .where((w) => w.or([w('network_computed_at', 'is', null), w('network_computed_at', '<', now)]))
    .execute();
}

/** Whether a write asked for a sketch the stored one predates (so one is on its way). */
export const sketchIsStale = (p: { network_requested_at: Date | null; network_computed_at: Date | null }) =>
  !!p.network_requested_at && (!p.network_computed_at || p.network_computed_at < p.network_requested_at);

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
  for (const { id } of rows) await requestNetworkSketch(jobs, db, id);
  return rows.map((r) => r.id);
}

export async function registerNetworkSketchJob(
  jobs: JobQueue,
  db: Db,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<void> {
  // A sketch that cannot be computed (the database going away, say) only stays older. The handler
  // never throws: pg-boss's own bookkeeping of a failed job would then meet the same dead database.
  await jobs.register<SketchJob>(
    NETWORK_SKETCH_JOB,
    (data) =>
      computeNetworkSketch(db, data.projectId).catch((err: unknown) =>
        log.warn({ err, projectId: data.projectId }, 'network sketch not computed'),
      ),
    { workers: WORKERS },
  );
  const backfilled = await backfillNetworkSketches(jobs, db);
  if (backfilled.length) log.info({ projects: backfilled.length }, 'network sketches requested');
}

// The job queue (pg-boss over the same PostgreSQL). Modules register handlers by job name; `ruta serve`
// runs the workers in the API process, `ruta worker` in a process of its own, and `ruta serve
// --no-worker` only sends jobs. pg-boss hands each job to one worker (SELECT ... FOR UPDATE SKIP LOCKED),
// so a job runs once however many processes share the queue.
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import { createPool, poolOptions, timedQuery, type DbTimeouts } from '../db/connection.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

/**
 * How often a worker looks for jobs whose process died (kill -9, a lost machine): their advisory locks
 * died with their connections, so the recovery functions can tell them from live ones.
 */
export const RECOVERY_SWEEP_MS = 10_000;

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface JobQueue {
  /**
   * Enqueues a job; the queue is created on first use. `id` (a UUID) names the job, e.g. to cancel it.
   * `debounce` (pg-boss's singleton slots): one job per key and slot of that many seconds; a send while
   * the slot is taken goes to the next slot, so a burst of sends runs the job about twice, not per send.
   */
  send<T extends object>(
    name: string,
    data: T,
    options?: {
      id?: string;
      debounce?: { key: string; seconds: number };
      /** A failed job runs again up to `limit` times, `delaySeconds` later (doubling with `backoff`). */
      retry?: { limit: number; delaySeconds: number; backoff?: boolean };
    },
  ): Promise<string | null>;
  /** Cancels a job that is still queued (a running one must watch its own cancel signal). */
  cancel(name: string, id: string): Promise<void>;
  /** Starts working on jobs of `name` with `handler`, `workers` of them at once in this process (1). */
  register<T extends object>(
    name: string,
    handler: JobHandler<T>,
    options?: { workers?: number },
  ): Promise<void>;
  /** Runs `task` every `intervalMs` until the queue stops (sweeps such as the recovery of dead workers' jobs). */
  every(intervalMs: number, task: () => Promise<unknown>): void;
  /**
   * Stops taking jobs and waits up to `graceMs` for running ones; pg-boss then fails those still running,
   * which hands them back (their retry runs on another worker, or the recovery sweep settles them).
   */
  stop(graceMs?: number): Promise<void>;
}

/** How long a job that lost the database waits for it before handing itself back anyway. */
const DATABASE_WAIT_MS = 120_000;

/**
 * A handler whose job lost the database (a failover cut its connection) fails only once the database
 * answers again: pg-boss records the failure, so the job is retried (or its recovery sweep takes it)
 * instead of staying `active` until its expiry because the failure could not be written.
 */
function handBackOnOutage<T>(handler: JobHandler<T>, reachable: () => Promise<unknown>): JobHandler<T> {
  return async (data, job) => {
    try {
      await handler(data, job);
    } catch (err) {
      if (!isDatabaseUnavailable(err)) throw err;
      for (const until = Date.now() + DATABASE_WAIT_MS; Date.now() < until; await sleep(1000)) {
        if (
          await reachable().then(
            () => true,
            () => false,
          )
        )
          break;
      }
      throw err;
    }
  };
}

export async function startJobQueue(
  connectionString: string,
  timeouts: DbTimeouts,
  onError: (err: Error) => void,
): Promise<JobQueue> {
  // pg-boss on a pool of ours: every client's errors heard, and the timeouts of the API's pool.
  const pool = createPool(
    { ...poolOptions(connectionString, 4, timeouts), application_name: 'pgboss' },
    onError,
  );
  const executeSql = timedQuery(pool, timeouts.queryMs);
  // A query that fails is not the database being writable again: a standby answers SELECTs.
  const writable = () =>
    executeSql('SELECT 1 WHERE NOT pg_is_in_recovery()').then(({ rowCount }) => {
      if (!rowCount) throw new Error('database is read-only');
    });
  const boss = new PgBoss({ db: { executeSql } });
  boss.on('error', onError);
  try {
    await boss.start();
  } catch (err) {
    await pool.end();
    throw err;
  }
  const created = new Map<string, Promise<void>>();
  const timers = new Set<NodeJS.Timeout>();
  const ensureQueue = (name: string) => {
    let p = created.get(name);
    if (!p) {
      // Processes starting together may create the same queue at once; pg-boss's CREATE TABLE of the
      // loser then fails on the catalog's unique index although the queue now exists: that is fine.
      p = boss.createQueue(name).then(
        () => undefined,
        async (err: unknown) => {
          if (!(await boss.getQueue(name))) throw err;
        },
      );
      created.set(name, p);
    }
    return p;
  };
  const queue: JobQueue = {
    async send(name, data, options) {
      await ensureQueue(name);
      const { debounce, retry, ...ids } = options ?? {};
      const rest = retry
        ? {
            ...ids,
            retryLimit: retry.limit,
            retryDelay: retry.delaySeconds,
            retryBackoff: retry.backoff ?? false,
          }
        : ids;
      if (debounce) return boss.sendDebounced(name, data, rest, debounce.seconds, debounce.key);
      return boss.send(name, data, rest);
    },
    async cancel(name, id) {
      await ensureQueue(name);
      await boss.cancel(name, id);
    },
    async register<T extends object>(name: string, handler: JobHandler<T>, options?: { workers?: number }) {
      await ensureQueue(name);
      // pg-boss 10 has no concurrency option: each work() is one polling worker taking one job at a time.
      for (let i = 0; i < (options?.workers ?? 1); i++)
        await boss.work<T>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
          const run = handBackOnOutage(handler, writable);
          for (const job of jobs) await run(job.data, { id: job.id, name: job.name });
        });
    },
    every(intervalMs, task) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        task()
          .catch((err: unknown) => onError(err as Error))
          .finally(() => (running = false));
      }, intervalMs);
      timer.unref();
      timers.add(timer);
    },
    async stop(graceMs = 10_000) {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
      await pool.end();
    },
  };
  return queue;
}

// The job queue (pg-boss over the same PostgreSQL). Modules register handlers by job name; `ruta serve`
// runs the workers in the API process, and several processes can share the queue safely.
import PgBoss from 'pg-boss';

export type JobHandler<T> = (data: T, job: { id: string; name: string }) => Promise<void>;

export interface JobQueue {
  /** Enqueues a job; the queue is created on first use. `id` (a UUID) names the job, e.g. to cancel it. */
  send<T extends object>(name: string, data: T, options?: { id?: string }): Promise<string | null>;
  /** Cancels a job that is still queued (a running one must watch its own cancel signal). */
  cancel(name: string, id: string): Promise<void>;
  /** Starts working on jobs of `name` with `handler`. */
  register<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  stop(): Promise<void>;
}

export async function startJobQueue(
  connectionString: string,
  onError: (err: Error) => void,
): Promise<JobQueue> {
  const boss = new PgBoss({ connectionString, max: 4 });
  boss.on('error', onError);
  await boss.start();
  const created = new Map<string, Promise<void>>();
  const ensureQueue = (name: string) => {
    let p = created.get(name);
    if (!p) {
      p = boss.createQueue(name).then(() => undefined);
      created.set(name, p);
    }
    return p;
  };
  const queue: JobQueue = {
    async send(name, data, options) {
      await ensureQueue(name);
      return boss.send(name, data, options ?? {});
    },
    async cancel(name, id) {
      await ensureQueue(name);
      await boss.cancel(name, id);
    },
    async register<T extends object>(name: string, handler: JobHandler<T>) {
      await ensureQueue(name);
      await boss.work<T>(name, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, name: job.name });
      });
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return queue;
}

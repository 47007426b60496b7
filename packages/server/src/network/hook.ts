// Asks for a new network sketch after a successful write to a table the sketch draws from (row edits,
// shape edits, CSV uploads). An onResponse hook, so the routes that write stay unaware of it.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JobQueue } from '../jobs/queue.js';
import { requestNetworkSketch } from './job.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route URLs that write stops, routes, trips, shapes or stop times. */
const DRAWN = /\/(stops|routes|trips|shapes|stoptimes|stop_times|timetable)\//;

/** Writes that changed nothing the sketch draws (a timetable save of times only). */
const undrawn = new WeakSet<FastifyRequest>();
export const leavesNetworkAsDrawn = (request: FastifyRequest) => undrawn.add(request);

export const redrawNetworkAfterWrites =
  (jobs: JobQueue) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!WRITES.has(request.method) || reply.statusCode >= 300) return;
    if (!DRAWN.test(request.routeOptions.url ?? '') || undrawn.has(request)) return;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    // The write succeeded; a sketch that could not be queued only stays older.
    await requestNetworkSketch(jobs, id).catch((err: unknown) =>
      request.log.warn({ err, projectId: id }, 'network sketch not requested'),
    );
  };

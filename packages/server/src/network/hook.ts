// Asks for a new network sketch after a successful write to a table the sketch draws from (row edits,
// shape edits, CSV uploads). An onSend hook, so the routes that write stay unaware of it: it runs once
// the handler has committed and before the writer has its answer, so a GET network/ the writer sends
// next already says a newer sketch is on its way.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/connection.js';
import type { JobQueue } from '../jobs/queue.js';
import { requestNetworkSketch } from './job.js';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Route URLs that write stops, routes, trips, shapes or stop times. */
const DRAWN = /\/(stops|routes|trips|shapes|stoptimes|stop_times|timetable)\//;

/** Writes that changed nothing the sketch draws (a timetable save of times only). */
const undrawn = new WeakSet<FastifyRequest>();
export const leavesNetworkAsDrawn = (request: FastifyRequest) => undrawn.add(request);

export const redrawNetworkAfterWrites =
  (jobs: JobQueue, db: Db) =>
  async <T>(request: FastifyRequest, reply: FastifyReply, payload: T): Promise<T> => {
    if (!WRITES.has(request.method) || reply.statusCode >= 300) return payload;
    if (!DRAWN.test(request.routeOptions.url ?? '') || undrawn.has(request)) return payload;
    const id = Number((request.params as { id?: string }).id);
    if (!Number.isSafeInteger(id) || id <= 0) return payload;
    // The write succeeded; a sketch that could not be queued only stays older.
    await requestNetworkSketch(jobs, db, id).catch((err: unknown) =>
      request.log.warn({ err, projectId: id }, 'network sketch not requested'),
    );
    return payload;
  };

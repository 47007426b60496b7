// Which requests read from the read replicas (DATABASE_READ_URL, db/replicas.ts): GET and HEAD, except
// the readiness probe (it checks the primary), for clients that have not written in the last
// READ_YOUR_WRITES_MS through this process. Those read from the primary, so a user sees their own edit
// on the next read although a replica may lag behind by a moment. A client is known by its User-Id and
// by its address (the last X-Forwarded-For hop, which the reverse proxy adds: only where reads go
// depends on it, so a forged one costs nothing), so the reads after a sign-in go to the primary too.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { runAsRead } from '../db/replicas.js';

/** How long a client's reads go to the primary after it wrote. */
export const READ_YOUR_WRITES_MS = 5_000;
const READS = new Set(['GET', 'HEAD']);

function clientKeys(request: FastifyRequest): string[] {
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const address = hops.at(-1)?.trim() || request.ip;
  const user = request.headers['user-id'];
  return typeof user === 'string' && user ? [`ip:${address}`, `user:${user}`] : [`ip:${address}`];
}

export function replicaReads(app: FastifyInstance): void {
  const wroteAt = new Map<string, number>();
  const recent = (key: string) => Date.now() - (wroteAt.get(key) ?? 0) < READ_YOUR_WRITES_MS;
  app.addHook('onRequest', (request, _reply, done) => {
    const path = request.url.split('?')[0]!.replace(/\/+$/, '');
    const read = READS.has(request.method) && path !== '/api/ready' && !clientKeys(request).some(recent);
    if (!read) return done();
    // Run the rest of the request in the read context (as @fastify/request-context does).
    runAsRead(() => done());
  });
  app.addHook('onResponse', async (request) => {
    if (READS.has(request.method)) return;
    const now = Date.now();
    for (const key of clientKeys(request)) wroteAt.set(key, now);
    // Forget the clients whose window has passed, so the map stays as small as the writers of a moment.
    if (wroteAt.size > 1000)
      for (const [key, at] of wroteAt) if (now - at >= READ_YOUR_WRITES_MS) wroteAt.delete(key);
  });
}

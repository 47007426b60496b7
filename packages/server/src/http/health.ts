// Probes for load balancers and orchestrators: `/api/health` answers while the process is alive (no
// database involved, so a database outage does not get every process restarted); `/api/ready` answers
// 200 only when the database is reachable, writable (not a standby) and every migration this build
// knows is applied.
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import { migrations } from '../migrations/index.js';
import { watchEventLoop } from './event-loop.js';

const latestMigration = Object.keys(migrations).sort().at(-1)!;
const status = z.object({ status: z.enum(['ok', 'unavailable']), detail: z.string().optional() });
const eventLoop = z.object({ p99_ms: z.number(), max_ms: z.number() });

export async function healthRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const loopDelay = watchEventLoop(app);
  const alive = status.extend({ event_loop_delay: eventLoop });
  api.get('/health/', { schema: { tags: ['health'], response: { 200: alive } } }, async () => ({
    status: 'ok' as const,
    event_loop_delay: loopDelay(),
  }));
  api.get(
    '/ready/',
    { schema: { tags: ['health'], response: { 200: status, 503: status } } },
    async (_request, reply) => {
      try {
        const { rows } = await sql<{ name: string; read_only: boolean }>`
          SELECT name, pg_is_in_recovery() OR current_setting('transaction_read_only') = 'on' AS read_only
          FROM kysely_migration ORDER BY name DESC LIMIT 1`.execute(db);
        // A standby (a front address still on a demoted primary), or a database set read-only, answers
        // reads but refuses every write.
        if (rows[0]?.read_only)
          return reply.code(503).send({ status: 'unavailable', detail: 'database is read-only' });
        if (rows[0]?.name !== latestMigration) {
          return reply
            .code(503)
            .send({ status: 'unavailable', detail: `migration ${latestMigration} not applied` });
        }
        return { status: 'ok' as const };
      } catch (err) {
        return reply.code(503).send({ status: 'unavailable', detail: (err as Error).message });
      }
    },
  );
}

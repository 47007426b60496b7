// The change batch of a write transaction (migrations/0012-history.ts). The GTFS tables' triggers
// open it at the transaction's first change; the writer then names itself (`claimBatch`, run by every
// path's last-change step, with the request's user and route) and may say what it did in words
// (`describeBatch`, a message key and its parameters, rendered in the reader's language).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Language } from '../db/schema.js';
import type { Query } from '../files/store.js';

/** The request a write runs for: who and where from, without passing it down every write path. */
const currentRequest = new AsyncLocalStorage<FastifyRequest>();

/** Makes the request known to the writes it runs (registered once, in the project scope). */
export function trackChangeAuthors(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => currentRequest.run(request, done));
}

export interface ChangeAuthor {
  userId: number | null;
  /** The screen's route (`PATCH /api/projects/:id/tables/stops/:rowId`) or the job that wrote. */
  source: string;
}

/** The language of the request a write runs for (English for a job). */
export const requestLanguage = (): Language => currentRequest.getStore()?.lang ?? 'en';

function requestAuthor(): ChangeAuthor | null {
  const request = currentRequest.getStore();
  if (!request) return null;
  return {
    userId: request.user?.id ?? null,
    source: `${request.method} ${request.routeOptions.url ?? request.url}`,
  };
}

const CURRENT = `id = nullif(current_setting('ruta.batch_id', true), '')::bigint`;

/** Names the author of the transaction's batch, if it changed anything. */
export async function claimBatch(q: Query, author: ChangeAuthor | null = requestAuthor()): Promise<void> {
  if (!author) return;
  await q(
    `UPDATE change_batches SET user_id = coalesce(user_id, $1), source = CASE WHEN source = '' THEN $2 ELSE source END
      WHERE ${CURRENT}`,
    [author.userId, author.source],
  );
}

/** Says in words what the transaction's batch did (a key of the web catalogue's history.summary). */
export async function describeBatch(
  q: Query,
  key: string,
  params: Record<string, unknown> = {},
): Promise<void> {
  await q(`UPDATE change_batches SET summary_key = $1, summary_params = $2 WHERE ${CURRENT}`, [
    key,
    JSON.stringify(params),
  ]);
}

/** The transaction's batch, if it changed anything yet. */
export async function currentBatchId(q: Query): Promise<number | undefined> {
  const [row] = await q<{ id: string | null }>(
    `SELECT nullif(current_setting('ruta.batch_id', true), '') AS id`,
    [],
  );
  return row?.id ? Number(row.id) : undefined;
}

/** Opens the batch before any write, so its id can be named (a revert) or rows arrive in it. */
export async function openBatch(q: Query, projectId: number, author: ChangeAuthor | null = requestAuthor()) {
  const [row] = await q<{ id: string }>(`SELECT ruta_change_batch($1)::text AS id`, [projectId]);
  await claimBatch(q, author);
  return Number(row!.id);
}

/**
 * The counts-only batch of a write no trigger saw (an import attaches whole tables): it cannot be
 * reverted. `counts` is {table: {inserted, deleted}}.
 */
export async function recordCountsOnly(
  q: Query,
  projectId: number,
  author: ChangeAuthor,
  counts: Record<string, Record<string, number>>,
  summary: { key: string; params?: Record<string, unknown> },
): Promise<void> {
  const total = Object.values(counts).reduce((s, c) => s + Object.values(c).reduce((a, b) => a + b, 0), 0);
  await q(
    `INSERT INTO change_batches (project_id, user_id, source, summary_key, summary_params, counts, row_count, rows_kept)
     VALUES ($1, $2, $3, $4, $5, $6, $7, false)`,
    [
      projectId,
      author.userId,
      author.source,
      summary.key,
      JSON.stringify(summary.params ?? {}),
      JSON.stringify(counts),
      total,
    ],
  );
}

// The history of a project's changes (docs/api.md "History"): the batches, a batch's rows, a row's
// changes, the last change of grid rows, and the revert of a batch.
import { isPlaced, TABLES_BY_NAME } from '@ruta/gtfs';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dbQuery } from '../files/store.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { listAnswer, pagination } from '../http/pagination.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { touchProject } from '../tables/touch.js';
import { revertConflicts } from './revert.js';
import { planRevert, settleRevert } from './revert-plan.js';
import {
  batchDetailSchema,
  batchParams,
  batchSchema,
  historyQuerySchema,
  lastChangesQuerySchema,
  lastChangesSchema,
  revertAnswerSchema,
  revertBodySchema,
  rowChangeSchema,
  rowHistoryParams,
  authorsSchema,
} from './schemas.js';
import { batchRows, findBatch, historyAuthors, lastChanges, listBatches, rowChanges } from './store.js';

/** Rows shown with a batch; a larger batch is described by its counts. */
const DETAIL_ROWS = 1000;

export async function historyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = ctx.db;
  const q = dbQuery(ctx.db);

  r.get(
    '/:id/history/',
    {
      schema: {
        tags: ['history'],
        params: projectParams,
        querystring: historyQuerySchema,
        response: listAnswer(batchSchema),
      },
    },
    async (request) => {
      const p = ownedProject(request);
      const { page = '1', per_page = '50', user, table, from, to } = request.query;
      const perPage = Number(per_page);
      const pageNo = Number(page);
      const filter = { user: user === undefined ? undefined : Number(user), table, from, to };
      const { total, batches } = await listBatches(q, p.id, filter, {
        limit: perPage,
        offset: (pageNo - 1) * perPage,
      });
      return {
        results: batches,
        pagination: pagination(request, { page: pageNo, perPage }, total, batches.length),
      };
    },
  );

  r.get(
    '/:id/history/authors/',
    {
      schema: {
        tags: ['history'],
        params: projectParams,
        response: { 200: authorsSchema },
      },
    },
    async (request) => historyAuthors(q, ownedProject(request).id),
  );

  r.get(
    '/:id/history/last/',
    {
      schema: {
        tags: ['history'],
        params: projectParams,
        querystring: lastChangesQuerySchema,
        response: { 200: lastChangesSchema },
      },
    },
    async (request) =>
      lastChanges(q, ownedProject(request).id, request.query.table, request.query.ids.split(',').map(Number)),
  );

  r.get(
    '/:id/history/rows/:table/:rowId/',
    { schema: { tags: ['history'], params: rowHistoryParams, response: { 200: z.array(rowChangeSchema) } } },
    async (request) =>
      rowChanges(q, ownedProject(request).id, request.params.table, Number(request.params.rowId)),
  );

  r.get(
    '/:id/history/:batchId/',
    { schema: { tags: ['history'], params: batchParams, response: { 200: batchDetailSchema } } },
    async (request) => {
      const p = ownedProject(request);
      const batch = await findBatch(q, p.id, Number(request.params.batchId));
      if (!batch) throw detailError(404, request.t('not_found'));
      return { ...batch, rows: await batchRows(q, p.id, batch.id, DETAIL_ROWS) };
    },
  );

  r.post(
    '/:id/history/:batchId/revert/',
    {
      schema: {
        tags: ['history'],
        params: batchParams,
        body: revertBodySchema,
        response: { 200: revertAnswerSchema },
      },
    },
    async (request) => {
      const p = ownedProject(request);
      const batchId = Number(request.params.batchId);
      const { dry_run, mode } = request.body;
      return db.transaction().execute(async (trx) => {
        const tq = dbQuery(trx);
        // Two reverts of one batch queue here; the second finds it reverted.
        const [locked] = await tq<{ id: number }>(
          `SELECT id FROM change_batches WHERE id = $1 AND project_id = $2 FOR UPDATE`,
          [batchId, p.id],
        );
        const batch = locked && (await findBatch(tq, p.id, batchId));
        if (!batch) throw detailError(404, request.t('not_found'));
        if (!batch.rows_kept) throw detailError(409, request.t('history_counts_only'));
        if (batch.reverted_by !== null)
          throw detailError(409, request.t('history_already_reverted', { batch: batch.reverted_by }));
        const [replaced] = await tq<{ id: number }>(
          `SELECT id FROM change_batches WHERE project_id = $1 AND id > $2 AND NOT rows_kept AND counts ?| $3 LIMIT 1`,
          [p.id, batchId, Object.keys(batch.counts)],
        );
        if (replaced) throw detailError(409, request.t('history_replaced_since', { batch: replaced.id }));
        const changed = await revertConflicts(tq, p.id, batchId);
        const plan = await planRevert(tq, p.id, batchId, changed, request.lang);
        const { conflicts } = plan;
        const write = !dry_run && plan.rows > 0 && !(conflicts.length && mode === 'all-or-nothing');
        await settleRevert(tq, write);
        if (!write) return { reverted: false, batch_id: null, rows: plan.rows, conflicts };
        const placed = plan.tables.find(isPlaced);
        await touchProject(trx, p.id, placed ?? plan.tables[0] ?? TABLES_BY_NAME.get('stops')!);
        return { reverted: true, batch_id: plan.batchId, rows: plan.rows, conflicts };
      });
    },
  );
}

// Routes of docs/api.md "Tables", registered under /api/projects. Every route reaches its project
// through the project scope (http/project-scope.ts; another user's project answers 404), its rows
// through the schema, and its SQL through list-rows.ts, store.ts and the row modules.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TableDef } from '@ruta/gtfs';
import { z, type ZodTypeAny } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { rowJson, type DbRow } from './codec.js';
import { fieldSorts, parseListQuery } from './list.js';
import { listQuerySchema, pagination } from '../http/pagination.js';
import { listRows } from './list-rows.js';
import { parseExactFilters } from './filters.js';
import { tableTranslator } from './messages.js';
import { FEED_INFO, RESOURCES } from './resources.js';
import { fullJson, removeRow, writeRow, type RowHooks } from './rows.js';
import { listServices } from './services.js';
import { findRow } from './sql.js';
import { firstFeedInfo, rowIdsByKey, saveProjectFeedInfo } from './store.js';
import { tableSummary } from './summary.js';
import { rowBodySchema } from './bodies.js';
import {
  rowAnswers,
  rowIdsSchema,
  rowListAnswer,
  serviceListAnswer,
  tableRowSchema,
  tableSummarySchema,
} from './schemas.js';

/**
 * What a feature folder adds to one table's generic routes, so this module needs no table names:
 * row hooks and the answer schema of a row (trips, in stoptimes/), or routes of its own instead of
 * the generic ones (shapes, one row per shape_id, in shapes/). app.ts passes the registry.
 */
export type TableBehaviour =
  | {
      hooks?: RowHooks;
      rowSchema?: ZodTypeAny;
      /** What the hooks read beside the fields. */ bodyFields?: z.ZodRawShape;
    }
  | { ownRoutes: true };
export type TableRegistry = Partial<Record<string, TableBehaviour>>;

export const rowParams = projectParams.extend({ rowId: z.string().regex(/^[1-9][0-9]{0,14}$/) });
/** Route options: the OpenAPI tag and the path parameters (a malformed one answers 404). */
export const onProject = { schema: { tags: ['tables'], params: projectParams } };
export const onRow = { schema: { tags: ['tables'], params: rowParams } };
/** A paged list: its parameters (sort names are checked against the table by parseListQuery) and answer. */
export const onList = (response: object) => ({
  schema: { ...onProject.schema, querystring: listQuerySchema, response },
});
/** Options of a route with its declared answers (`rowAnswers` of schemas.ts), and its body if it takes one. */
export const answering = (options: typeof onProject | typeof onRow, response: object, body?: ZodTypeAny) => ({
  schema: { ...options.schema, response, ...(body ? { body } : {}) },
});

/** The row id of a `/:rowId/` path (its params schema has checked the digits). */
export const rowId = (request: FastifyRequest): number => Number((request.params as { rowId: string }).rowId);

export async function tableRoutes(app: FastifyInstance, ctx: AppContext, registry: TableRegistry) {
  const db = ctx.db;

  for (const [name, table] of Object.entries(RESOURCES) as [string, TableDef][]) {
    const behaviour = registry[name] ?? {};
    if ('ownRoutes' in behaviour) continue;
    const hooks: RowHooks = behaviour.hooks ?? {};
    const base = `/:id/${name}`;
    const sorts = fieldSorts(table);
    const answers = rowAnswers(behaviour.rowSchema ?? tableRowSchema);
    const body = rowBodySchema(table, behaviour.bodyFields);

    app.get(`${base}/`, onList(rowListAnswer), async (request, reply) => {
      const p = ownedProject(request);
      const params = parseListQuery(request, sorts, { perPage: 10, sort: 'id|asc' });
      return listRows(db, request, reply, table, p.id, params, parseExactFilters(request, table));
    });
    app.get(`${base}/ids/`, answering(onProject, { 200: rowIdsSchema }), async (request) => {
      const p = ownedProject(request);
      return rowIdsByKey(db, table, p.id);
    });
    app.get(`${base}/:rowId/`, answering(onRow, answers.read), async (request) => {
      const p = ownedProject(request);
      const row = await findRow(db, table, p.id, rowId(request));
      if (!row) throw detailError(404, request.t('not_found'));
      return fullJson(db, table, p.id, row, hooks);
    });
    app.post(`${base}/`, answering(onProject, answers.created, body), async (request, reply) => {
      const p = ownedProject(request);
      return reply.code(201).send(await writeRow(db, request, table, p.id, null, 'post', hooks));
    });
    for (const method of ['put', 'patch'] as const)
      app[method](`${base}/:rowId/`, answering(onRow, answers.read, body), async (request) => {
        const p = ownedProject(request);
        return writeRow(db, request, table, p.id, rowId(request), method, hooks);
      });
    app.delete(`${base}/:rowId/`, answering(onRow, answers.deleted), async (request, reply) => {
      const p = ownedProject(request);
      await removeRow(db, request, table, p.id, rowId(request), hooks);
      return reply.code(204).send();
    });
  }

  app.get('/:id/services/', onList(serviceListAnswer), async (request) => {
    const p = ownedProject(request);
    const params = parseListQuery(
      request,
      { service_id: 'service_id' },
      { perPage: 50, sort: 'service_id|asc' },
    );
    const { rows, total } = await listServices(db, p.id, params);
    return { results: rows, pagination: pagination(request, params, total, rows.length) };
  });

  app.get(
    '/:id/tables/',
    { schema: { ...onProject.schema, response: { 200: tableSummarySchema } } },
    async (request) => tableSummary(db, ownedProject(request)),
  );

  // Feed info: one row per project; feed_id is its row id (docs/api.md).
  const feedInfoJson = (row: DbRow) => ({ ...rowJson(FEED_INFO, row), feed_id: row.id });
  const feedHooks: RowHooks = {
    detail: async (_db, _p, row) => ({ feed_id: row.id }),
    async afterChange(trx, projectId) {
      const row = await firstFeedInfo(trx, projectId);
      let info: Record<string, unknown> | null = null;
      if (row) {
        info = feedInfoJson(row);
        delete info.version;
        delete info.invalid;
      }
      await saveProjectFeedInfo(trx, projectId, info);
    },
  };
  const feedInfoAnswers = rowAnswers(tableRowSchema);
  const feedInfoBody = rowBodySchema(FEED_INFO);
  app.get('/:id/feedinfo/', answering(onProject, { 200: tableRowSchema.nullable() }), async (request) => {
    const row = await firstFeedInfo(db, ownedProject(request).id);
    return row ? feedInfoJson(row) : null;
  });
  app.post(
    '/:id/feedinfo/',
    answering(onProject, feedInfoAnswers.created, feedInfoBody),
    async (request, reply) => {
      const p = ownedProject(request);
      if (await firstFeedInfo(db, p.id))
        throw detailError(409, tableTranslator(request.lang)('feedinfo_exists'));
      return reply.code(201).send(await writeRow(db, request, FEED_INFO, p.id, null, 'post', feedHooks));
    },
  );
  for (const method of ['put', 'patch'] as const)
    app[method](
      '/:id/feedinfo/:rowId/',
      answering(onRow, feedInfoAnswers.read, feedInfoBody),
      async (request) =>
        writeRow(db, request, FEED_INFO, ownedProject(request).id, rowId(request), method, feedHooks),
    );
}

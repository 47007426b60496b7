// Routes of docs/api.md "Tables", registered under /api/projects. Every route reaches its project
// through findOwnedProject (another user's project answers 404) and its rows through the schema.
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TableDef } from '@ruta/gtfs';
import type { Project } from '../db/schema.js';
import { authenticate, currentUser } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { findOwnedProject } from '../projects/store.js';
import { rowJson, type DbRow } from './codec.js';
import {
  fieldSorts,
  likePattern,
  pagination,
  parseListQuery,
  searchExpression,
  type ListParams,
} from './list.js';
import { tableTranslator } from './messages.js';
import { FEED_INFO, RESOURCES } from './resources.js';
import { fullJson, removeRow, writeRow, type RowHooks } from './rows.js';
import { listServices } from './services.js';
import { getShape, listShapes, removeShape, SHAPE_SORTS, writeShape } from './shapes.js';
import { findRow, query, selectList, tableIdent, type Q } from './sql.js';
import { tableSummary } from './summary.js';
import { tripHooks } from './trip-stop-times.js';
import { stopsAlongShape } from '../shapes/stops.js';

const ROW_ID = /^[1-9][0-9]{0,14}$/;
/** Rows per query when streaming `no_page` answers. */
const STREAM_CHUNK = 5000;

type Params = { id: string; rowId?: string };

export async function tableRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db as Q;
  app.addHook('onRequest', authenticate(ctx.db));

  const project = async (request: FastifyRequest): Promise<Project> => {
    const p = await findOwnedProject(ctx.db, (request.params as Params).id, currentUser(request).id);
    if (!p) throw detailError(404, request.t('not_found'));
    return p;
  };
  const rowId = (request: FastifyRequest): number => {
    const raw = (request.params as Params).rowId ?? '';
    if (!ROW_ID.test(raw)) throw detailError(404, request.t('not_found'));
    return Number(raw);
  };

  for (const [name, table] of Object.entries(RESOURCES) as [string, TableDef][]) {
    if (name === 'shapes') continue;
    const hooks: RowHooks = name === 'trips' ? tripHooks : {};
    const base = `/:id/${name}`;
    const sorts = fieldSorts(table);

    app.get(`${base}/`, async (request, reply) => {
      const p = await project(request);
      const params = parseListQuery(request, sorts, { perPage: 10, sort: 'id|asc' });
      return listRows(db, request, reply, table, p.id, params);
    });
    app.get(`${base}/ids/`, async (request) => {
      const p = await project(request);
      const keys = table.key.map((k) => `${tableIdent(table)}.${JSON.stringify(k)}`);
      const rows = await query<{ k: string | null; id: number }>(
        db,
        `SELECT concat_ws('|', ${keys.join(', ')}) AS k, id FROM ${tableIdent(table)} WHERE project_id = $1 ORDER BY id`,
        [p.id],
      );
      const out: Record<string, number> = {};
      for (const r of rows) if (r.k !== null && !(r.k in out)) out[r.k] = r.id;
      return out;
    });
    app.get(`${base}/:rowId/`, async (request) => {
      const p = await project(request);
      const row = await findRow(db, table, p.id, rowId(request));
      if (!row) throw detailError(404, request.t('not_found'));
      return fullJson(db, table, p.id, row, hooks);
    });
    app.post(`${base}/`, async (request, reply) => {
      const p = await project(request);
      return reply.code(201).send(await writeRow(db, request, table, p.id, null, 'post', hooks));
    });
    for (const method of ['put', 'patch'] as const)
      app[method](`${base}/:rowId/`, async (request) => {
        const p = await project(request);
        return writeRow(db, request, table, p.id, rowId(request), method, hooks);
      });
    app.delete(`${base}/:rowId/`, async (request, reply) => {
      const p = await project(request);
      await removeRow(db, request, table, p.id, rowId(request), hooks);
      return reply.code(204).send();
    });
  }

  // The trip's stop times alone (the stop-times editor reads them without the trip).
  app.get('/:id/trips/:rowId/stoptimes/', async (request) => {
    const p = await project(request);
    const trip = await findRow(db, RESOURCES.trips, p.id, rowId(request));
    if (!trip) throw detailError(404, request.t('not_found'));
    return (await tripHooks.detail!(db, p.id, trip)).stop_times;
  });

  // Shapes: one row per shape_id, with points.
  app.get('/:id/shapes/', async (request) => {
    const p = await project(request);
    const params = parseListQuery(request, SHAPE_SORTS, { perPage: 10, sort: 'id|asc' });
    if (params.noPage) return (await listShapes(db, p.id, params, null)).rows;
    const { rows, total } = await listShapes(
      db,
      p.id,
      params,
      params.perPage,
      (params.page - 1) * params.perPage,
    );
    return { results: rows, pagination: pagination(request, params, total, rows.length) };
  });
  app.get('/:id/shapes/ids/', async (request) => {
    const p = await project(request);
    const rows = await query<{ shape_id: string; id: number }>(
      db,
      `SELECT shape_id, min(id) AS id FROM ${tableIdent(RESOURCES.shapes)} WHERE project_id = $1 AND shape_id IS NOT NULL GROUP BY shape_id`,
      [p.id],
    );
    return Object.fromEntries(rows.map((r) => [r.shape_id, r.id]));
  });
  app.get('/:id/shapes/:rowId/', async (request) =>
    getShape(db, request, (await project(request)).id, rowId(request)),
  );
  // The stops of the trips using the shape (the editor draws them along it).
  app.get('/:id/shapes/:rowId/stops/', async (request) => {
    const p = await project(request);
    const shape = await getShape(db, request, p.id, rowId(request));
    return stopsAlongShape(db, p.id, shape.shape_id);
  });
  app.post('/:id/shapes/', async (request, reply) =>
    reply.code(201).send(await writeShape(db, request, (await project(request)).id, null, 'post')),
  );
  for (const method of ['put', 'patch'] as const)
    app[method]('/:id/shapes/:rowId/', async (request) =>
      writeShape(db, request, (await project(request)).id, rowId(request), method),
    );
  app.delete('/:id/shapes/:rowId/', async (request, reply) => {
    await removeShape(db, request, (await project(request)).id, rowId(request));
    return reply.code(204).send();
  });

  app.get('/:id/services/', async (request) => {
    const p = await project(request);
    const params = parseListQuery(
      request,
      { service_id: 'service_id' },
      { perPage: 50, sort: 'service_id|asc' },
    );
    const { rows, total } = await listServices(db, p.id, params);
    return { results: rows, pagination: pagination(request, params, total, rows.length) };
  });

  app.get('/:id/tables/', async (request) => tableSummary(db, await project(request)));

  // Feed info: one row per project; feed_id is its row id (docs/api.md).
  const feedInfoJson = (row: DbRow) => ({ ...rowJson(FEED_INFO, row), feed_id: row.id });
  const feedHooks: RowHooks = {
    detail: async (_db, _p, row) => ({ feed_id: row.id }),
    async afterChange(trx, projectId) {
      const [row] = await query<DbRow>(
        trx,
        `SELECT ${selectList(FEED_INFO)} FROM ${tableIdent(FEED_INFO)} WHERE project_id = $1 ORDER BY id LIMIT 1`,
        [projectId],
      );
      let info: Record<string, unknown> | null = null;
      if (row) {
        info = feedInfoJson(row);
        delete info.version;
        delete info.invalid;
      }
      await query(trx, 'UPDATE projects SET feedinfo = $2 WHERE id = $1', [
        projectId,
        info ? JSON.stringify(info) : null,
      ]);
    },
  };
  const firstFeedInfo = async (projectId: number) =>
    (
      await query<DbRow>(
        db,
        `SELECT ${selectList(FEED_INFO)} FROM ${tableIdent(FEED_INFO)} WHERE project_id = $1 ORDER BY id LIMIT 1`,
        [projectId],
      )
    )[0];
  app.get('/:id/feedinfo/', async (request) => {
    const row = await firstFeedInfo((await project(request)).id);
    return row ? feedInfoJson(row) : null;
  });
  app.post('/:id/feedinfo/', async (request, reply) => {
    const p = await project(request);
    if (await firstFeedInfo(p.id)) throw detailError(409, tableTranslator(request.lang)('feedinfo_exists'));
    return reply.code(201).send(await writeRow(db, request, FEED_INFO, p.id, null, 'post', feedHooks));
  });
  for (const method of ['put', 'patch'] as const)
    app[method]('/:id/feedinfo/:rowId/', async (request) =>
      writeRow(db, request, FEED_INFO, (await project(request)).id, rowId(request), method, feedHooks),
    );
}

/** One page with its pagination, or (no_page) every row streamed as a JSON array. */
async function listRows(
  db: Q,
  request: FastifyRequest,
  reply: FastifyReply,
  table: TableDef,
  projectId: number,
  p: ListParams,
) {
  const params: unknown[] = [projectId];
  let where = 'project_id = $1';
  if (p.search && table.search.length) {
    params.push(likePattern(p.search));
    where += ` AND ${searchExpression(table)} ILIKE $2`;
  }
  const select = `SELECT ${selectList(table)} FROM ${tableIdent(table)} WHERE ${where} ORDER BY ${p.orderBy}`;
  if (p.noPage) {
    async function* chunks() {
      yield '[';
      for (let offset = 0, first = true; ; offset += STREAM_CHUNK) {
        const rows = await query<DbRow>(db, `${select} LIMIT ${STREAM_CHUNK} OFFSET ${offset}`, params);
        for (const r of rows) {
          yield (first ? '' : ',') + JSON.stringify(rowJson(table, r));
          first = false;
        }
        if (rows.length < STREAM_CHUNK) break;
      }
      yield ']';
    }
    return reply.type('application/json; charset=utf-8').send(Readable.from(chunks()));
  }
  const offset = (p.page - 1) * p.perPage;
  if (p.search) {
    // Matches first (trigram index), then sort and count them: without statistics on the search
    // expression the planner would rather walk a sort index and test every row.
    const rows = await query<DbRow & { __total: number }>(
      db,
      `WITH m AS MATERIALIZED (SELECT ${selectList(table)} FROM ${tableIdent(table)} WHERE ${where})
       SELECT *, count(*) OVER ()::int AS __total FROM m ORDER BY ${p.orderBy} LIMIT ${p.perPage} OFFSET ${offset}`,
      params,
    );
    const count = rows[0]?.__total ?? (await countRows(db, table, where, params));
    return {
      results: rows.map((r) => rowJson(table, r)),
      pagination: pagination(request, p, count, rows.length),
    };
  }
  if (offset < FAR_OFFSET) {
    const [rows, count] = await Promise.all([
      query<DbRow>(db, `${select} LIMIT ${p.perPage} OFFSET ${offset}`, params),
      countRows(db, table, where, params),
    ]);
    return {
      results: rows.map((r) => rowJson(table, r)),
      pagination: pagination(request, p, count, rows.length),
    };
  }
  // Deep pages: OFFSET costs grow with depth, so a page in the far half of the list is read from the
  // other end (the same index, scanned backwards) and put back in order. The last page costs what
  // the first does.
  const count = await countRows(db, table, where, params);
  let rows: DbRow[] = [];
  if (offset < count) {
    if (offset <= count / 2)
      rows = await query<DbRow>(db, `${select} LIMIT ${p.perPage} OFFSET ${offset}`, params);
    else {
      const limit = Math.min(p.perPage, count - offset);
      const reversed = select.replace(/ORDER BY .*$/, `ORDER BY ${reverseOrder(p.orderBy)}`);
      rows = (
        await query<DbRow>(db, `${reversed} LIMIT ${limit} OFFSET ${count - offset - limit}`, params)
      ).reverse();
    }
  }
  return {
    results: rows.map((r) => rowJson(table, r)),
    pagination: pagination(request, p, count, rows.length),
  };
}

/** Offsets from which a page is planned against the count (see listRows). */
const FAR_OFFSET = 1000;

/** `a ASC, id ASC` → `a DESC, id DESC`: exactly the reverse order, NULLs included (last ↔ first). */
const reverseOrder = (orderBy: string) =>
  orderBy.replace(/\b(ASC|DESC)\b/g, (d) => (d === 'ASC' ? 'DESC' : 'ASC'));

async function countRows(db: Q, table: TableDef, where: string, params: unknown[]): Promise<number> {
  const [row] = await query<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM ${tableIdent(table)} WHERE ${where}`,
    params,
  );
  return row?.n ?? 0;
}

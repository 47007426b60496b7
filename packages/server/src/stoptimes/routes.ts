// Stop-times routes beyond the generic table API: the summary of listed trips (stop count, first and
// last time) and duplicating a trip as one copy or a series at a headway, in one transaction.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatTime, stop_times, trips } from '@ruta/gtfs';
import { z } from 'zod';
import { ownedProject, projectParams } from '../http/project-scope.js';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors, type FieldErrors } from '../http/errors.js';
import { bodyObject } from '../tables/rows.js';
import { tripCopiesBodySchema } from '../tables/bodies.js';
import { findRow, query, tableIdent } from '../tables/sql.js';
import { touchProject } from '../tables/touch.js';
import { insertCopies } from '../trip-copy/store.js';
import { dbQuery } from '../files/store.js';
import { describeBatch } from '../changes/batch.js';
import { duplicatedTripsSchema, stopTimesSummarySchema } from './schemas.js';

/** Most trips one duplicate request may create (a day of 1-minute headways). */
export const MAX_COPIES = 1440;
/** `trip_id` may repeat (`?trip_id=a&trip_id=b`). */
const summaryQuery = z.object({ trip_id: z.union([z.string(), z.array(z.string())]).optional() });
const rowParams = projectParams.extend({ rowId: z.string().regex(/^[1-9][0-9]{0,14}$/) });

interface Copy {
  trip_id: string;
  shift: number;
}

function parseCopies(body: Record<string, unknown>, request: FastifyRequest): Copy[] {
  const t = request.t;
  const list = body.trips;
  if (!Array.isArray(list) || list.length === 0 || list.length > MAX_COPIES)
    throw fieldErrors({ trips: [t('stoptimes_copies_list', { max: MAX_COPIES })] });
  const errors: FieldErrors[] = [];
  const copies: Copy[] = [];
  const seen = new Set<string>();
  for (const item of list as unknown[]) {
    const e: FieldErrors = {};
    const o = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
    const id = typeof o.trip_id === 'string' ? o.trip_id.trim() : '';
    if (!id) e.trip_id = [t('stoptimes_trip_id_invalid')];
    else if (seen.has(id)) e.trip_id = [t('stoptimes_trip_id_duplicated')];
    seen.add(id);
    const shift = o.shift;
    if (typeof shift !== 'number' || !Number.isSafeInteger(shift) || Math.abs(shift) > 7 * 86400)
      e.shift = [t('stoptimes_shift_invalid')];
    errors.push(e);
    copies.push({ trip_id: id, shift: typeof shift === 'number' ? shift : 0 });
  }
  if (errors.some((e) => Object.keys(e).length)) throw fieldErrors({ trips: errors as never });
  return copies;
}

export async function stopTimesRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;

  // GET stoptimes/summary/?trip_id=a&trip_id=b → {a: {stop_count, start_time, end_time}, ...}
  app.get(
    '/:id/stoptimes/summary/',
    {
      schema: {
        tags: ['stop times'],
        params: projectParams,
        querystring: summaryQuery,
        response: { 200: stopTimesSummarySchema },
      },
    },
    async (request) => {
      const p = ownedProject(request);
      const raw = (request.query as z.infer<typeof summaryQuery>).trip_id;
      const ids = raw === undefined ? [] : [raw].flat();
      if (ids.length > 1000) throw fieldErrors({ trip_id: [request.t('stoptimes_too_many_ids')] });
      const rows = await query<{ trip_id: string; n: number; first: number | null; last: number | null }>(
        db,
        `SELECT trip_id, count(*)::int AS n,
         min(coalesce(departure_time, arrival_time)) AS first, max(coalesce(arrival_time, departure_time)) AS last
       FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = ANY($2) GROUP BY trip_id`,
        [p.id, ids],
      );
      const out: Record<string, { stop_count: number; start_time: string | null; end_time: string | null }> =
        {};
      for (const id of ids) out[id] = { stop_count: 0, start_time: null, end_time: null };
      for (const r of rows)
        out[r.trip_id] = {
          stop_count: r.n,
          start_time: r.first === null ? null : formatTime(r.first),
          end_time: r.last === null ? null : formatTime(r.last),
        };
      return out;
    },
  );

  // POST trips/{rowId}/duplicate/ {"trips": [{"trip_id", "shift"}]} → 201 {"created": [{id, trip_id}]}
  app.post(
    '/:id/trips/:rowId/duplicate/',
    {
      schema: {
        tags: ['stop times'],
        params: rowParams,
        body: tripCopiesBodySchema,
        response: { 201: duplicatedTripsSchema },
      },
    },
    async (request, reply) => {
      const p = ownedProject(request);
      const rowId = (request.params as { rowId: string }).rowId;
      const copies = parseCopies(bodyObject(request), request);
      const created = await db.transaction().execute(async (trx) => {
        const source = await findRow(trx, trips, p.id, Number(rowId));
        if (!source) throw detailError(404, request.t('not_found'));
        const ids = copies.map((c) => c.trip_id);
        const taken = new Set(
          (
            await query<{ trip_id: string }>(
              trx,
              `SELECT trip_id FROM ${tableIdent(trips)} WHERE project_id = $1 AND trip_id = ANY($2)`,
              [p.id, ids],
            )
          ).map((r) => r.trip_id),
        );
        if (taken.size)
          throw fieldErrors({
            trips: copies.map((c) =>
              taken.has(c.trip_id) ? { trip_id: [request.t('stoptimes_trip_id_duplicated')] } : {},
            ) as never,
          });
        const made = await insertCopies(
          trx,
          p.id,
          copies.map((c) => ({ ...c, source: source.trip_id as string })),
          null,
        );
        await touchProject(trx, p.id, trips);
        await describeBatch(dbQuery(trx), 'trip_duplicated', { trip_id: source.trip_id, count: made.length });
        return made;
      });
      return reply.code(201).send({ created });
    },
  );
}

// The trip's stop times alone, for the stop-times editor, which reads them without the trip.
import type { FastifyInstance } from 'fastify';
import type { Value } from '@ruta/gtfs';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject } from '../http/project-scope.js';
import { RESOURCES } from '../tables/resources.js';
import { answering, onRow, rowId } from '../tables/routes.js';
import { findRow } from '../tables/sql.js';
import { tripStopTimes } from './detail.js';
import { stopTimeDetailSchema } from './schemas.js';

export async function tripStopTimesRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  app.get(
    '/:id/trips/:rowId/stoptimes/',
    answering(onRow, { 200: z.array(stopTimeDetailSchema) }),
    async (request) => {
      const p = ownedProject(request);
      const trip = await findRow(db, RESOURCES.trips, p.id, rowId(request));
      if (!trip) throw detailError(404, request.t('not_found'));
      return tripStopTimes(db, p.id, (trip.trip_id as Value) ?? null);
    },
  );
}

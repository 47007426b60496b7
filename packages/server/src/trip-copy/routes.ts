// POST trips/copy/: copies trips (with their stop times) to a chosen service, optionally shifted by
// some minutes, in one transaction. The timetable and the trips list both use it. New ids come from
// the one generator of @ruta/gtfs (route-direction-HHMM, a counter when taken): never a space.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { newTripId, tripIdBase, trips } from '@ruta/gtfs';
import type { AppContext } from '../http/context.js';
import { fieldErrors } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { touchProject } from '../tables/touch.js';
import { copiedTripsSchema, copyTripsBody } from './schemas.js';
import { insertCopies, serviceExists, sourceTrips, takenIds } from './store.js';

export async function tripCopyRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/:id/trips/copy/',
    {
      schema: {
        tags: ['stop times'],
        params: projectParams,
        body: copyTripsBody,
        response: { 201: copiedTripsSchema },
        description:
          'Copies the trips (rows and stop times) to service_id, every time shifted by shift_minutes; ' +
          'new trip ids are route-direction-HHMM with a counter when taken. 400 with field errors for an ' +
          'unknown service or trip, or a shift before midnight.',
      },
    },
    async (request, reply) => {
      const p = ownedProject(request);
      const t = request.t;
      const { service_id: serviceId, shift_minutes: minutes } = request.body;
      const wanted = [...new Set(request.body.trip_ids)];
      const shift = minutes * 60;
      const created = await ctx.db.transaction().execute(async (trx) => {
        if (!(await serviceExists(trx, p.id, serviceId)))
          throw fieldErrors({ service_id: [t('trip_copy_unknown_service', { id: serviceId })] });
        const sources = await sourceTrips(trx, p.id, wanted);
        const found = new Set(sources.map((s) => s.trip_id));
        const missing = wanted.filter((id) => !found.has(id));
        if (missing.length)
          throw fieldErrors({
            trip_ids: [t('trip_copy_unknown_trips', { ids: missing.slice(0, 5).join(', ') })],
          });
        if (sources.some((s) => s.earliest !== null && s.earliest + shift < 0))
          throw fieldErrors({ shift_minutes: [t('trip_copy_before_midnight')] });
        const parts = sources.map((s) => ({
          route_id: s.route_id,
          direction_id: s.direction_id,
          departure: s.first === null ? null : s.first + shift,
        }));
        const taken = await takenIds(trx, p.id, [...new Set(parts.map(tripIdBase))]);
        const copies = sources.map((s, i) => ({
          source: s.trip_id,
          trip_id: newTripId(parts[i]!, taken),
          shift,
        }));
        const made = await insertCopies(trx, p.id, copies, serviceId);
        await touchProject(trx, p.id, trips);
        return made.map((m, i) => ({ ...m, source_trip_id: copies[i]!.source }));
      });
      return reply.code(201).send({ created });
    },
  );
}

// Routes of docs/api.md "Timetables", under /api/projects/{id}/timetable/.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { readTimetable, routeDirections, type Direction } from './read.js';
import { saveTimetable } from './save.js';
import { leavesNetworkAsDrawn } from '../network/hook.js';
import { routeDirectionsSchema, timetableAnswerSchema } from './schemas.js';

/** `service` may repeat (`?service=A&service=B`); absent means every service. */
const serviceFilter = z.union([z.string(), z.array(z.string())]).optional();
const readQuery = z.object({
  route: z.string().optional(),
  direction: z.string().optional(),
  service: serviceFilter,
});
const saveQuery = z.object({ service: serviceFilter });
/** The change set's outline; parseChangeSet (change-set.ts) checks each trip and cell, naming where. */
const trips = z.array(z.looseObject({})).optional();
const saveBody = z.looseObject({
  route_id: z.string(),
  direction_id: z.union([z.literal(0), z.literal(1), z.null()]).optional(),
  updated: trips,
  inserted: trips,
  deleted: trips,
});
/**
 * The timetable answer is written as it is: read.ts types it (TimetableAnswer) and the schema
 * documents it, while checking its 40,000 numbers through zod on every read and save cost about ten
 * times the JSON encoding itself.
 */
const asBuilt = () => (data: unknown) => JSON.stringify(data);
const servicesOf = (v: string | string[] | undefined) => (v === undefined ? null : [v].flat());

export async function timetableRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const onProject = { schema: { tags: ['timetables'], params: projectParams } };
  const answer = { 200: timetableAnswerSchema };

  app.get(
    '/:id/timetable/routes/',
    { schema: { ...onProject.schema, response: { 200: routeDirectionsSchema } } },
    async (request) => routeDirections(db, ownedProject(request).id),
  );

  app.get(
    '/:id/timetable/',
    {
      schema: { ...onProject.schema, querystring: readQuery, response: answer },
      serializerCompiler: asBuilt,
    },
    async (request) => {
      const p = ownedProject(request);
      const q = request.query as z.infer<typeof readQuery>;
      const route = q.route ?? '';
      if (!route) throw fieldErrors({ route: [request.t('timetable_route_required')] });
      const raw = q.direction ?? 'none';
      const direction: Direction | null =
        raw === '0' ? 0 : raw === '1' ? 1 : raw === 'none' || raw === '' ? 'none' : null;
      if (direction === null) throw fieldErrors({ direction: [request.t('timetable_bad_direction')] });
      const out = await readTimetable(db, p.id, route, direction, servicesOf(q.service));
      if (!out) throw detailError(404, request.t('not_found'));
      return out;
    },
  );

  // The answer is the timetable as read after the save, filtered as the editor shows it.
  app.post(
    '/:id/timetable/',
    {
      schema: { ...onProject.schema, querystring: saveQuery, body: saveBody, response: answer },
      serializerCompiler: asBuilt,
    },
    async (request) => {
      const p = ownedProject(request);
      if (!(await saveTimetable(db, request, p.id)).drawn) leavesNetworkAsDrawn(request);
      const body = request.body as z.infer<typeof saveBody>;
      const q = request.query as z.infer<typeof saveQuery>;
      const out = await readTimetable(
        db,
        p.id,
        body.route_id,
        body.direction_id ?? 'none',
        servicesOf(q.service),
      );
      // A route that is not in the project had no trip to save: 404, as for reading it.
      if (!out) throw detailError(404, request.t('not_found'));
      return out;
    },
  );
}

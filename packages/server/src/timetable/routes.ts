// Routes of docs/api.md "Timetables", under /api/projects/{id}/timetable/.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import type { Q } from '../tables/sql.js';
import { readTimetable, routeDirections, type Direction } from './read.js';
import { saveTimetable } from './save.js';

export async function timetableRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db as Q;
  const onProject = { schema: { tags: ['timetables'], params: projectParams } };

  app.get('/:id/timetable/routes/', onProject, async (request) =>
    routeDirections(db, ownedProject(request).id),
  );

  app.get('/:id/timetable/', onProject, async (request) => {
    const p = ownedProject(request);
    const q = request.query as Record<string, unknown>;
    const route = typeof q.route === 'string' ? q.route : '';
    if (!route) throw fieldErrors({ route: [request.t('timetable_route_required')] });
    const raw = q.direction ?? 'none';
    const direction: Direction | null =
      raw === '0' ? 0 : raw === '1' ? 1 : raw === 'none' || raw === '' ? 'none' : null;
    if (direction === null) throw fieldErrors({ direction: [request.t('timetable_bad_direction')] });
    const out = await readTimetable(db, p.id, route, direction);
    if (!out) throw detailError(404, request.t('not_found'));
    return out;
  });

  app.post('/:id/timetable/', onProject, async (request) => {
    const p = ownedProject(request);
    await saveTimetable(db, request, p.id);
    const body = request.body as { route_id: string; direction_id: 0 | 1 | null };
    return readTimetable(db, p.id, body.route_id, body.direction_id ?? 'none');
  });
}

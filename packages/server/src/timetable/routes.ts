// Routes of docs/api.md "Timetables", under /api/projects/{id}/timetable/.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticate, currentUser } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors } from '../http/errors.js';
import { findOwnedProject } from '../projects/store.js';
import type { Q } from '../tables/sql.js';
import { readTimetable, routeDirections, type Direction } from './read.js';
import { saveTimetable } from './save.js';

export async function timetableRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db as Q;
  app.addHook('onRequest', authenticate(ctx.db));
  const project = async (request: FastifyRequest) => {
    const p = await findOwnedProject(ctx.db, (request.params as { id: string }).id, currentUser(request).id);
    if (!p) throw detailError(404, request.t('not_found'));
    return p;
  };

  app.get('/:id/timetable/routes/', async (request) => routeDirections(db, (await project(request)).id));

  app.get('/:id/timetable/', async (request) => {
    const p = await project(request);
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

  app.post('/:id/timetable/', async (request) => {
    const p = await project(request);
    await saveTimetable(db, request, p.id);
    const body = request.body as { route_id: string; direction_id: 0 | 1 | null };
    return readTimetable(db, p.id, body.route_id, body.direction_id ?? 'none');
  });
}

// The shapes resource's routes (docs/api.md "Tables"): one row per shape_id with its points, in
// place of the generic table routes, and the stops of the trips along a shape.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../http/context.js';
import { pagination } from '../http/pagination.js';
import { ownedProject } from '../http/project-scope.js';
import { parseListQuery } from '../tables/list.js';
import { answering, onList, onProject, onRow, rowId } from '../tables/routes.js';
import { rowAnswers, rowIdsSchema, shapeListAnswer } from '../tables/schemas.js';
import { shapeIdsById } from '../tables/store.js';
import { getShape, listShapes, removeShape, SHAPE_SORTS, writeShape } from './rows.js';
import { shapeDetailSchema, shapeStopsSchema } from './schemas.js';
import { shapeBodySchema } from '../tables/bodies.js';
import { stopsAlongShape } from './stops.js';

export async function shapeRoutes(app: FastifyInstance, ctx: AppContext) {
  const db = ctx.db;
  const answers = rowAnswers(shapeDetailSchema);
  // Shapes: one row per shape_id, with points.
  app.get('/:id/shapes/', onList(shapeListAnswer), async (request) => {
    const p = ownedProject(request);
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
  app.get('/:id/shapes/ids/', answering(onProject, { 200: rowIdsSchema }), async (request) => {
    const p = ownedProject(request);
    return shapeIdsById(db, p.id);
  });
  app.get('/:id/shapes/:rowId/', answering(onRow, answers.read), async (request) =>
    getShape(db, request, ownedProject(request).id, rowId(request)),
  );
  // The stops of the trips using the shape (the editor draws them along it).
  app.get('/:id/shapes/:rowId/stops/', answering(onRow, { 200: shapeStopsSchema }), async (request) => {
    const p = ownedProject(request);
    const shape = await getShape(db, request, p.id, rowId(request));
    return stopsAlongShape(db, p.id, shape.shape_id);
  });
  app.post('/:id/shapes/', answering(onProject, answers.created, shapeBodySchema), async (request, reply) =>
    reply.code(201).send(await writeShape(db, request, ownedProject(request).id, null, 'post')),
  );
  for (const method of ['put', 'patch'] as const)
    app[method]('/:id/shapes/:rowId/', answering(onRow, answers.read, shapeBodySchema), async (request) =>
      writeShape(db, request, ownedProject(request).id, rowId(request), method),
    );
  app.delete('/:id/shapes/:rowId/', answering(onRow, answers.deleted), async (request, reply) => {
    await removeShape(db, request, ownedProject(request).id, rowId(request));
    return reply.code(204).send();
  });
}

// DELETE /api/projects/{id}/import_warnings/: the owner dismissed the warnings of the last import.
import type { FastifyInstance } from 'fastify';
import { authenticate, currentUser } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { findOwnedProject } from '../projects/store.js';

export async function importReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.addHook('onRequest', authenticate(db));
  app.delete('/:id/import_warnings/', { schema: { tags: ['projects'] } }, async (request, reply) => {
    const project = await findOwnedProject(
      db,
      (request.params as { id: string }).id,
      currentUser(request).id,
    );
    if (!project) throw detailError(404, request.t('not_found'));
    await db.updateTable('projects').set({ import_warnings: null }).where('id', '=', project.id).execute();
    return reply.code(204).send();
  });
}

// DELETE /api/projects/{id}/import_warnings/: the owner dismissed the warnings of the last import.
import type { FastifyInstance } from 'fastify';
import { noContent } from '../http/answers.js';
import type { AppContext } from '../http/context.js';
import { ownedProject, projectParams } from '../http/project-scope.js';

export async function importReportRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  app.delete(
    '/:id/import_warnings/',
    { schema: { tags: ['projects'], params: projectParams, response: noContent } },
    async (request, reply) => {
      const project = ownedProject(request);
      await db.updateTable('projects').set({ import_warnings: null }).where('id', '=', project.id).execute();
      return reply.code(204).send();
    },
  );
}

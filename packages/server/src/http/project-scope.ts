// The one convention of every route under /api/projects (docs/architecture.md, "Server routes"): the
// scope authenticates each request and, for a route with an `:id` parameter, loads the project owned
// by the signed-in user once, before any validation, into `request.project`. Another user's project,
// a missing one and a malformed id all answer the same 404, so no route can reach a project another way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { Project } from '../db/schema.js';
import { findOwnedProject } from './project-store.js';
import { authenticate, currentUser } from './auth.js';
import { detailError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The owned project of a route with `:id`, set by the project scope. */
    project: Project | null;
  }
}

/** Path parameters of a project route; a malformed id answers 404 (see http/errors.ts). */
export const projectParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/) });

/** Hooks every route registered on `app` (and its children) afterwards. */
export function projectScope(app: FastifyInstance, db: Db): void {
  app.decorateRequest('project', null);
  // onRequest, so a missing token answers 401 before the parameters are even validated.
  app.addHook('onRequest', authenticate(db));
  // preValidation, so another user's project answers 404 before its body is judged.
  app.addHook('preValidation', async (request) => {
    const id = (request.params as { id?: string } | undefined)?.id;
    if (id === undefined) return;
    const project = await findOwnedProject(db, id, currentUser(request).id);
    if (!project) throw detailError(404, request.t('not_found'));
    request.project = project;
  });
}

/** The project the scope loaded; only for routes with an `:id` parameter. */
export function ownedProject(request: FastifyRequest): Project {
  if (!request.project) throw detailError(404, request.t('not_found'));
  return request.project;
}

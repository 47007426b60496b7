// The one convention of every route under /api/projects (docs/architecture.md, "Server routes"): the
// scope authenticates each request and, for a route with an `:id` parameter, loads the project the
// signed-in user is a member of once, before any validation, into `request.project` with the user's
// role, and refuses with 403 a role below the one the route declares (http/roles.ts). A project the
// user is no member of, a missing one and a malformed id all answer the same 404, so no route can
// reach a project another way.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { Project, ProjectRole } from '../db/schema.js';
import { membersMessages } from './member-messages.js';
import { hasRole, neededRole } from './roles.js';
import { findSessionMemberProject, type MemberProject } from './project-store.js';
import { authenticate, authenticateWith } from './auth.js';
import { detailError } from './errors.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The project of a route with `:id`, set by the project scope. */
    project: Project | null;
    /** The signed-in user's role in `project`. */
    projectRole: ProjectRole | null;
  }
}

/** Path parameters of a project route; a malformed id answers 404 (see http/errors.ts). */
export const projectParams = z.object({ id: z.string().regex(/^[1-9][0-9]{0,14}$/) });

/** Hooks every route registered on `app` (and its children) afterwards. */
export function projectScope(app: FastifyInstance, db: Db): void {
  app.decorateRequest('project', null);
  app.decorateRequest('projectRole', null);
  // onRequest, so a missing token answers 401 before the parameters are even validated. A route with
  // `:id` reads the session and the user's membership of that project in one statement.
  const found = new WeakMap<FastifyRequest, MemberProject | undefined>();
  const withProject = authenticateWith((request, tokenHash) =>
    findSessionMemberProject(db, tokenHash, projectIdParam(request)!),
  );
  const plain = authenticate(db);
  app.addHook('onRequest', async (request) => {
    if (projectIdParam(request) === undefined) return plain(request);
    found.set(request, await withProject(request));
  });
  // preValidation, so another user's project answers 404, and a viewer's write 403, before its body is judged.
  app.addHook('preValidation', async (request) => {
    if (projectIdParam(request) === undefined) return;
    const member = found.get(request);
    if (!member) throw detailError(404, request.t('not_found'));
    const needed = neededRole(request);
    if (!hasRole(member.role, needed)) {
      const t = membersMessages(request.lang);
      throw detailError(403, `${t(`you_are_${member.role}`)} ${t(`needs_${needed}`)}`);
    }
    request.project = member.project;
    request.projectRole = member.role;
  });
}

const projectIdParam = (request: FastifyRequest) => (request.params as { id?: string } | undefined)?.id;

/** The project the scope loaded; only for routes with an `:id` parameter. */
export function ownedProject(request: FastifyRequest): Project {
  if (!request.project) throw detailError(404, request.t('not_found'));
  return request.project;
}

/** The signed-in user's role in the project the scope loaded. */
export function projectRole(request: FastifyRequest): ProjectRole {
  if (!request.projectRole) throw detailError(404, request.t('not_found'));
  return request.projectRole;
}

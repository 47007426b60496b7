// Project roles, from the least to the most rights, and the one rule every project route obeys: a
// route declares the least role it needs in its config (`config: { role: 'publisher' }`); without a
// declaration, reads (GET, HEAD) need a viewer and every other method an editor, so a write route
// nobody thought about is closed to viewers rather than open.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ProjectRole } from '../db/schema.js';

export type { ProjectRole };

export const ROLES = ['viewer', 'editor', 'publisher', 'admin', 'owner'] as const satisfies ProjectRole[];
/** The roles an invitation or a role change can give: ownership only moves by a transfer. */
export const ASSIGNABLE_ROLES = ['viewer', 'editor', 'publisher', 'admin'] as const;
export type AssignableRole = (typeof ASSIGNABLE_ROLES)[number];

export const roleSchema = z.enum(ROLES);
export const assignableRoleSchema = z.enum(ASSIGNABLE_ROLES);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The least project role the route needs (see http/roles.ts for the default). */
    role?: ProjectRole;
  }
}

/** Whether `role` has at least the rights of `needed`. */
export function hasRole(role: ProjectRole, needed: ProjectRole): boolean {
  return ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

/** The least role the request's route needs. */
export function neededRole(request: FastifyRequest): ProjectRole {
  const declared = request.routeOptions.config.role;
  if (declared) return declared;
  return request.method === 'GET' || request.method === 'HEAD' ? 'viewer' : 'editor';
}

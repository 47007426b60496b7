// Members of a project (docs/api.md "Members"): the list, role changes, removal, ownership transfer
// and the project's security log. Runs in the project scope, which already refused non-members (404)
// and roles below each route's `config.role` (403).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProjectRole } from '../db/schema.js';
import { currentUser } from '../http/auth.js';
import { noContent } from '../http/answers.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams, projectRole } from '../http/project-scope.js';
import { membersMessages, type MembersMessage } from '../http/member-messages.js';
import { assignableRoleSchema } from '../http/roles.js';
import { listProjectSecurityEvents, recordSecurityEvent, securityEventSchema } from './security-log.js';
import { findMember, listMembers, memberSchema, removeMember, setRole, transferOwnership } from './store.js';

const memberParams = projectParams.extend({ userId: z.string().regex(/^[1-9][0-9]{0,14}$/) });
const refuse = (request: FastifyRequest, status: number, key: MembersMessage) =>
  detailError(status, membersMessages(request.lang)(key));

export async function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  /**
   * The member a change targets, after the rules every change obeys: not the owner (`ownerRefusal`
   * says why, for a role change or a removal); an admin only by the owner or themself.
   */
  const changeableMember = async (request: FastifyRequest, userId: number, ownerRefusal: MembersMessage) => {
    const project = ownedProject(request);
    const member = await findMember(db, project.id, userId);
    if (!member) throw refuse(request, 404, 'member_not_found');
    if (member.role === 'owner') throw refuse(request, 400, ownerRefusal);
    const self = userId === currentUser(request).id;
    if (member.role === 'admin' && projectRole(request) !== 'owner' && !self) {
      throw refuse(request, 403, 'admin_only_lower');
    }
    return member;
  };

  r.get(
    '/:id/members/',
    { schema: { tags, params: projectParams, response: { 200: z.array(memberSchema) } } },
    async (request) => listMembers(db, ownedProject(request).id),
  );

  r.put(
    '/:id/members/:userId/',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        params: memberParams,
        body: z.object({ role: assignableRoleSchema }),
        response: { 200: z.array(memberSchema) },
        description: 'Gives a member another role (not owner: see transfer). Answers the members.',
      },
    },
    async (request) => {
      const projectId = ownedProject(request).id;
      const userId = Number(request.params.userId);
      const member = await changeableMember(request, userId, 'owner_role_fixed');
      const role: ProjectRole = request.body.role;
      if (role !== member.role) {
        await db.transaction().execute(async (trx) => {
          await setRole(trx, projectId, userId, role);
          await recordSecurityEvent(trx, {
            projectId,
            actorId: currentUser(request).id,
            kind: 'role_changed',
            detail: { member: member.username, role, previous_role: member.role },
            ip: request.ip,
          });
        });
      }
      return listMembers(db, projectId);
    },
  );

  r.delete(
    '/:id/members/:userId/',
    { config: { role: 'admin' }, schema: { tags, params: memberParams, response: noContent } },
    async (request, reply) => {
      const projectId = ownedProject(request).id;
      const userId = Number(request.params.userId);
      const member = await changeableMember(request, userId, 'owner_cannot_leave');
      await db.transaction().execute(async (trx) => {
        await removeMember(trx, projectId, userId);
        await recordSecurityEvent(trx, {
          projectId,
          actorId: currentUser(request).id,
          kind: 'member_removed',
          detail: { member: member.username, previous_role: member.role },
          ip: request.ip,
        });
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    '/:id/members/transfer/',
    {
      config: { role: 'owner' },
      schema: {
        tags,
        params: projectParams,
        body: z.object({ user_id: z.number().int().positive() }),
        response: { 200: z.array(memberSchema) },
        description: 'Hands the project to another member; the previous owner stays as an admin.',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const me = currentUser(request);
      const to = request.body.user_id;
      if (to === me.id) throw refuse(request, 400, 'transfer_to_self');
      const member = await findMember(db, project.id, to);
      if (!member) throw refuse(request, 404, 'member_not_found');
      if ((await transferOwnership(db, project.id, me.id, to)) === 'name_taken') {
        throw refuse(request, 400, 'transfer_name_taken');
      }
      await recordSecurityEvent(db, {
        projectId: project.id,
        actorId: me.id,
        kind: 'ownership_transferred',
        detail: { member: member.username, previous_role: member.role },
        ip: request.ip,
      });
      return listMembers(db, project.id);
    },
  );

  r.get(
    '/:id/security_log/',
    {
      config: { role: 'admin' },
      schema: {
        tags,
        params: projectParams,
        response: { 200: z.array(securityEventSchema) },
        description:
          "The newest 200 events: the project's member changes and invitations, its members' sign-ins.",
      },
    },
    async (request) => listProjectSecurityEvents(db, ownedProject(request).id),
  );
}

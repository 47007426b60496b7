// Invitations opened by another address (docs/api.md "Invitations"), for the project's admins: the
// setting that allows them once an admin confirms, the confirmations waiting, approve and reject.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { membersMessages } from '../http/member-messages.js';
import {
  approveConfirmation,
  confirmationsSchema,
  listConfirmations,
  rejectConfirmation,
  setAllowsOtherAddress,
} from './confirmations.js';
import { recordSecurityEvent } from './security-log.js';

const confirmationParams = projectParams.extend({ confirmationId: z.string().regex(/^[1-9][0-9]{0,14}$/) });
const admin = { role: 'admin' } as const;
const tags = ['members'];
const answers = { 200: confirmationsSchema };

export async function confirmationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/invitations/confirmations/',
    { config: admin, schema: { tags, params: projectParams, response: answers } },
    async (request) => listConfirmations(db, ownedProject(request).id),
  );

  r.put(
    '/:id/invitations/settings/',
    {
      config: admin,
      schema: {
        tags,
        params: projectParams,
        body: z.object({ other_address: z.boolean() }),
        response: answers,
        description:
          'Whether someone signed in with another address may accept an invitation once an admin confirms. ' +
          'Answers the setting and the confirmations waiting.',
      },
    },
    async (request) => {
      const projectId = ownedProject(request).id;
      await setAllowsOtherAddress(db, projectId, request.body.other_address);
      return listConfirmations(db, projectId);
    },
  );

  r.post(
    '/:id/invitations/confirmations/:confirmationId/approve/',
    {
      config: admin,
      schema: {
        tags,
        params: confirmationParams,
        response: answers,
        description: 'The person joins with the invited role; the invitation is used.',
      },
    },
    async (request) => {
      const projectId = ownedProject(request).id;
      const joined = await approveConfirmation(db, projectId, Number(request.params.confirmationId));
      if (!joined) throw detailError(404, membersMessages(request.lang)('confirmation_not_found'));
      await recordSecurityEvent(db, {
        projectId,
        actorId: currentUser(request).id,
        kind: 'member_added',
        detail: { member: joined.username, role: joined.role },
        ip: request.ip,
      });
      return listConfirmations(db, projectId);
    },
  );

  r.post(
    '/:id/invitations/confirmations/:confirmationId/reject/',
    {
      config: admin,
      schema: {
        tags,
        params: confirmationParams,
        response: answers,
        description: 'The person does not join; the invitation stays pending for its own address.',
      },
    },
    async (request) => {
      const projectId = ownedProject(request).id;
      if (!(await rejectConfirmation(db, projectId, Number(request.params.confirmationId))))
        throw detailError(404, membersMessages(request.lang)('confirmation_not_found'));
      return listConfirmations(db, projectId);
    },
  );
}

// The invitation link's side (docs/api.md "Invitations"), outside the project scope: what an
// invitation offers (the token is the credential, so no session is needed to read it) and accepting
// it as the signed-in user. Registering through a link is `POST /api/user/register/` with `invitation`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import { authenticate, currentUser } from '../http/auth.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { acceptInvitation, findInvitation } from './invitations.js';
import { allowsOtherAddress, requestConfirmation } from './confirmations.js';
import { membersMessages } from '../http/member-messages.js';
import { assignableRoleSchema, roleSchema } from '../http/roles.js';
import { recordSecurityEvent } from './security-log.js';

const tokenParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/invitations/{token}/: what the invitation page shows before it is accepted. */
export const invitationInfoSchema = z.object({
  project_name: z.string(),
  email: z.string(),
  role: assignableRoleSchema,
  inviter: z.string().nullable(),
  state: z.enum(['pending', 'used', 'revoked', 'expired']),
  expires_at: z.string(),
});

/** POST accept/'s answers: joined, or waiting for an admin (another address, allowed by the project). */
export const acceptedSchema = z.object({ project_id: z.number().int(), role: roleSchema });
export const awaitingAdminSchema = z.object({ detail: z.string(), awaiting_admin: z.literal(true) });

/** Accepts for `user` (the invited address only) and logs it, or throws the reason in the request's language. */
export async function joinByInvitation(
  db: Db,
  request: FastifyRequest,
  token: string,
  user: { id: number; email: string },
) {
  const result = await acceptInvitation(db, token, user);
  if (typeof result === 'string') {
    const t = membersMessages(request.lang);
    if (result === 'invalid') throw detailError(404, t('invitation_invalid'));
    if (result === 'other_address') {
      const invited = (await findInvitation(db, token))?.email ?? '';
      throw detailError(403, t('invitation_other_address', { email: invited }));
    }
    // 'pending' here means another request used it between the update and this read.
    throw detailError(400, t(result === 'pending' ? 'invitation_used' : `invitation_${result}`));
  }
  await recordSecurityEvent(db, {
    projectId: result.projectId,
    actorId: user.id,
    kind: 'invitation_accepted',
    detail: { email: result.email, role: result.role },
    ip: request.ip,
  });
  return result;
}

/**
 * When `user` opens a pending invitation sent to another address and the project allows it, records
 * that they wait for an admin and answers the address it was sent to; otherwise undefined.
 */
async function awaitAdmin(db: Db, token: string, user: { id: number; email: string }) {
  const found = await findInvitation(db, token);
  if (found?.state !== 'pending' || found.email.toLowerCase() === user.email.toLowerCase()) return undefined;
  if (!(await allowsOtherAddress(db, found.project_id))) return undefined;
  // Rejected by an admin before: refused as any other address.
  return (await requestConfirmation(db, found.id, user)) ? found.email : undefined;
}

export async function joinRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  r.get(
    '/:token/',
    {
      schema: {
        tags,
        params: tokenParams,
        security: [],
        response: {
          200: invitationInfoSchema,
        },
      },
    },
    async (request) => {
      const found = await findInvitation(db, request.params.token);
      if (!found) throw detailError(404, membersMessages(request.lang)('invitation_invalid'));
      const inviter = found.inviter_name
        ? `${found.inviter_name} ${found.inviter_last_name ?? ''}`.trim()
        : null;
      return {
        project_name: found.project_name,
        email: found.email,
        role: found.role,
        inviter,
        state: found.state,
        expires_at: found.expires_at.toISOString(),
      };
    },
  );

  r.post(
    '/:token/accept/',
    {
      preHandler: authenticate(db),
      schema: {
        tags,
        params: tokenParams,
        response: {
          200: acceptedSchema,
          202: awaitingAdminSchema,
        },
        description:
          'Makes the signed-in user a member with the invited role; the link then stops working. Only the ' +
          'invited address may accept (403 for another), unless the project allows another address once ' +
          'an admin confirms: then 202, and the person waits for an admin.',
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const invited = await awaitAdmin(db, request.params.token, user);
      if (invited !== undefined) {
        const detail = membersMessages(request.lang)('invitation_awaits_admin', { email: invited });
        return reply.code(202).send({ detail, awaiting_admin: true });
      }
      const joined = await joinByInvitation(db, request, request.params.token, user);
      return { project_id: joined.projectId, role: joined.role };
    },
  );
}

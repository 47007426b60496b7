// Invitations of a project (docs/api.md "Invitations"), for its admins: list the open ones, invite an
// address with a role (the link goes out by mail), revoke.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { currentUser } from '../http/auth.js';
import { noContent } from '../http/answers.js';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { linkMail } from '../mail/templates.js';
import {
  createInvitation,
  hasPendingInvitation,
  invitationSchema,
  listOpenInvitations,
  revokeInvitation,
} from './invitations.js';
import { membersMessages } from '../http/member-messages.js';
import { assignableRoleSchema } from '../http/roles.js';
import { recordSecurityEvent } from './security-log.js';

const inviteBody = z.object({
  email: z.string().trim().min(1, 'required').max(254).pipe(z.email('invalid_email')),
  role: assignableRoleSchema,
});
const invitationParams = projectParams.extend({ invitationId: z.string().regex(/^[1-9][0-9]{0,14}$/) });
const admin = { role: 'admin' } as const;

export async function invitationRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, mailer } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  r.get(
    '/:id/invitations/',
    { config: admin, schema: { tags, params: projectParams, response: { 200: z.array(invitationSchema) } } },
    async (request) => listOpenInvitations(db, ownedProject(request).id),
  );

  r.post(
    '/:id/invitations/',
    {
      config: admin,
      schema: {
        tags,
        params: projectParams,
        body: inviteBody,
        response: { 201: z.array(invitationSchema) },
        description:
          'Mails the address a link to join with the role (7 days, once). Answers the open invitations.',
      },
    },
    async (request, reply) => {
      const project = ownedProject(request);
      const me = currentUser(request);
      const t = membersMessages(request.lang);
      const { email, role } = request.body;
      const member = await db
        .selectFrom('project_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('u.id')
        .where('m.project_id', '=', project.id)
        .where(sql<string>`lower(u.email)`, '=', email.toLowerCase())
        .executeTakeFirst();
      if (member) throw fieldErrors({ email: [t('already_member')] });
      if (await hasPendingInvitation(db, project.id, email))
        throw fieldErrors({ email: [t('already_invited')] });

      const { token } = await db.transaction().execute(async (trx) => {
        const created = await createInvitation(trx, project.id, email, role, me.id);
        await recordSecurityEvent(trx, {
          projectId: project.id,
          actorId: me.id,
          kind: 'invitation_sent',
          detail: { email, role },
          ip: request.ip,
        });
        return created;
      });
      const params = {
        project: project.name,
        inviter: `${me.name} ${me.last_name}`.trim(),
        role: t(`role_${role}`),
      };
      const link = `${config.publicUrl}/invitation?token=${encodeURIComponent(token)}`;
      const texts = {
        subject: t('mail_subject', params),
        greeting: t('mail_greeting'),
        body: t('mail_body', params),
        button: t('mail_button'),
        expiry: t('mail_expiry'),
      };
      try {
        await mailer.send(linkMail(request.lang, email, texts, link));
      } catch (err) {
        // The invitation stays listed: the admin can revoke it and invite again once mail works.
        request.log.error({ err, to: email }, 'sending the invitation failed');
        throw detailError(502, request.t('internal_error'));
      }
      return reply.code(201).send(await listOpenInvitations(db, project.id));
    },
  );

  r.delete(
    '/:id/invitations/:invitationId/',
    { config: admin, schema: { tags, params: invitationParams, response: noContent } },
    async (request, reply) => {
      const project = ownedProject(request);
      const revoked = await revokeInvitation(db, project.id, Number(request.params.invitationId));
      if (!revoked) throw detailError(404, membersMessages(request.lang)('invitation_not_found'));
      await recordSecurityEvent(db, {
        projectId: project.id,
        actorId: currentUser(request).id,
        kind: 'invitation_revoked',
        detail: { email: revoked.email, role: revoked.role },
        ip: request.ip,
      });
      return reply.code(204).send(null);
    },
  );
}

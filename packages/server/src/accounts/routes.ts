// Account endpoints of docs/api.md: register, e-mail verification, login, logout, me, password recovery.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import type { User } from '../db/schema.js';
import { authenticate, currentUser } from '../http/auth.js';
import { noContent } from '../http/answers.js';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors, tooManyRequests } from '../http/errors.js';
import { recoveryMail, verificationMail } from '../mail/templates.js';
import type { Mail } from '../mail/mailer.js';
import { joinOnRegister, logSignIn } from '../members/account-hooks.js';
import { membersMessages } from '../http/member-messages.js';
import { dummyHash, hashPassword, verifyPassword } from './passwords.js';
import { detail, loginBody, recoverBody, recoveryRequestBody, registerBody } from './schemas.js';
import {
  clearEvents,
  FAILED_LOGINS,
  limitedFor,
  recordEvent,
  RECOVERY_PER_IP,
  RECOVERY_PER_USERNAME,
  type Limit,
} from './rate-limit.js';
import { startSession } from './sessions.js';
import { RECOVERY_TTL_MS, VERIFICATION_TTL_MS } from '../http/tokens.js';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.js';

const findUser = (db: Db, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();

export async function accountRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, config, mailer } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  // A failed mail must not lose the account: it is logged, and the user can ask for a recovery mail.
  const sendMail = async (request: FastifyRequest, mail: Mail) => {
    try {
      await mailer.send(mail);
    } catch (err) {
      request.log.error({ err, to: mail.to }, 'sending mail failed');
    }
  };

  /** Refuses with 429 when any key is over its limit, else counts this request under every key. */
  const limitRequests = async (
    request: FastifyRequest,
    limits: [string, Limit][],
    refusal: 'too_many_recovery_requests' | 'too_many_verification_requests',
  ) => {
    for (const [key, limit] of limits) {
      const seconds = await limitedFor(db, key, limit);
      if (seconds) throw tooManyRequests(request.t(refusal), seconds);
    }
    for (const [key] of limits) await recordEvent(db, key);
  };

  r.post(
    '/register/',
    { schema: { tags, body: registerBody, response: { 201: detail } } },
    async (request, reply) => {
      const body = request.body;
      if (body.username.toLowerCase() !== body.email.toLowerCase()) {
        throw fieldErrors({ username: [request.t('username_must_match_email')] });
      }
      if (await findUser(db, body.username)) throw fieldErrors({ username: [request.t('username_taken')] });
      let user: Pick<User, 'id'>;
      try {
        user = await db
          .insertInto('users')
          .values({
            username: body.username,
            email: body.email,
            password_hash: await hashPassword(body.password),
            name: body.name,
            last_name: body.last_name,
            language: request.lang,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
      } catch (err) {
        // Two registrations racing for one username: the unique index decides.
        if ((err as { code?: string }).code === '23505') {
          throw fieldErrors({ username: [request.t('username_taken')] });
        }
        throw err;
      }
      // An invitation mailed to this very address proves it: the account is verified and joins at once.
      if (body.invitation && (await joinOnRegister(db, request, body.invitation, user.id, body.email))) {
        return reply.code(201).send({ detail: membersMessages(request.lang)('registered_joined') });
      }
      const token = await issueOneTimeToken(db, user.id, 'verification', VERIFICATION_TTL_MS);
      await sendMail(request, verificationMail(config.publicUrl, request.lang, body.email, body.name, token));
      return reply.code(201).send({ detail: request.t('registered') });
    },
  );

  r.get(
    '/email-verification/',
    {
      schema: {
        tags,
        querystring: z.object({ verificationToken: z.string().optional() }),
        response: { 200: detail },
      },
    },
    async (request) => {
      const result = await consumeOneTimeToken(db, 'verification', request.query.verificationToken);
      if (result === 'invalid') throw detailError(400, request.t('verification_token_invalid'));
      if (result === 'expired') throw detailError(400, request.t('verification_token_expired'));
      await db
        .updateTable('users')
        .set({ email_verified_at: sql<Date>`coalesce(email_verified_at, now())` })
        .where('id', '=', result.userId)
        .execute();
      return { detail: request.t('email_verified') };
    },
  );

  r.post(
    '/resend-verification/',
    {
      schema: {
        tags,
        body: recoveryRequestBody,
        response: { 200: detail },
        description:
          'Mails a new verification link to an account whose address is not verified yet. The same answer ' +
          'whether or not such an account exists; limited per address and per IP like password recovery.',
      },
    },
    async (request) => {
      const username = request.body.username.toLowerCase();
      await limitRequests(
        request,
        [
          [`verification-ip:${request.ip}`, RECOVERY_PER_IP],
          [`verification-user:${username}`, RECOVERY_PER_USERNAME],
        ],
        'too_many_verification_requests',
      );
      const user = await findUser(db, username);
      if (user && !user.email_verified_at) {
        const token = await issueOneTimeToken(db, user.id, 'verification', VERIFICATION_TTL_MS);
        await sendMail(
          request,
          verificationMail(config.publicUrl, request.lang, user.email, user.name, token),
        );
      }
      return { detail: request.t('verification_resent') };
    },
  );

  r.post(
    '/login/',
    {
      schema: {
        tags,
        body: loginBody,
        response: { 200: z.string().describe('The session token, as a JSON string') },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const limitKey = `login:${username.toLowerCase()}:${request.ip}`;
      const lockedFor = await limitedFor(db, limitKey, FAILED_LOGINS);
      if (lockedFor) {
        throw tooManyRequests(
          request.t('too_many_login_attempts', { minutes: Math.round(FAILED_LOGINS.windowMs / 60000) }),
          lockedFor,
        );
      }
      const user = await findUser(db, username);
      const ok = await verifyPassword(password, user?.password_hash ?? (await dummyHash));
      if (!user || !ok) {
        await recordEvent(db, limitKey);
        await logSignIn(db, request, 'sign_in_failed', user?.id ?? null, username);
        throw detailError(400, request.t('login_failed'));
      }
      if (!user.email_verified_at) throw detailError(403, request.t('email_not_verified'));
      await clearEvents(db, limitKey);
      await logSignIn(db, request, 'sign_in', user.id, user.username);
      const token = await startSession(db, user.id);
      // The answer is the token as a JSON string (docs/api.md); Fastify would send a bare string as text.
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(token));
    },
  );

  r.post(
    '/logout/',
    { schema: { tags, response: noContent }, preHandler: authenticate(db) },
    async (request, reply) => {
      await db
        .updateTable('sessions')
        .set({ revoked_at: sql<Date>`now()` })
        .where('id', '=', request.sessionId!)
        .execute();
      return reply.code(204).send(null);
    },
  );

  r.get(
    '/me/',
    {
      schema: {
        tags,
        response: {
          200: z.object({ username: z.string(), email: z.string(), name: z.string(), last_name: z.string() }),
        },
      },
      preHandler: authenticate(db),
    },
    async (request) => {
      const { username, email, name, last_name } = currentUser(request);
      return { username, email, name, last_name };
    },
  );

  r.post(
    '/recover-password-request/',
    { schema: { tags, body: recoveryRequestBody, response: { 200: detail } } },
    async (request) => {
      const username = request.body.username.toLowerCase();
      await limitRequests(
        request,
        [
          [`recovery-ip:${request.ip}`, RECOVERY_PER_IP],
          [`recovery-user:${username}`, RECOVERY_PER_USERNAME],
        ],
        'too_many_recovery_requests',
      );
      const user = await findUser(db, username);
      if (user) {
        const token = await issueOneTimeToken(db, user.id, 'recovery', RECOVERY_TTL_MS);
        // The mail is in the language of this request, and it becomes the user's language.
        await db.updateTable('users').set({ language: request.lang }).where('id', '=', user.id).execute();
        await sendMail(request, recoveryMail(config.publicUrl, request.lang, user.email, user.name, token));
      }
      // The same answer whether or not the user exists, so the endpoint does not reveal accounts.
      return { detail: request.t('recovery_requested') };
    },
  );

  r.post(
    '/recover-password/',
    {
      schema: {
        tags,
        querystring: z.object({ recoveryToken: z.string().optional() }),
        body: recoverBody,
        response: { 200: detail },
      },
    },
    async (request) => {
      const result = await consumeOneTimeToken(db, 'recovery', request.query.recoveryToken);
      if (result === 'invalid') throw detailError(400, request.t('recovery_token_invalid'));
      if (result === 'expired') throw detailError(400, request.t('recovery_token_expired'));
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            password_hash: await hashPassword(request.body.password),
            // Opening the mailed link proves the address, so the account counts as verified.
            email_verified_at: sql<Date>`coalesce(email_verified_at, now())`,
          })
          .where('id', '=', result.userId)
          .execute();
        // A new password ends every open session.
        await trx
          .updateTable('sessions')
          .set({ revoked_at: sql<Date>`now()` })
          .where('user_id', '=', result.userId)
          .where('revoked_at', 'is', null)
          .execute();
      });
      return { detail: request.t('password_changed') };
    },
  );
}

// Sign-in through the agency's OpenID provider (docs/api.md "Sign-in with an OpenID provider"):
// `start` sends the browser to the provider with a fresh state, nonce and PKCE challenge; the
// provider sends it back to `callback`, which checks them against the sign-in this browser started
// (its cookie), takes the verified e-mail from the ID token or userinfo, opens that account (made on
// the first sign-in) and hands the session to the web app in the address fragment, which no server
// or Referer sees. Anything wrong goes back to the sign-in page with a reason it translates.
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import * as client from 'openid-client';
import { z } from 'zod';
import { startSession } from '../accounts/sessions.js';
import { logSignIn } from '../members/account-hooks.js';
import { newToken } from '../http/tokens.js';
import type { OidcConfig } from '../config.js';
import type { AppContext } from '../http/context.js';
import { discoverProvider } from './provider.js';
import {
  accountFor,
  LOGIN_TTL_MS,
  savePendingLogin,
  takePendingLogin,
  type VerifiedPerson,
} from './store.js';

const COOKIE = 'ruta_oidc';
const COOKIE_PATH = '/api/user/oidc';

/** Why a sign-in went back to the sign-in page; the web app words each one. */
export type OidcFailure = 'failed' | 'cancelled' | 'expired' | 'email_unverified';

/** The person in the provider's answer, when its address is verified. */
function verifiedPerson(claims: Record<string, unknown>): VerifiedPerson | 'email_unverified' {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  if (!email || claims.email_verified !== true) return 'email_unverified';
  const text = (key: string) => (typeof claims[key] === 'string' ? (claims[key] as string).trim() : '');
  const [first = '', ...rest] = text('name').split(/\s+/);
  return {
    email,
    name: text('given_name') || first || email.split('@')[0]!,
    lastName: text('family_name') || rest.join(' '),
  };
}

export async function oidcRoutes(app: FastifyInstance, ctx: AppContext & { config: { oidc: OidcConfig } }) {
  const { db, config } = ctx;
  const provider = await discoverProvider(config.oidc);
  const redirectUri = `${config.publicUrl}${COOKIE_PATH}/callback`;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const cookie = (value: string, maxAge: number) =>
    serializeCookie(COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax', // sent on the provider's top-level redirect back, not on other sites' requests
      secure: config.publicUrl.startsWith('https:'),
      path: COOKIE_PATH,
      maxAge,
    });
  const fail = (reply: FastifyReply, reason: OidcFailure) =>
    reply.header('set-cookie', cookie('', 0)).redirect(`${config.publicUrl}/login?oidc_error=${reason}`);

  r.get(
    '/start',
    { schema: { tags, description: 'Redirects to the OpenID provider (only when OIDC_ISSUER_URL is set).' } },
    async (_request, reply) => {
      const browser = newToken();
      const pending = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        code_verifier: client.randomPKCECodeVerifier(),
      };
      await savePendingLogin(db, browser, pending);
      const url = client.buildAuthorizationUrl(provider, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state: pending.state,
        nonce: pending.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(pending.code_verifier),
        code_challenge_method: 'S256',
      });
      return reply.header('set-cookie', cookie(browser, LOGIN_TTL_MS / 1000)).redirect(url.href);
    },
  );

  r.get(
    '/callback',
    {
      schema: {
        tags,
        querystring: z.looseObject({ error: z.string().optional() }),
        description:
          "Where the provider sends the browser back: opens a session and redirects to the web app's /signed-in page.",
      },
    },
    async (request, reply) => {
      const pending = await takePendingLogin(db, parseCookies(request.headers.cookie ?? '')[COOKIE]);
      if (!pending) return fail(reply, 'expired');
      if (request.query.error)
        return fail(reply, request.query.error === 'access_denied' ? 'cancelled' : 'failed');
      let person: VerifiedPerson | 'email_unverified';
      try {
        const tokens = await client.authorizationCodeGrant(
          provider,
          new URL(`${config.publicUrl}${request.url}`),
          {
            pkceCodeVerifier: pending.code_verifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          },
        );
        const claims = tokens.claims()!;
        // Providers that keep the address out of the ID token give it at userinfo.
        person = verifiedPerson(
          claims.email === undefined
            ? await client.fetchUserInfo(provider, tokens.access_token, claims.sub)
            : claims,
        );
      } catch (err) {
        request.log.warn({ err: (err as Error).message }, 'OpenID sign-in failed');
        return fail(reply, 'failed');
      }
      if (person === 'email_unverified') return fail(reply, 'email_unverified');
      const user = await accountFor(db, person, request.lang);
      await logSignIn(db, request, 'sign_in', user.id, user.username);
      const token = await startSession(db, user.id);
      const session = new URLSearchParams({ token, user: user.username });
      return reply.header('set-cookie', cookie('', 0)).redirect(`${config.publicUrl}/signed-in#${session}`);
    },
  );
}

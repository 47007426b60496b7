// A real OpenID provider for the tests (the `oidc-provider` package, with its development login
// and consent pages) on a free local port: one confidential client, and the people it knows by
// login name with the claims it gives about them. Shared by the integration and browser tests.
import type { Server } from 'node:http';
import Provider from 'oidc-provider';
import { freePort } from '../../src/db/embedded-postgres.js';

export interface OidcPerson {
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that points Ruta at this provider. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

/** Starts the provider; `redirectUri` is Ruta's callback (its PUBLIC_URL + /api/user/oidc/callback). */
export async function startOidcProvider(
  redirectUri: string,
  people: Record<string, OidcPerson>,
): Promise<TestProvider> {
  const clientId = 'ruta';
  const clientSecret = 'ruta-test-secret-that-is-long-enough-for-hs256';
  // The issuer names its own port, so the port is chosen first.
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    // Every client must use PKCE, as Ruta does.
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    async findAccount(_ctx, id) {
      const person = people[id];
      if (!person) return undefined;
      return { accountId: id, claims: async () => ({ sub: id, ...person }) };
    },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    // The development login page takes any password; these tests are about Ruta's side.
    features: { devInteractions: { enabled: true } },
  });
  // oidc-provider warns about its development settings on stderr; expected here.
  const server: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER_URL: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

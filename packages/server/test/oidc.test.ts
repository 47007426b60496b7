// Sign-in through an OpenID provider, over real HTTP against a real local provider (oidc-provider):
// the authorization-code flow with PKCE from Ruta's start to its callback, a new account on the
// first sign-in and the same one on the second, an existing password account matched by its
// verified address, an unverified address refused, a callback without the browser's sign-in or
// replayed refused, the provider's "cancel" worded, and a wrong issuer stopping the start in one line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, signedInClient, startTestApp, type TestApp } from './helpers.js';
import { freePort } from '../src/db/embedded-postgres.js';
import { cliPath } from './processes.js';
import { startOidcProvider, type OidcPerson, type TestProvider } from './support/oidc-provider.js';

const PUBLIC_URL = 'http://ruta.test';
const CALLBACK = `${PUBLIC_URL}/api/user/oidc/callback`;

let provider: TestProvider;
let app: TestApp;
/** The provider reads its people at each sign-in, so a test may add one. */
const people: Record<string, OidcPerson> = {
  ana: { email: 'Ana.Perez@agency.example', email_verified: true, given_name: 'Ana', family_name: 'Pérez' },
  bruno: { email: 'bruno@agency.example', email_verified: false },
};

beforeAll(async () => {
  provider = await startOidcProvider(CALLBACK, people);
  app = await startTestApp({ ...provider.env, OIDC_DISPLAY_NAME: 'Agency SSO' });
});
afterAll(async () => {
  await app?.close();
  await provider?.stop();
});

/** One browser's cookies for one site: enough for the provider's interaction and Ruta's flow cookie. */
class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1));
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** GET or POST without following redirects, with the jar's cookies. */
async function visit(jar: Jar, url: string, form?: Record<string, string>) {
  const res = await fetch(url, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    headers: {
      cookie: jar.header(),
      ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    body: form ? new URLSearchParams(form) : undefined,
  });
  jar.take(res);
  return res;
}

/** Runs the provider's pages as a person would (login as `login`, then consent) up to the redirect
 * back to Ruta's callback, and answers that callback address. */
async function throughProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = new Jar();
  let url = authorizationUrl;
  for (let step = 0; step < 12; step++) {
    const res = await visit(jar, url);
    if (res.status >= 300 && res.status < 400) {
      url = new URL(res.headers.get('location')!, url).href;
      if (url.startsWith(CALLBACK)) return url;
      continue;
    }
    const html = await res.text();
    expect(res.status, html).toBe(200);
    const action = new URL(/<form[^>]*action="([^"]+)"/.exec(html)![1]!, url).href;
    const prompt = /name="prompt" value="([a-z]+)"/.exec(html)![1]!;
    const posted = await visit(
      jar,
      action,
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    );
    url = new URL(posted.headers.get('location')!, action).href;
  }
  throw new Error('the provider never sent the browser back');
}

/** Ruta's whole flow for `login`: start, the provider, the callback; answers where Ruta sends the browser. */
async function signIn(login: string, { replay = false } = {}) {
  const ruta = new Jar();
  const start = await visit(ruta, `${app.url}/api/user/oidc/start`);
  expect(start.status).toBe(302);
  const authorization = new URL(start.headers.get('location')!);
  expect(authorization.origin).toBe(provider.issuer);
  expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorization.searchParams.get('state')).toBeTruthy();
  expect(authorization.searchParams.get('nonce')).toBeTruthy();
  const callback = await throughProvider(authorization.href, login);
  const local = callback.replace(PUBLIC_URL, app.url);
  const done = await visit(ruta, local);
  expect(done.status).toBe(302);
  const again = replay ? await visit(ruta, local) : undefined;
  return { location: done.headers.get('location')!, again, ruta, local };
}

function sessionOf(location: string) {
  const url = new URL(location);
  expect(url.origin + url.pathname).toBe(`${PUBLIC_URL}/signed-in`);
  const params = new URLSearchParams(url.hash.slice(1));
  return { token: params.get('token')!, user: params.get('user')! };
}

describe('sign-in with an OpenID provider', () => {
  it('says in the configuration that it is there, with its name', async () => {
    const config = await app.client().get<{ oidc: { name: string | null } | null }>('/api/config/');
    expect(config.body.oidc).toEqual({ name: 'Agency SSO' });
  });

  it('makes an account on the first sign-in and opens the same one on the second', async () => {
    const first = sessionOf((await signIn('ana')).location);
    expect(first.user).toBe('Ana.Perez@agency.example');
    const me = app.client();
    me.userId = first.user;
    me.token = first.token;
    const profile = await me.get('/api/user/me/');
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      username: 'Ana.Perez@agency.example',
      email: 'Ana.Perez@agency.example',
      name: 'Ana',
      last_name: 'Pérez',
    });
    const second = sessionOf((await signIn('ana')).location);
    expect(second.user).toBe(first.user);
    expect(second.token).not.toBe(first.token);
    const users = await app.db
      .selectFrom('users')
      .select(['id', 'password_hash', 'email_verified_at'])
      .where('email', '=', 'Ana.Perez@agency.example')
      .execute();
    expect(users).toHaveLength(1);
    expect(users[0]!.password_hash).toBeNull();
    expect(users[0]!.email_verified_at).not.toBeNull();
    // Both sign-ins are in the security log, as a password sign-in is.
    const events = await app.db
      .selectFrom('security_events')
      .select('kind')
      .where('actor_id', '=', users[0]!.id)
      .execute();
    expect(events.map((e) => e.kind)).toEqual(['sign_in', 'sign_in']);
    // No password opens an account made this way.
    const login = await app.client().post('/api/user/login/', {
      username: 'Ana.Perez@agency.example',
      password: 'Secret123',
    });
    expect(login.status).toBe(400);
  });

  it('opens the existing password account of the same verified address', async () => {
    const carla = await signedInClient(app, 'carla');
    // The provider spells the address in capitals: addresses match whatever their case.
    people.carla = { email: carla.userId!.toUpperCase(), email_verified: true, given_name: 'Carla' };
    const session = sessionOf((await signIn('carla')).location);
    expect(session.user).toBe(carla.userId);
    const count = await app.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('email', '=', carla.userId!)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('refuses an address the provider has not verified, and a replayed or foreign callback', async () => {
    const bruno = await signIn('bruno');
    expect(bruno.location).toBe(`${PUBLIC_URL}/login?oidc_error=email_unverified`);
    const users = await app.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bruno@agency.example')
      .execute();
    expect(users).toEqual([]);

    const replayed = await signIn('ana', { replay: true });
    sessionOf(replayed.location);
    expect(replayed.again!.headers.get('location')).toBe(`${PUBLIC_URL}/login?oidc_error=expired`);
    // Another browser (no cookie of this sign-in) cannot use the provider's answer.
    const foreign = await fetch(replayed.local, { redirect: 'manual' });
    expect(foreign.headers.get('location')).toBe(`${PUBLIC_URL}/login?oidc_error=expired`);
  });

  it('says when the person cancelled at the provider, and when the state does not match', async () => {
    const ruta = new Jar();
    const start = await visit(ruta, `${app.url}/api/user/oidc/start`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const cancelled = await visit(
      ruta,
      `${app.url}/api/user/oidc/callback?error=access_denied&state=${state}`,
    );
    expect(cancelled.headers.get('location')).toBe(`${PUBLIC_URL}/login?oidc_error=cancelled`);

    const other = new Jar();
    await visit(other, `${app.url}/api/user/oidc/start`);
    const forged = await visit(other, `${app.url}/api/user/oidc/callback?code=stolen&state=${state}`);
    expect(forged.headers.get('location')).toBe(`${PUBLIC_URL}/login?oidc_error=failed`);
  });

  it('a wrong issuer stops the start with one line naming the setting', async () => {
    const closed = 'http://127.0.0.1:9';
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-oidc-'));
    const run = spawnSync(process.execPath, [cliPath(), 'serve'], {
      env: {
        ...process.env,
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        DATABASE_URL: await createTestDatabase(),
        LOG_LEVEL: 'fatal',
        OIDC_ISSUER_URL: closed,
        OIDC_CLIENT_ID: 'ruta',
        OIDC_CLIENT_SECRET: 'secret',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    await fs.rm(dataDir, { recursive: true, force: true });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^Ruta cannot start: OIDC_ISSUER_URL \(http:\/\/127\.0\.0\.1:9\) did not answer as an OpenID Connect issuer \(.+\): check the address, or unset OIDC_ISSUER_URL to sign in with passwords only$/,
    );
  });
});

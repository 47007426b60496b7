// Accounts over real HTTP against a real PostgreSQL: registration rules (en/es), verification, login,
// logout, me and password recovery (the rate limits of sign-in and recovery: rate-limits.test.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newUser,
  PASSWORD,
  readOutbox,
  signedInClient,
  startTestApp,
  tokenFrom,
  type TestApp,
} from './helpers.js';

const PASSWORD_RULE_EN =
  'The password must be at least 8 characters long and contain at least one uppercase letter, one lowercase letter, and one number.';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('register', () => {
  it('creates an account and mails a verification link in the request language', async () => {
    const user = newUser('reg');
    const res = await app.client().post('/api/user/register/', user);
    expect(res.status).toBe(201);
    expect(res.body.detail).toMatch(/created/);
    const mail = await readOutbox(app, user.email);
    expect(mail).toContain('Subject: Verify your e-mail address for Ruta');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toMatch(/http:\/\/ruta\.test\/user\/email-verification\?verificationToken=[\w-]{43}/);
  });

  it('writes the mail in Spanish for an es request', async () => {
    const user = newUser('es');
    const res = await app.client('es').post('/api/user/register/', user);
    expect(res.status).toBe(201);
    expect(res.body.detail).toMatch(/Tu cuenta ha sido creada/);
    const mail = await readOutbox(app, user.email);
    expect(mail).toContain('Gracias por registrarte en Ruta');
    const row = await app.db
      .selectFrom('users')
      .select('language')
      .where('email', '=', user.email)
      .executeTakeFirst();
    expect(row?.language).toBe('es');
  });

  it('requires every field', async () => {
    const res = await app.client().post('/api/user/register/', {});
    expect(res.status).toBe(400);
    for (const field of ['username', 'email', 'password', 'name', 'last_name']) {
      expect(res.body[field]).toEqual(['This field is required.']);
    }
    const blank = await app.client().post('/api/user/register/', { ...newUser(), name: '  ' });
    expect(blank.body).toEqual({ name: ['This field is required.'] });
  });

  it('answers field errors in Spanish', async () => {
    const res = await app.client('es-ES,es;q=0.9,en;q=0.8').post('/api/user/register/', {
      ...newUser(),
      email: 'not-an-email',
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual(['Introduce una dirección de correo electrónico válida.']);
    expect(res.body.password[0]).toMatch(/^La contraseña debe tener al menos 8 caracteres/);
  });

  it('enforces the password rule with the SPEC message', async () => {
    for (const password of ['Short1', 'alllowercase1', 'ALLUPPERCASE1', 'NoDigitsHere']) {
      const res = await app.client().post('/api/user/register/', { ...newUser(), password });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ password: [PASSWORD_RULE_EN] });
    }
  });

  it('requires the username to equal the e-mail', async () => {
    const res = await app
      .client()
      .post('/api/user/register/', { ...newUser(), username: 'someone@else.org' });
    expect(res.status).toBe(400);
    expect(res.body.username).toEqual(['The username must be the same as the e-mail address.']);
  });

  it('refuses a taken username, whatever its case', async () => {
    const user = newUser('taken');
    expect((await app.client().post('/api/user/register/', user)).status).toBe(201);
    const upper = user.email.toUpperCase();
    const res = await app.client().post('/api/user/register/', { ...user, username: upper, email: upper });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ username: ['A user with that username already exists.'] });
  });
});

describe('e-mail verification', () => {
  it('verifies once; a reused or unknown token is refused', async () => {
    const user = newUser('verify');
    await app.client().post('/api/user/register/', user);
    const token = tokenFrom(await readOutbox(app, user.email), 'verificationToken');
    const ok = await app.client().get(`/api/user/email-verification/?verificationToken=${token}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ detail: 'Your email has been successfully verified.' });
    const reused = await app.client().get(`/api/user/email-verification/?verificationToken=${token}`);
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toMatch(/not valid or has already been used/);
    const unknown = await app.client('es').get('/api/user/email-verification?verificationToken=nope');
    expect(unknown.status).toBe(400);
    expect(unknown.body.detail).toMatch(/no es válido/);
    const missing = await app.client().get('/api/user/email-verification/');
    expect(missing.status).toBe(400);
  });

  it('refuses an expired token', async () => {
    const user = newUser('expired');
    await app.client().post('/api/user/register/', user);
    const token = tokenFrom(await readOutbox(app, user.email), 'verificationToken');
    await app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 minute'` })
      .where('kind', '=', 'verification')
      .execute();
    const res = await app.client().get(`/api/user/email-verification/?verificationToken=${token}`);
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This verification link has expired.');
  });
});

describe('resend the verification mail', () => {
  it('mails a new link to an unverified account, which then verifies; the same answer for anyone else', async () => {
    const user = newUser('resend');
    await app.client().post('/api/user/register/', user);
    const first = tokenFrom(await readOutbox(app, user.email), 'verificationToken');
    const res = await app.client('es').post('/api/user/resend-verification/', { username: user.username });
    expect(res.status).toBe(200);
    expect(res.body.detail).toMatch(/nuevo correo de verificación/);
    const mail = await readOutbox(app, user.email);
    expect(mail).toContain('Gracias por registrarte en Ruta');
    const second = tokenFrom(mail, 'verificationToken');
    expect(second).not.toBe(first);
    const verified = await app.client().get(`/api/user/email-verification/?verificationToken=${second}`);
    expect(verified.status).toBe(200);
    const login = await app
      .client()
      .post('/api/user/login/', { username: user.username, password: PASSWORD });
    expect(login.status).toBe(200);

    // A verified account and an unknown address get the same answer and no mail.
    const outbox = await fs.readdir(path.join(app.config.dataDir, 'outbox'));
    const again = await app.client().post('/api/user/resend-verification/', { username: user.username });
    const unknown = await app.client().post('/api/user/resend-verification/', { username: 'nobody@x.org' });
    expect(again.body).toEqual(unknown.body);
    expect(again.body.detail).toMatch(/new verification e-mail/);
    expect(await fs.readdir(path.join(app.config.dataDir, 'outbox'))).toEqual(outbox);
  });

  it('refuses a missing address and limits requests per address', async () => {
    const missing = await app.client().post('/api/user/resend-verification/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ username: ['This field is required.'] });
    const user = newUser('resendlimit');
    await app.client().post('/api/user/register/', user);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await app.client().post('/api/user/resend-verification/', { username: user.username })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await app.client().post('/api/user/resend-verification/', { username: user.username });
    expect(refused.body.detail).toBe('Too many verification e-mails requested. Please try again later.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3500); // the hour's window
  });
});

describe('login, me and logout', () => {
  it('signs in with a JSON string token, then me and logout work and logout revokes', async () => {
    const client = await signedInClient(app, 'login');
    const me = await client.get('/api/user/me/');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({
      username: client.userId,
      email: client.userId,
      name: 'Ana',
      last_name: 'Pérez',
    });
    // The token is a JSON string.
    const again = await app
      .client()
      .post('/api/user/login/', { username: client.userId, password: PASSWORD });
    expect(again.headers.get('content-type')).toMatch(/application\/json/);
    expect(again.text).toMatch(/^"[\w-]{43}"$/);
    // Logout with a Content-Type but no body, as browsers' fetch wrappers often do.
    const out = await client.request('POST', '/api/user/logout/', {
      headers: { 'Content-Type': 'application/json' },
    });
    expect(out.status).toBe(204);
    const after = await client.get('/api/user/me');
    expect(after.status).toBe(401);
    expect(after.body.detail).toBeTruthy();
  });

  it('answers 401 without a token, with a wrong token, or with another user id', async () => {
    expect((await app.client().get('/api/user/me/')).status).toBe(401);
    const bad = app.client();
    bad.token = 'not-a-token';
    bad.userId = 'x@example.org';
    expect((await bad.get('/api/user/me/')).status).toBe(401);
    const client = await signedInClient(app, 'mismatch');
    client.userId = 'someone-else@example.org';
    expect((await client.get('/api/user/me/')).status).toBe(401);
    expect((await app.client().post('/api/user/logout/')).status).toBe(401);
  });

  it('refuses wrong credentials with 400 and an unverified account with 403', async () => {
    const user = newUser('unverified');
    await app.client().post('/api/user/register/', user);
    const wrong = await app
      .client()
      .post('/api/user/login/', { username: user.username, password: 'Wrong1234' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe('Unable to sign in with the provided username and password.');
    const unknown = await app
      .client()
      .post('/api/user/login/', { username: 'nobody@x.org', password: PASSWORD });
    expect(unknown.status).toBe(400);
    const unverified = await app
      .client('es')
      .post('/api/user/login/', { username: user.username, password: PASSWORD });
    expect(unverified.status).toBe(403);
    expect(unverified.body.detail).toMatch(/no ha sido verificado/);
    const missing = await app.client().post('/api/user/login/', { username: user.username });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ password: ['This field is required.'] });
  });
});

describe('password recovery', () => {
  it('gives the same answer for unknown users and mails a link to known ones', async () => {
    const client = await signedInClient(app, 'recover');
    const known = await app.client().post('/api/user/recover-password-request/', { username: client.userId });
    const unknown = await app
      .client()
      .post('/api/user/recover-password-request/', { username: 'no@one.org' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mail = await readOutbox(app, client.userId!);
    expect(mail).toMatch(/http:\/\/ruta\.test\/user\/recover-password\?recoveryToken=[\w-]{43}/);
    const missing = await app.client().post('/api/user/recover-password-request/', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ username: ['This field is required.'] });
  });

  it('sets a new password once: weak refused, token single-use, sessions revoked', async () => {
    const client = await signedInClient(app, 'newpass');
    await app.client().post('/api/user/recover-password-request/', { username: client.userId });
    const token = tokenFrom(await readOutbox(app, client.userId!), 'recoveryToken');
    const weak = await app
      .client()
      .post(`/api/user/recover-password/?recoveryToken=${token}`, { password: 'weak' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual({ password: [PASSWORD_RULE_EN] });
    const ok = await app
      .client()
      .post(`/api/user/recover-password/?recoveryToken=${token}`, { password: 'Brand9New' });
    expect(ok.status).toBe(200);
    expect(ok.body.detail).toMatch(/password has been changed/);
    expect((await client.get('/api/user/me/')).status).toBe(401);
    const reused = await app.client().post(`/api/user/recover-password/?recoveryToken=${token}`, {
      password: 'Other9Pass',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toMatch(/not valid or has already been used/);
    const oldLogin = await app
      .client()
      .post('/api/user/login/', { username: client.userId, password: PASSWORD });
    expect(oldLogin.status).toBe(400);
    const newLogin = await app
      .client()
      .post('/api/user/login/', { username: client.userId, password: 'Brand9New' });
    expect(newLogin.status).toBe(200);
    const unknown = await app
      .client()
      .post('/api/user/recover-password/?recoveryToken=zzz', { password: 'Brand9New' });
    expect(unknown.status).toBe(400);
  });

  it('refuses an expired recovery token', async () => {
    const client = await signedInClient(app, 'expiredrec');
    await app.client().post('/api/user/recover-password-request/', { username: client.userId });
    const token = tokenFrom(await readOutbox(app, client.userId!), 'recoveryToken');
    await app.db
      .updateTable('one_time_tokens')
      .set({ expires_at: sql<Date>`now() - interval '1 second'` })
      .where('kind', '=', 'recovery')
      .execute();
    const res = await app
      .client()
      .post(`/api/user/recover-password/?recoveryToken=${token}`, { password: 'Brand9New' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toMatch(/has expired/);
  });
});

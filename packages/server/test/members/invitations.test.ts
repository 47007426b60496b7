// Invitations over real HTTP, with the mails read from the outbox: the link works once, for 7 days,
// until revoked; only its hash is stored; someone without an account registers through it.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, PASSWORD, readOutbox, signedInClient, type Client, type TestApp } from '../helpers.js';
import { startWithProject } from '../support/project.js';
import { invite, invitationToken } from './support.js';

let app: TestApp;
let owner: Client;
let base: string;
let projectId: number;

beforeAll(async () => {
  ({ app, client: owner, base, projectId } = await startWithProject('Invited'));
});
afterAll(async () => {
  await app?.close();
});

describe('an invitation', () => {
  it('is mailed with its link, stored as a hash, listed, then used once', async () => {
    const ana = await signedInClient(app, 'ana');
    const token = await invite(app, owner, projectId, ana.userId!, 'editor');
    const mail = await readOutbox(app, ana.userId!);
    expect(mail).toContain('as editor');
    expect(mail).toContain(`http://ruta.test/invitation?token=${token}`);
    const stored = await app.db.selectFrom('project_invitations').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);

    const listed = await owner.get(`${base}/invitations/`);
    expect(listed.body).toMatchObject([{ email: ana.userId, role: 'editor', expired: false }]);
    const info = await app.client().get(`/api/invitations/${token}/`);
    expect(info.body).toMatchObject({
      project_name: 'Invited',
      role: 'editor',
      state: 'pending',
      inviter: 'Ana Pérez',
    });

    expect((await ana.post(`/api/invitations/${token}/accept/`)).body).toEqual({
      project_id: projectId,
      role: 'editor',
    });
    expect((await ana.get(`${base}/`)).body.role).toBe('editor');
    expect((await owner.get(`${base}/invitations/`)).body).toEqual([]);

    const bob = await signedInClient(app, 'bob');
    const twice = await bob.post(`/api/invitations/${token}/accept/`);
    expect(twice.status).toBe(400);
    expect(twice.body.detail).toBe('This invitation has already been used.');
    expect((await bob.get(`${base}/`)).status).toBe(404);
    expect((await app.client().get(`/api/invitations/${token}/`)).body.state).toBe('used');
  });

  it('is accepted only by the address it was mailed to: a forwarded link makes nobody else a member', async () => {
    const invited = await signedInClient(app, 'invited');
    const token = await invite(app, owner, projectId, invited.userId!.toUpperCase(), 'admin');
    const reader = await signedInClient(app, 'reader');
    const refused = await reader.post(`/api/invitations/${token}/accept/`);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(
      `This invitation was sent to ${invited.userId!.toUpperCase()}: sign in with that address to accept it.`,
    );
    const es = await reader.withLang('es').post(`/api/invitations/${token}/accept/`);
    expect(es.body.detail).toMatch(/^Esta invitación se envió a .*: inicia sesión con esa dirección/);
    expect((await reader.get(`${base}/`)).status).toBe(404);
    // Registering through the link with another address joins nobody either.
    const stranger = newUser('stranger');
    await app.client().post('/api/user/register/', { ...stranger, invitation: token });
    expect((await app.client().get(`/api/invitations/${token}/`)).body.state).toBe('pending');
    // The invited address, whatever its case, still can.
    expect((await invited.post(`/api/invitations/${token}/accept/`)).body).toEqual({
      project_id: projectId,
      role: 'admin',
    });
  });

  it('expires after 7 days', async () => {
    const carla = await signedInClient(app, 'carla');
    const token = await invite(app, owner, projectId, carla.userId!, 'viewer');
    const row = await app.db
      .selectFrom('project_invitations')
      .select(sql<number>`extract(epoch from expires_at - created_at)`.as('seconds'))
      .where('email', '=', carla.userId!)
      .executeTakeFirstOrThrow();
    expect(Number(row.seconds)).toBeCloseTo(7 * 24 * 3600, -1);
    await app.db
      .updateTable('project_invitations')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('email', '=', carla.userId!)
      .execute();
    const late = await carla.withLang('es').post(`/api/invitations/${token}/accept/`);
    expect(late.status).toBe(400);
    expect(late.body.detail).toBe(
      'Esta invitación ha caducado. Pide una nueva al administrador del proyecto.',
    );
    expect((await owner.get(`${base}/invitations/`)).body).toMatchObject([
      { email: carla.userId, expired: true },
    ]);
    expect((await carla.get(`${base}/`)).status).toBe(404);
  });

  it('stops working once revoked', async () => {
    const dora = await signedInClient(app, 'dora');
    const token = await invite(app, owner, projectId, dora.userId!, 'viewer');
    const again = await owner.post(`${base}/invitations/`, { email: dora.userId, role: 'editor' });
    expect(again.status).toBe(400);
    expect(again.body.email).toEqual([
      'This address already has a pending invitation: revoke it to send a new one.',
    ]);
    const [pending] = (await owner.get(`${base}/invitations/`)).body.filter(
      (i: { email: string }) => i.email === dora.userId,
    );
    expect((await owner.delete(`${base}/invitations/${pending.id}/`)).status).toBe(204);
    expect((await owner.delete(`${base}/invitations/${pending.id}/`)).status).toBe(404);
    const refused = await dora.post(`/api/invitations/${token}/accept/`);
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/revoked/);
    expect((await dora.get(`${base}/`)).status).toBe(404);
  });

  it('refuses a bad token, an address already a member, and a bad body', async () => {
    const someone = await signedInClient(app, 'someone');
    expect((await someone.post('/api/invitations/not-a-token/accept/')).status).toBe(404);
    expect((await app.client().get('/api/invitations/not-a-token/')).status).toBe(404);
    expect((await app.client().post('/api/invitations/x/accept/')).status).toBe(401);
    const member = await owner.post(`${base}/invitations/`, {
      email: owner.userId!.toUpperCase(),
      role: 'viewer',
    });
    expect(member.body.email).toEqual(['Someone with this e-mail address is already a member.']);
    const bad = await owner.post(`${base}/invitations/`, { email: 'nope', role: 'owner' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body).sort()).toEqual(['email', 'role']);
  });
});

describe('registering through an invitation', () => {
  it('joins at once when the invitation was mailed to the new address', async () => {
    const user = newUser('newcomer');
    const token = await invite(app, owner, projectId, user.email, 'publisher');
    const client = app.client();
    const registered = await client.post('/api/user/register/', { ...user, invitation: token });
    expect(registered.status).toBe(201);
    expect(registered.body.detail).toMatch(/you have joined the project/);
    const login = await client.post<string>('/api/user/login/', {
      username: user.username,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    client.userId = user.username;
    client.token = login.body;
    expect((await client.get(`${base}/`)).body.role).toBe('publisher');
  });

  it('registers as usual, with a verification mail, when the address differs', async () => {
    const invited = newUser('invited');
    const token = await invite(app, owner, projectId, invited.email, 'viewer');
    const other = newUser('other');
    const registered = await app.client().post('/api/user/register/', { ...other, invitation: token });
    expect(registered.status).toBe(201);
    expect(await readOutbox(app, other.email)).toContain('verificationToken=');
    expect((await app.client().get(`/api/invitations/${token}/`)).body.state).toBe('pending');
    expect(await invitationToken(app, invited.email)).toBe(token);
  });
});

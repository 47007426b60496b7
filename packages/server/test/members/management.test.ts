// Members over real HTTP: role changes and removal by admins, what only the owner may do, the
// ownership transfer, and the security log of all of it with the members' sign-ins.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInClient, type Client, type TestApp } from '../helpers.js';
import { startWithProject } from '../support/project.js';
import { join } from './support.js';

let app: TestApp;
let owner: Client;
let base: string;
let projectId: number;
let admin: Client;
let member: Client;

interface Member {
  user_id: number;
  username: string;
  role: string;
}
const members = async (client: Client) => (await client.get<Member[]>(`${base}/members/`)).body;
const idOf = async (client: Client) =>
  (await members(owner)).find((m) => m.username === client.userId)!.user_id;

beforeAll(async () => {
  ({ app, client: owner, base, projectId } = await startWithProject('Team'));
  [admin, member] = await Promise.all([signedInClient(app, 'admin'), signedInClient(app, 'member')]);
  await join(app, owner, projectId, admin, 'admin');
  await join(app, owner, projectId, member, 'viewer');
});
afterAll(async () => {
  await app?.close();
});

describe('members', () => {
  it('lists the owner first, then by role', async () => {
    expect((await members(member)).map((m) => [m.username, m.role])).toEqual([
      [owner.userId, 'owner'],
      [admin.userId, 'admin'],
      [member.userId, 'viewer'],
    ]);
  });

  it('lets an admin change a role, not the owner’s nor another admin’s', async () => {
    const memberId = await idOf(member);
    const changed = await admin.put(`${base}/members/${memberId}/`, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect((await member.get(`${base}/`)).body.role).toBe('editor');

    const ownerId = await idOf(owner);
    const onOwner = await admin.put(`${base}/members/${ownerId}/`, { role: 'viewer' });
    expect(onOwner.status).toBe(400);
    expect(onOwner.body.detail).toMatch(/transfer the ownership/);
    expect((await admin.put(`${base}/members/${memberId}/`, { role: 'owner' })).status).toBe(400);

    await owner.put(`${base}/members/${memberId}/`, { role: 'admin' });
    const onAdmin = await admin.put(`${base}/members/${memberId}/`, { role: 'viewer' });
    expect(onAdmin.status).toBe(403);
    expect(onAdmin.body.detail).toBe('Only the owner can change or remove another admin.');
    await owner.put(`${base}/members/${memberId}/`, { role: 'editor' });
    expect((await member.put(`${base}/members/${await idOf(admin)}/`, { role: 'viewer' })).status).toBe(403);
  });

  it('removes a member, who then meets a 404', async () => {
    const extra = await signedInClient(app, 'extra');
    await join(app, owner, projectId, extra, 'viewer');
    expect((await extra.get(`${base}/`)).status).toBe(200);
    expect((await admin.delete(`${base}/members/${await idOf(extra)}/`)).status).toBe(204);
    expect((await extra.get(`${base}/`)).status).toBe(404);
    // An admin is told so in a sentence of its own before what only the owner may do.
    const transfer = await admin.post(`${base}/members/transfer/`, { user_id: await idOf(admin) });
    expect(transfer.status).toBe(403);
    expect(transfer.body.detail).toBe('You are an admin of this project. Only its owner can do this.');
    const transferEs = await admin.withLang('es').post(`${base}/members/transfer/`, { user_id: 1 });
    expect(transferEs.body.detail).toBe(
      'Eres administrador de este proyecto. Solo su propietario puede hacer esto.',
    );
    // The owner's removal is refused with its own message, not the role change's.
    const onOwner = await admin.delete(`${base}/members/${await idOf(owner)}/`);
    expect(onOwner.status).toBe(400);
    expect(onOwner.body.detail).toBe('The owner cannot be removed: transfer the ownership first.');
    const es = await admin.withLang('es').delete(`${base}/members/${await idOf(owner)}/`);
    expect(es.body.detail).toBe('No se puede quitar al propietario: transfiere antes la propiedad.');
  });

  it('hands the ownership over: the previous owner stays as an admin', async () => {
    const adminId = await idOf(admin);
    expect((await admin.post(`${base}/members/transfer/`, { user_id: adminId })).status).toBe(403);
    const moved = await owner.post<Member[]>(`${base}/members/transfer/`, { user_id: adminId });
    expect(moved.status).toBe(200);
    expect(moved.body.map((m) => [m.username, m.role]).slice(0, 2)).toEqual([
      [admin.userId, 'owner'],
      [owner.userId, 'admin'],
    ]);
    expect((await owner.delete(`${base}/`)).status).toBe(403);
    expect((await admin.get(`${base}/`)).body.role).toBe('owner');
    // Names are unique per owner: the project now counts among the new owner's, and a transfer back
    // to someone who has a project of the same name is refused.
    const again = await admin.post('/api/projects/', { name: 'Team' });
    expect(again.status).toBe(400);
    await admin.put(`${base}/`, { name: 'Team 2' });
    await owner.post('/api/projects/', { name: 'Team 2' });
    const taken = await admin
      .withLang('es')
      .post(`${base}/members/transfer/`, { user_id: await idOf(owner) });
    expect(taken.status).toBe(400);
    expect(taken.body.detail).toMatch(/^El nuevo propietario ya tiene un proyecto con este nombre/);
  });
});

describe('the security log', () => {
  it('records sign-ins, failed sign-ins, invitations and member changes, for admins only', async () => {
    const failed = await app
      .client()
      .post('/api/user/login/', { username: member.userId, password: 'Wrong123' });
    expect(failed.status).toBe(400);
    expect(
      (await app.client().post('/api/user/login/', { username: member.userId, password: PASSWORD })).status,
    ).toBe(200);
    const log = await owner.get<{ kind: string; actor: string | null; detail: Record<string, unknown> }[]>(
      `${base}/security_log/`,
    );
    expect(log.status).toBe(200);
    const kinds = new Set(log.body.map((e) => e.kind));
    for (const kind of [
      'sign_in',
      'sign_in_failed',
      'invitation_sent',
      'invitation_accepted',
      'role_changed',
      'member_removed',
      'ownership_transferred',
    ]) {
      expect(kinds, kind).toContain(kind);
    }
    expect(log.body[0]).toMatchObject({ kind: 'sign_in', actor: member.userId });
    expect(log.body[1]).toMatchObject({ kind: 'sign_in_failed', actor: member.userId });
    expect(log.body.find((e) => e.kind === 'role_changed')?.detail).toMatchObject({ member: member.userId });
    expect((await member.get(`${base}/security_log/`)).status).toBe(403);
  });
});

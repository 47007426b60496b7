// An invitation opened by another address, when the project's admins allow it: the person waits for
// an admin, who approves (a member with the invited role) or rejects (the invitation stays pending).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type Client, type TestApp } from '../helpers.js';
import { startWithProject } from '../support/project.js';
import { invite, join } from './support.js';

let app: TestApp;
let owner: Client;
let base: string;
let projectId: number;
let editor: Client;

beforeAll(async () => {
  ({ app, client: owner, base, projectId } = await startWithProject('Confirmed'));
  editor = await signedInClient(app, 'editor');
  await join(app, owner, projectId, editor, 'editor');
});
afterAll(async () => {
  await app?.close();
});

const allow = async (on: boolean) => {
  const set = await owner.put(`${base}/invitations/settings/`, { other_address: on });
  expect(set.status, set.text).toBe(200);
  expect(set.body.other_address).toBe(on);
};

/** An invitation to a fresh address, opened by a person signed in with another one. */
async function openedByAnother(name: string, role: string) {
  const token = await invite(app, owner, projectId, `${name}-invited@example.com`, role);
  const other = await signedInClient(app, name);
  return { token, other, accept: () => other.post(`/api/invitations/${token}/accept/`) };
}

const waiting = async () => (await owner.get(`${base}/invitations/confirmations/`)).body.confirmations;

describe('an invitation opened by another address', () => {
  it('is refused while the setting is off, and nothing waits', async () => {
    expect((await owner.get(`${base}/invitations/confirmations/`)).body).toEqual({
      other_address: false,
      confirmations: [],
    });
    const { accept } = await openedByAnother('refused', 'viewer');
    expect((await accept()).status).toBe(403);
    expect(await waiting()).toEqual([]);
  });

  it('waits for an admin once allowed; approval makes a member with the invited role', async () => {
    await allow(true);
    const { token, other, accept } = await openedByAnother('dora', 'publisher');
    const answer = await accept();
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({
      awaiting_admin: true,
      detail:
        'This invitation was sent to dora-invited@example.com, not to your address: an admin of the project ' +
        'must confirm before you join. You will see the project in your list once they do.',
    });
    const es = await other.withLang('es').post(`/api/invitations/${token}/accept/`);
    expect(es.body.detail).toMatch(/^Esta invitación se envió a dora-invited@example.com, no a tu dirección/);
    expect((await other.get(`${base}/`)).status).toBe(404);
    // Opened twice, it waits once: who, which invitation, which address.
    const [pending, ...rest] = await waiting();
    expect(rest).toEqual([]);
    expect(pending).toMatchObject({
      invited_email: 'dora-invited@example.com',
      role: 'publisher',
      username: other.userId,
      email: other.userId,
      name: 'Ana Pérez',
    });

    const approved = await owner.post(`${base}/invitations/confirmations/${pending.id}/approve/`);
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.confirmations).toEqual([]);
    expect((await other.get(`${base}/`)).body.role).toBe('publisher');
    expect((await app.client().get(`/api/invitations/${token}/`)).body.state).toBe('used');
    const log = (await owner.get(`${base}/security_log/`)).body;
    expect(log[0]).toMatchObject({
      kind: 'member_added',
      detail: { member: other.userId, role: 'publisher' },
    });
    // Approved once: a second approval finds nothing.
    expect((await owner.post(`${base}/invitations/confirmations/${pending.id}/approve/`)).status).toBe(404);
  });

  it('rejected, makes nobody a member, for good, and leaves the invitation pending for its address', async () => {
    await allow(true);
    const { token, other, accept } = await openedByAnother('eve', 'admin');
    expect((await accept()).status).toBe(202);
    const [pending] = await waiting();
    const rejected = await owner
      .withLang('es')
      .post(`${base}/invitations/confirmations/${pending.id}/reject/`);
    expect(rejected.status).toBe(200);
    expect(rejected.body.confirmations).toEqual([]);
    expect((await other.get(`${base}/`)).status).toBe(404);
    expect((await app.client().get(`/api/invitations/${token}/`)).body.state).toBe('pending');
    // The rejection stands: trying again is refused, and nobody waits.
    expect((await accept()).status).toBe(403);
    expect(await waiting()).toEqual([]);
    const again = await owner.withLang('es').post(`${base}/invitations/confirmations/${pending.id}/approve/`);
    expect(again.status).toBe(404);
    expect(again.body.detail).toMatch(/^No hay ninguna confirmación así pendiente/);
  });

  it('cannot be approved, rejected or allowed by an editor', async () => {
    await allow(true);
    const { other, accept } = await openedByAnother('fred', 'viewer');
    expect((await accept()).status).toBe(202);
    const [pending] = await waiting();
    const approve = await editor.post(`${base}/invitations/confirmations/${pending.id}/approve/`);
    expect(approve.status).toBe(403);
    expect(approve.body.detail).toBe('You are an editor of this project. Only its admins can do this.');
    expect((await editor.post(`${base}/invitations/confirmations/${pending.id}/reject/`)).status).toBe(403);
    expect((await editor.put(`${base}/invitations/settings/`, { other_address: false })).status).toBe(403);
    expect((await editor.get(`${base}/invitations/confirmations/`)).status).toBe(403);
    expect((await other.get(`${base}/`)).status).toBe(404);
    expect(await waiting()).toHaveLength(1);
  });

  it('is refused again once the setting is turned off', async () => {
    await allow(false);
    const { accept } = await openedByAnother('gus', 'viewer');
    expect((await accept()).status).toBe(403);
  });
});

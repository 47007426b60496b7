// Teams in tests: a member joins a project the way people do, through a mailed invitation.
import { expect } from 'vitest';
import { readOutbox, type Client, type TestApp } from '../helpers.js';

/** The invitation token of the newest mail to `email`. */
export async function invitationToken(app: TestApp, email: string): Promise<string> {
  const match = /invitation\?token=([\w-]+)/.exec(await readOutbox(app, email));
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  return match[1]!;
}

/** The admin invites `email` with `role`; answers the mailed token. */
export async function invite(app: TestApp, admin: Client, projectId: number, email: string, role: string) {
  const sent = await admin.post(`/api/projects/${projectId}/invitations/`, { email, role });
  expect(sent.status, sent.text).toBe(201);
  return invitationToken(app, email);
}

/** Invites the signed-in `member` (its username is its address) and accepts as them. */
export async function join(app: TestApp, admin: Client, projectId: number, member: Client, role: string) {
  const token = await invite(app, admin, projectId, member.userId!, role);
  const accepted = await member.post(`/api/invitations/${token}/accept/`);
  expect(accepted.status, accepted.text).toBe(200);
}

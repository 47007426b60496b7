// Teams in a real browser: the owner invites an editor (who has no account yet and registers through
// the mailed link) and a viewer (who has one) from the Members screen; both accept; the viewer sees
// the project read-only, with one notice saying why; the owner sees the members and the log. Then
// the owner allows another address to accept once an admin confirms, and approves, by keyboard,
// someone who opened an invitation signed in with another address.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { api, createAccount, signInContext, type Account } from './support/account.js';
import { axeViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { editCellName } from './support/grid.js';
import { settled } from './support/mapIdle.js';
import { pixelOf } from './support/pixels.js';
import { invitationPath, inviteFromScreen, registerThroughInvitation } from './support/invite.js';
import { signUpAndIn, type SignedIn } from './support/signUp.js';

let browser: Browser;
let ownerPage: Page;
let owner: SignedIn;
let projectId: number;
const baseUrl = () => inject('baseUrl');

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  ownerPage = await context.newPage();
  ownerPage.setDefaultTimeout(10_000);
  owner = await signUpAndIn(ownerPage);
  ({ project_id: projectId } = await owner.call<{ project_id: number }>('POST', 'projects/', {
    name: `Team ${Date.now()}`,
  }));
  await owner.call('POST', `projects/${projectId}/agencies/`, {
    agency_id: 'A',
    agency_name: 'Red',
    agency_url: 'https://red.example',
    agency_timezone: 'America/Santiago',
  });
  await owner.call('POST', `projects/${projectId}/stops/`, {
    stop_id: 'S1',
    stop_name: 'Plaza Sotomayor',
    stop_lat: -22.4567,
    stop_lon: -68.9271,
    wheelchair_boarding: 1,
  });
});

afterAll(async () => {
  await browser?.close();
});

describe('members', () => {
  const editorEmail = `editor.${Date.now()}@example.org`;
  let viewer: Account;

  it('the owner invites an editor and a viewer from the Members screen', async () => {
    viewer = await createAccount(baseUrl(), inject('dataDir'), 'viewer');
    await ownerPage.goto(`${baseUrl()}/project/${projectId}`);
    await ownerPage.getByRole('link', { name: 'Members' }).click();
    await ownerPage.getByRole('heading', { name: 'Invite someone' }).waitFor();
    await inviteFromScreen(ownerPage, editorEmail, 'Editor');
    await inviteFromScreen(ownerPage, viewer.email, 'Viewer');
    await expect.poll(() => ownerPage.getByTestId('invitation-row').count()).toBe(2);
  });

  it('the editor, without an account, registers through the link and finds the project', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(await invitationPath(editorEmail));
    await page.getByText(/invites you to the project "Team \d+" as editor/).waitFor();
    await registerThroughInvitation(page, editorEmail, 'Eva', 'Editor');
    const card = page.getByTestId('project-card');
    await card.getByText('Editor', { exact: true }).waitFor();
    await context.close();
  });

  it('the viewer joins and sees no edit control, with one notice saying why', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, viewer);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(await invitationPath(viewer.email));
    await page.getByRole('button', { name: 'Join the project' }).click();
    await page.waitForURL(`**/project/${projectId}`);
    const notice = page.getByTestId('viewer-notice');
    await notice.getByText('You can view this project; ask an admin to edit.').waitFor();
    await page.getByRole('heading', { name: 'Build and validate GTFS' }).waitFor();
    expect(await page.getByRole('button', { name: 'Run' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Edit name' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Project options' }).count()).toBe(0);

    await page.goto(`${baseUrl()}/project/${projectId}/agencies`);
    await page.getByText('Red', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: editCellName('agency_name', 'A') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add row' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Upload' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Delete row / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit row / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(1);
    expect(await page.getByTestId('viewer-notice').count()).toBe(1);

    await page.goto(`${baseUrl()}/project/${projectId}/stops`);
    await page.locator('[data-map-mode="view"]').waitFor();
    expect(await page.getByRole('button', { name: 'Add stop' }).count()).toBe(0);
    // A click on a stop opens its details, read-only; Escape closes them.
    await settled(page);
    const at = await pixelOf(page, -68.9271, -22.4567);
    await page.mouse.click(at.x, at.y);
    const details = page.getByRole('region', { name: 'Stop details' });
    await details.getByRole('heading', { name: 'Stop S1' }).waitFor();
    await details.getByText('Plaza Sotomayor').waitFor();
    await details.getByText('1 · Yes').waitFor();
    await details.getByText('Wheelchair boarding').waitFor();
    expect(await details.getByRole('textbox').count()).toBe(0);
    expect(await details.getByRole('button', { name: /Save|Delete/ }).count()).toBe(0);
    await page.locator('canvas.maplibregl-canvas').press('Escape');
    await details.waitFor({ state: 'hidden' });

    // What the screen hides, the server refuses.
    const write = await fetch(`${baseUrl()}/api/projects/${projectId}/agencies/`, {
      method: 'POST',
      headers: { 'User-Id': viewer.email, 'User-Token': viewer.token, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(write.status).toBe(403);
    await context.close();
  });

  it('the owner sees the three members, no pending invitation, and the acceptances in the log', async () => {
    await ownerPage.reload();
    await expect.poll(() => ownerPage.getByTestId('member-row').count()).toBe(3);
    await ownerPage.getByText('No pending invitations.').waitFor();
    await ownerPage.getByText('Accepted the invitation as viewer').waitFor();
    await ownerPage.getByText('Accepted the invitation as editor').waitFor();
    const roles = await api<{ role: string }[]>(owner.account, `projects/${projectId}/members/`);
    expect(roles.map((m) => m.role)).toEqual(['owner', 'editor', 'viewer']);
  });

  it('someone signed in with another address waits, and the owner approves by keyboard', async () => {
    const invited = `invited.${Date.now()}@example.org`;
    const other = await createAccount(baseUrl(), inject('dataDir'), 'other');
    // The setting by keyboard; it shows ticked once the server has stored it.
    const allow = ownerPage.getByRole('checkbox', {
      name: /Allow an invitation to be accepted by another address/,
    });
    await allow.focus();
    await ownerPage.keyboard.press('Space');
    await expect.poll(() => allow.isChecked()).toBe(true);
    await ownerPage.getByText('Nobody is waiting for a confirmation.').waitFor();
    await inviteFromScreen(ownerPage, invited, 'Editor');

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, other);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(await invitationPath(invited));
    await page.getByRole('button', { name: 'Join the project' }).click();
    await page
      .getByRole('status')
      .getByText('an admin of the project must confirm before you join')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Join the project' }).count()).toBe(0);

    await ownerPage.reload();
    const row = ownerPage.getByTestId('confirmation-row');
    await row.getByText(`Opened the invitation sent to ${invited}`).waitFor();
    const violations = await axeViolations(ownerPage);
    expect(
      violations.filter((v) => ['serious', 'critical'].includes(v.impact ?? '')).map((v) => v.id),
    ).toEqual([]);
    await row
      .getByRole('button', { name: `Approve ${other.email} for the invitation sent to ${invited}` })
      .focus();
    await ownerPage.keyboard.press('Enter');
    await ownerPage.getByText('Nobody is waiting for a confirmation.').waitFor();
    await expect.poll(() => ownerPage.getByTestId('member-row').count()).toBe(4);
    const roles = await api<{ username: string; role: string }[]>(
      owner.account,
      `projects/${projectId}/members/`,
    );
    expect(roles.find((m) => m.username === other.email)?.role).toBe('editor');
    await context.close();
  });
});

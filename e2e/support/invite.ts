// Invitations as a user makes and follows them: the owner's form on the Members screen, and the link
// of the newest invitation mail to an address (the outbox of this test's server).
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { TEST_PASSWORD } from './account.js';
import { linkFromMail } from './outbox.js';

/** The invitation link of the newest mail to `email`, on this test's server. */
export async function invitationPath(email: string): Promise<string> {
  const link = await linkFromMail(email, '/invitation?token=');
  return `${inject('baseUrl')}${link.pathname}${link.search}`;
}

/** Sends an invitation from the Members screen open on `page`, and waits for its confirmation. */
export async function inviteFromScreen(page: Page, email: string, role: 'Editor' | 'Viewer') {
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('combobox', { name: 'Role', exact: true }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`Invitation sent to ${email}.`).waitFor();
}

/**
 * Someone without an account follows the invitation to `email` on `page`: registers through it as
 * `name` `lastName` (the e-mail comes filled in), joins, and signs in through the form.
 */
export async function registerThroughInvitation(page: Page, email: string, name: string, lastName: string) {
  await page.getByRole('link', { name: 'Create an account to join' }).click();
  expect(await page.getByLabel('Email').inputValue()).toBe(email);
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByText('you have joined the project').waitFor();
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/myprojects');
}

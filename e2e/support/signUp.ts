// A verified user signed in through the login screen, for tests that are not about accounts:
// registration and verification go through the API and the outbox mail (createAccount), the sign-in
// through the form, as a user does. `call` sets up data through the API as that user.
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { createAccount, type Account } from './account.js';

export interface SignedIn {
  account: Account;
  /** A JSON call to /api/{path} as this user; throws with the answer when it is not a success. */
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function signUpAndIn(page: Page): Promise<SignedIn> {
  const baseUrl = inject('baseUrl');
  const account = await createAccount(baseUrl, inject('dataDir'));
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Username').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/myprojects');
  const token = (await page.evaluate(() => localStorage.getItem('ruta.token'))) ?? account.token;
  return {
    account,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}/api/${path.replace(/^\//, '')}`, {
        method,
        headers: {
          'User-Id': account.email,
          'User-Token': token,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}

// Sign-in with the agency's accounts in a real browser, end to end: a second Ruta server pointed at a
// real local OpenID provider (oidc-provider), the "Sign in with <name>" button, the provider's login
// and consent pages, back in Ruta on "My projects"; a project made then is there again after a
// second sign-in from another browser, so both sign-ins opened the same account.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startOidcProvider, type TestProvider } from '../packages/server/test/support/oidc-provider.js';
import { launchBrowser } from './support/browser.js';
import { freePort } from './support/net.js';
import { startServer, type RunningServer } from './support/server.js';

let browser: Browser;
let provider: TestProvider;
let server: RunningServer;

beforeAll(async () => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider(`${baseUrl}/api/user/oidc/callback`, {
    lucia: {
      email: 'lucia.gomez@agency.example',
      email_verified: true,
      given_name: 'Lucía',
      family_name: 'Gómez',
    },
  });
  server = await startServer(inject('dataDir'), inject('databaseUrl'), {
    ...provider.env,
    OIDC_DISPLAY_NAME: 'Agency SSO',
    PORT: String(port),
  });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.stop();
});

/** From Ruta's sign-in page through the provider's pages back to Ruta, in a fresh browser context. */
async function signInThroughProvider(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('link', { name: 'Sign in with Agency SSO' }).click();
  await page.waitForURL(`${provider.issuer}/**`);
  await page.locator('input[name="login"]').fill('lucia');
  await page.locator('input[name="password"]').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(`${server.baseUrl}/myprojects`);
  return page;
}

describe('sign-in with an OpenID provider', () => {
  it('signs in through the provider, and a second sign-in opens the same account', async () => {
    const first = await signInThroughProvider();
    // The session left the address: nothing of it stays in the history or the address bar.
    expect(new URL(first.url()).hash).toBe('');
    const session = await first.evaluate(() => ({
      token: localStorage.getItem('ruta.token'),
      userId: localStorage.getItem('ruta.userId'),
    }));
    expect(session.userId).toBe('lucia.gomez@agency.example');
    const name = `SSO project ${Date.now()}`;
    const created = await fetch(`${server.baseUrl}/api/projects/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'User-Id': session.userId!,
        'User-Token': session.token!,
      },
      body: JSON.stringify({ name }),
    });
    expect(created.status).toBe(201);
    await first.context().close();

    const second = await signInThroughProvider();
    await second.getByText(name).waitFor();
    await second.context().close();
  });

  it('says why when the sign-in comes back without a session', async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('ruta.language', 'es'));
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/api/user/oidc/callback?code=x&state=y`);
    await page.waitForURL(`${server.baseUrl}/login?oidc_error=expired`);
    await page.getByRole('alert').filter({ hasText: 'tardó demasiado o ya se usó' }).waitFor();
    await context.close();
  });
});

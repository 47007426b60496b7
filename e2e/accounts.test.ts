// A new user's first visit, in a real browser: register, verify from the outbox mail (a second
// visit of the link is refused), sign in, create, rename and delete a project, switch to Spanish
// (kept over a reload), sign out; the password recovery flow; and the sign-in screen's
// unexpected-problem text, in Spanish, when the server has stopped.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.js';
import { linkFromMail } from './support/outbox.js';
import { startServer } from './support/server.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const password = 'Secret123';

async function register(page: Page, email: string) {
  await page.goto(new URL('/register', page.url()).href);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name', { exact: true }).fill('Ana');
  await page.getByLabel('Last name').fill('Pérez');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function signIn(page: Page, email: string, pass = password) {
  // After a navigation the previous screen may still be shown for a moment: wait for the login form.
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  await page.getByLabel('Username').fill(email);
  await page.getByLabel('Password').fill(pass);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('accounts and projects', () => {
  it('registers, verifies, signs in, manages a project, switches language and signs out', async () => {
    const email = `ana.${Date.now()}@example.org`;
    const page = await newPage(browser, '/');
    expect(new URL(page.url()).pathname).toBe('/login');

    // Client-side rules come before any request.
    await page.goto(new URL('/register', page.url()).href);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('other');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect
      .poll(() => page.getByText('The password must be at least 8 characters long').count())
      .toBe(1);

    await register(page, email);
    await page.getByText('verification e-mail').waitFor();

    // An unverified account cannot sign in.
    await page.goto(new URL('/login', page.url()).href);
    await signIn(page, email);
    await page.getByText('has not been verified yet').waitFor();
    // The refusal offers a new verification mail; the newest mail's link is the one used below.
    const firstLink = await linkFromMail(email, '/user/email-verification?verificationToken=');
    await page.getByRole('button', { name: 'Resend the verification e-mail' }).click();
    await page.getByRole('status').getByText('we have sent it a new verification e-mail').waitFor();
    await expect
      .poll(async () => (await linkFromMail(email, '/user/email-verification?verificationToken=')).href)
      .not.toBe(firstLink.href);

    const link = await linkFromMail(email, '/user/email-verification?verificationToken=');
    const verifyUrl = link.href.replace(link.origin, new URL(page.url()).origin);
    await page.goto(verifyUrl);
    await page.getByText('Your email has been successfully verified.').waitFor();
    // The link works once: opened again, it says why not.
    await page.goto(verifyUrl);
    await page.getByText('This verification link is not valid or has already been used.').waitFor();
    expect(await page.getByText('Your email has been successfully verified.').count()).toBe(0);

    await page.goto(new URL('/login', page.url()).href);
    await signIn(page, email);
    await page.waitForURL('**/myprojects');
    await page.getByText('You can create your first project from the New project button').waitFor();

    // Create an empty project: it opens its overview.
    await page.getByRole('button', { name: 'New project' }).click();
    await page.getByLabel('Project name').fill('Línea Norte');
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/project\/\d+$/);
    await page.getByText('Línea Norte').first().waitFor();

    // Rename with Enter; Escape cancels a second edit.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Project name').fill('Línea Sur');
    await page.getByLabel('Project name').press('Enter');
    await page.getByRole('heading', { name: 'Línea Sur' }).waitFor();
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Project name').fill('Discarded');
    await page.getByLabel('Project name').press('Escape');
    await page.getByRole('heading', { name: 'Línea Sur' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Línea Sur' }).waitFor();

    // Spanish, kept over a reload.
    await page.getByRole('button', { name: /language/i }).click();
    await page.getByRole('menuitem', { name: /es/i }).click();
    await page.getByText('Mis proyectos').first().waitFor();
    await page.reload();
    await page.getByText('Mis proyectos').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');

    // Delete from the list, with the product's wording (in Spanish now).
    await page.getByRole('link', { name: 'Mis proyectos' }).first().click();
    await page.waitForURL('**/myprojects');
    await page.getByText('Línea Sur').waitFor();
    await page
      .getByRole('button', { name: /acciones|opciones|menú/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Eliminar' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
    await page.getByText('Puedes crear tu primer proyecto').waitFor();

    // Sign out: back to login; project screens now redirect there.
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await page.waitForURL('**/login');
    await page.goto(new URL('/myprojects', page.url()).href);
    await page.waitForURL('**/login');
    await page.context().close();
  });

  it('recovers a password with a single-use link', async () => {
    const email = `luis.${Date.now()}@example.org`;
    const page = await newPage(browser, '/register');
    await register(page, email);
    await page.getByText('verification e-mail').waitFor();
    const verify = await linkFromMail(email, '/user/email-verification?verificationToken=');
    await page.goto(verify.href.replace(verify.origin, new URL(page.url()).origin));
    await page.getByText('Your email has been successfully verified.').waitFor();

    await page.goto(new URL('/login', page.url()).href);
    await page.getByRole('link', { name: /forgot/i }).click();
    await page.waitForURL('**/recover-password-request');
    // The URL changes before the new screen replaces the login form, which also has a Username field.
    await page.getByRole('button', { name: /send/i }).waitFor();
    await page.getByLabel('Username').fill(email);
    await page.getByRole('button', { name: /send/i }).click();
    await page.getByText(/sent/i).first().waitFor();

    const recover = await linkFromMail(email, '/user/recover-password?recoveryToken=');
    const recoverUrl = recover.href.replace(recover.origin, new URL(page.url()).origin);
    await page.goto(recoverUrl);
    await page.getByLabel('New password').fill('Another456');
    await page.getByLabel('Confirm password').fill('Another457');
    await page.getByRole('button', { name: /save|change|set/i }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm password').fill('Another456');
    await page.getByRole('button', { name: /save|change|set/i }).click();
    await page.waitForURL('**/login');

    await signIn(page, email, 'Another456');
    await page.waitForURL('**/myprojects');

    // The same link does not work twice.
    await page.goto(recoverUrl);
    await page.getByLabel('New password').fill('Third7890');
    await page.getByLabel('Confirm password').fill('Third7890');
    await page.getByRole('button', { name: /save|change|set/i }).click();
    await page
      .getByText(/invalid|expired|used/i)
      .first()
      .waitFor();
    await page.context().close();
  });

  it('shows Not Found for unknown paths', async () => {
    const page = await newPage(browser, '/no/such/page');
    await page.waitForURL('**/404');
    await page.getByText('Not Found').waitFor();
    await page.context().close();
  });

  it('says an unexpected problem occurred, in Spanish, when the server is down at sign-in', async () => {
    // A second server of our own on the same database, stopped for real once the screen is shown.
    const server = await startServer(inject('dataDir'), inject('databaseUrl'));
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addInitScript(() => localStorage.setItem('ruta.language', 'es'));
      const page = await context.newPage();
      page.setDefaultTimeout(10_000);
      await page.goto(`${server.baseUrl}/login`);
      await page.getByRole('button', { name: 'Iniciar sesión' }).waitFor();
      await page.getByLabel('Usuario').fill('ana@example.org');
      await page.getByLabel('Contraseña').fill(password);
      await server.stop();
      await page.getByRole('button', { name: 'Iniciar sesión' }).click();
      await page.getByText('Ocurrió un problema inesperado. Intenta nuevamente.').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      await context.close();
    } finally {
      await server.stop();
    }
  });
});

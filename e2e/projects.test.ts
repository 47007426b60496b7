// The project list and overview in a real browser: the create modal's GTFS path (Create disabled
// until a zip is chosen, the name error in its tooltip, a refused file under the upload), the new
// card at the top while its import runs (pill, not clickable) until the 2 s polling shows it ready,
// a failed import with Retry and Delete, the overview's name editor (check, close, a refused
// duplicate) and Delete from its menu, the breadcrumb, and the header's configured links.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { brokenZip, calamaZip, syntheticFeed } from './support/feeds.js';
import { CONTACT_URL, WEBSITE_URL } from './support/server.js';

let browser: Browser;
let page: Page;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'projects');
  page = await signedInPage(browser, account);
});

afterAll(async () => {
  await browser?.close();
});

const cards = () => page.getByTestId('project-card');
const card = (name: string) => cards().filter({ has: page.getByText(name, { exact: true }) });

/** Chooses `file` through the file dialog that clicking `opener` opens. */
async function chooseFile(opener: Locator, name: string, buffer: Buffer) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), opener.click()]);
  await chooser.setFiles({ name, mimeType: 'application/zip', buffer });
}

/** A card whose import runs: the pill and hint, dimmed and with no way into the project. */
async function expectImporting(item: Locator) {
  await item.getByText('Uploading', { exact: true }).waitFor();
  await item.getByText('Wait until uploading is complete').waitFor();
  expect(await item.getAttribute('aria-busy')).toBe('true');
  expect(await item.getByRole('link').count()).toBe(0);
}

async function expectReady(item: Locator, name: string) {
  // The list is not reloaded: only the card's own polling can bring this.
  await item.getByRole('link', { name: `Open project ${name}` }).waitFor({ timeout: 60_000 });
  await item.getByText('Never validated').waitFor();
  expect(await item.getByText('Wait until uploading is complete').count()).toBe(0);
}

describe('project list', () => {
  it('creates a project from a GTFS zip: checks, then the new card follows its import', async () => {
    const tag = retryTag();
    const [older, name] = [`Older project ${tag}`, `Synthetic ${tag}`];
    await createProject(account, older);
    const zip = await syntheticFeed(3000, 100); // 300,000 stop times: an import of seconds
    await page.goto(`${account.baseUrl}/myprojects`);
    await card(older).waitFor();

    await page.getByRole('button', { name: 'New project' }).click();
    const dialog = page.getByRole('dialog', { name: 'New project' });
    const create = dialog.getByRole('button', { name: 'Create' });
    await dialog.getByLabel('From a GTFS file').check();
    expect(await create.isDisabled()).toBe(true);

    // No name and a file that is not a zip: the server refuses both, each beside its input.
    await chooseFile(dialog.getByLabel('GTFS file (.zip)'), 'notes.zip', Buffer.from('not a zip'));
    expect(await create.isDisabled()).toBe(false);
    await create.click();
    const tooltip = page.getByRole('tooltip').filter({ hasText: 'This field is required.' });
    await tooltip.waitFor();
    await dialog
      .getByText('The file is not a zip file. Upload a GTFS feed as a .zip file.', { exact: true })
      .waitFor();
    // Focusing the name hides its error.
    await dialog.getByLabel('Project name').focus();
    await tooltip.waitFor({ state: 'hidden' });

    await dialog.getByLabel('Project name').fill(name);
    await chooseFile(dialog.getByLabel('GTFS file (.zip)'), 'synthetic.zip', zip);
    await create.click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/myprojects');

    // The new card comes first, importing, then ready without a reload.
    const first = cards().first();
    await first.getByText(name, { exact: true }).waitFor();
    await expectImporting(first);
    await expectReady(first, name);
    await card(older).waitFor();
  });

  it('shows a failed import with Retry (a good zip then loads) and Delete', async () => {
    await page.goto(`${account.baseUrl}/myprojects`);
    const tag = retryTag();
    const [one, two] = [`Broken one ${tag}`, `Broken two ${tag}`];
    for (const name of [one, two]) {
      await page.getByRole('button', { name: 'New project' }).click();
      const dialog = page.getByRole('dialog', { name: 'New project' });
      await dialog.getByLabel('Project name').fill(name);
      await dialog.getByLabel('From a GTFS file').check();
      await chooseFile(dialog.getByLabel('GTFS file (.zip)'), 'broken.zip', brokenZip());
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await card(name).getByText('The GTFS file could not be loaded.').waitFor({ timeout: 30_000 });
      expect(await card(name).getByRole('link').count()).toBe(0);
    }

    // Retry with a good zip: importing again, then ready.
    await chooseFile(card(one).getByRole('button', { name: 'Retry' }), 'calama.zip', calamaZip());
    await expectReady(card(one), one);

    // Delete, with the confirmation.
    await card(two).getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Project' });
    await confirm.getByText('Are you sure you want to delete project?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await card(two).waitFor({ state: 'detached' });
    await card(one).waitFor();
  });
});

describe('project overview', () => {
  it('renames with the check and close buttons, refuses a duplicate name, deletes from the menu', async () => {
    const tag = retryTag();
    const [taken, centro, costa] = [`Taken name ${tag}`, `Línea Centro ${tag}`, `Línea Costa ${tag}`];
    await createProject(account, taken);
    const { project_id: id } = await createProject(account, centro);
    await page.goto(`${account.baseUrl}/project/${id}`);
    const heading = (name: string) => page.getByRole('heading', { name, exact: true });
    await heading(centro).waitFor();

    // The check button saves.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Project name').fill(costa);
    await page.getByRole('button', { name: 'Save name' }).click();
    await heading(costa).waitFor();

    // The close button discards.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Project name').fill('Discarded');
    await page.getByRole('button', { name: 'Cancel editing' }).click();
    await heading(costa).waitFor();
    expect(await page.getByLabel('Project name').count()).toBe(0);

    // Another project's name: the server's message, and editing goes on.
    await page.getByRole('button', { name: 'Edit name' }).click();
    await page.getByLabel('Project name').fill(taken);
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByRole('alert').filter({ hasText: 'You already have a project with this name.' }).waitFor();
    expect(await page.getByLabel('Project name').inputValue()).toBe(taken);
    await page.getByRole('button', { name: 'Cancel editing' }).click();
    await heading(costa).waitFor();

    // Delete from the overview's menu: back to the list, without it.
    await page.getByRole('button', { name: 'Project options' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete Project' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.waitForURL('**/myprojects');
    await card(taken).waitFor();
    expect(await card(costa).count()).toBe(0);
    const left = await fetch(`${account.baseUrl}/api/projects/${id}/`, {
      headers: { 'User-Id': account.email, 'User-Token': account.token },
    });
    expect(left.status).toBe(404);
  });

  it('shows the breadcrumb and the configured website and contact links', async () => {
    const name = `Breadcrumbs ${retryTag()}`;
    const { project_id: id } = await createProject(account, name);
    await page.goto(`${account.baseUrl}/project/${id}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await crumbs.getByText(name, { exact: true }).waitFor();
    expect(await crumbs.getByText(name).getAttribute('aria-current')).toBe('page');

    const header = page.getByRole('navigation', { name: 'Main navigation' });
    for (const [name, url] of [
      ['Website', WEBSITE_URL],
      ['Contact', CONTACT_URL],
    ] as const) {
      const link = header.getByRole('link', { name });
      expect(await link.getAttribute('href')).toBe(url);
      expect(await link.getAttribute('target')).toBe('_blank');
    }

    // 'my projects' leads back to the list, where it is the current page; the home icon too.
    await crumbs.getByRole('link', { name: 'my projects' }).click();
    await page.waitForURL('**/myprojects');
    await crumbs.getByText('my projects').and(page.locator('[aria-current="page"]')).waitFor();
    expect(await crumbs.getByText(name).count()).toBe(0);
    await page.goto(`${account.baseUrl}/project/${id}`);
    await crumbs.getByRole('link', { name: 'Project list' }).click();
    await page.waitForURL('**/myprojects');
  });
});

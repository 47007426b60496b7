// The generic grid on a real feed (Calama, imported once through the API): sorting both ways on a
// text and a number column, the pager and its page dropdown, the unsaved-changes question on a page
// change (both answers), the column settings (kept over a reload), the debounced quick search,
// 'Edit Shapes' and the routes → trips link, a new route the server refuses, and a CSV download
// that fails because the project was deleted meanwhile.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { editCellButton } from './support/grid.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'grid');
  page = await signedInPage(browser, account);
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
});

afterEach(() => {
  // Whatever a failed test left unsaved must not block the next one's navigation.
  page.once('dialog', (dialog) => void dialog.accept());
});

afterAll(async () => {
  await browser?.close();
});

async function open(screen: string) {
  await page.goto(`${account.baseUrl}/project/${projectId}/${screen}`);
}

/** The grid's data rows (the first row holds the headers). */
const dataRow = (n: number) => page.getByRole('row').nth(n + 1);
const cell = (field: string, row: string) => editCellButton(page, field, row);
const total = () => page.getByText(/^\d+ rows?$/);
const header = (field: string) => page.getByRole('columnheader').filter({ has: sortButton(field) });
const sortButton = (field: string) => page.getByRole('button', { name: `Sort by ${field}`, exact: true });

describe('grid on the Calama feed', () => {
  it('sorts a text and a number column both ways', async () => {
    await open('routes');
    await cell('route_short_name', '80').waitFor();
    await sortButton('route_short_name').click();
    await expect.poll(() => header('route_short_name').getAttribute('aria-sort')).toBe('ascending');
    await dataRow(0).getByRole('button', { name: 'Edit route_short_name of row 86' }).waitFor();
    await expect
      .poll(() =>
        dataRow(0)
          .getByRole('button', { name: /Edit route_short_name of row/ })
          .innerText(),
      )
      .toBe('A');
    await sortButton('route_short_name').click();
    await expect.poll(() => header('route_short_name').getAttribute('aria-sort')).toBe('descending');
    await dataRow(0).getByRole('button', { name: 'Edit route_short_name of row 92' }).waitFor();

    await open('stops?tab=table');
    await sortButton('stop_lat').click();
    await expect.poll(() => header('stop_lat').getAttribute('aria-sort')).toBe('ascending');
    await dataRow(0).getByRole('button', { name: 'Edit stop_lat of row PR-64-2' }).waitFor();
    await sortButton('stop_lat').click();
    await expect.poll(() => header('stop_lat').getAttribute('aria-sort')).toBe('descending');
    await dataRow(0).getByRole('button', { name: 'Edit stop_lat of row PV-69-1' }).waitFor();
  });

  it('pages with the buttons, the page dropdown and the page size', async () => {
    await open('trips');
    await total().filter({ hasText: '1483 rows' }).waitFor();
    await page.getByText('of 75', { exact: true }).waitFor();
    await cell('trip_id', '1').waitFor();
    await page.getByRole('button', { name: 'Next page' }).click();
    await cell('trip_id', '21').waitFor();
    expect(await cell('trip_id', '1').count()).toBe(0);

    await page.getByRole('combobox', { name: 'Go to page' }).click();
    await page.getByRole('option', { name: '75', exact: true }).click();
    await cell('trip_id', '1483').waitFor();
    expect(await page.getByRole('combobox', { name: 'Go to page' }).inputValue()).toBe('75');

    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '50', exact: true }).click();
    await page.getByText('of 30', { exact: true }).waitFor();
    await cell('trip_id', '50').waitFor();
    expect(await cell('trip_id', '51').count()).toBe(0);
  });

  it('asks before a page change drops unsaved edits, and obeys both answers', async () => {
    await open('trips');
    await cell('trip_headsign', '3').click();
    await page.getByLabel('trip_headsign of row 3', { exact: true }).fill('Unsaved headsign');
    await page.getByLabel('trip_headsign of row 3', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Save (1)' }).waitFor();

    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.getByRole('button', { name: 'Next page' }).click();
    await question.getByText('There are unsaved changes, are you sure you want to proceed?').waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    await cell('trip_headsign', '3').filter({ hasText: 'Unsaved headsign' }).waitFor();
    await page.getByRole('button', { name: 'Save (1)' }).waitFor();

    await page.getByRole('button', { name: 'Next page' }).click();
    await question.getByRole('button', { name: 'Proceed' }).click();
    await cell('trip_id', '21').waitFor();
    expect(await page.getByRole('button', { name: 'Save', exact: true }).isDisabled()).toBe(true);
    // Proceeding dropped the edit: it was never sent.
    await page.getByRole('button', { name: 'Previous page' }).click();
    await cell('trip_headsign', '3').filter({ hasText: 'Almirante Grau' }).waitFor();
  });

  it('hides a column from the settings, still hidden after a reload', async () => {
    await open('routes');
    await sortButton('route_desc').waitFor();
    await page.getByRole('button', { name: 'Columns' }).click();
    const settings = page.getByRole('dialog').filter({ hasText: 'Shown columns' });
    await settings.getByText('Required columns are always shown.').waitFor();
    await settings.getByRole('checkbox', { name: 'route_desc' }).uncheck();
    await sortButton('route_desc').waitFor({ state: 'detached' });
    await page.reload();
    await cell('route_short_name', '80').waitFor();
    expect(await sortButton('route_desc').count()).toBe(0);
    expect(await sortButton('route_long_name').count()).toBe(1);

    // Shown again, and again after a reload.
    await page.getByRole('button', { name: 'Columns' }).click();
    await settings.getByRole('checkbox', { name: 'route_desc' }).check();
    await sortButton('route_desc').waitFor();
    await page.reload();
    await sortButton('route_desc').waitFor();
  });

  it('searches as the user types, once typing pauses', async () => {
    await open('routes');
    await total().filter({ hasText: '11 rows' }).waitFor();
    await page.getByRole('textbox', { name: 'Search' }).pressSequentially('Caspana', { delay: 30 });
    await total().filter({ hasText: '2 rows' }).waitFor();
    await cell('route_long_name', '80').waitFor();
    await cell('route_long_name', '83').waitFor();
    expect(await cell('route_long_name', '81').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Search' }).fill('no such route');
    await page.getByText('No rows match “no such route”.').waitFor();
  });

  it("opens a route's trips and the shapes from the trips screen", async () => {
    await open('routes');
    await page.getByRole('button', { name: 'Trips of route 87' }).click();
    await page.waitForURL(/\/trips\?route_id=87$/);
    await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
    // Route 87's 20 trips exactly (a search for 87 would also list trips whose id holds an 87).
    await page.getByRole('list', { name: 'Filters' }).getByText('Route: 87', { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('');
    await expect.poll(() => total().innerText()).toBe('20 rows');
    await page.getByRole('button', { name: 'Remove filter Route: 87' }).click();
    await expect.poll(() => total().innerText()).toBe('1483 rows');

    await page.getByRole('link', { name: 'Edit Shapes' }).click();
    await page.waitForURL(/\/shapes$/);
    await page.getByRole('heading', { name: 'Shapes', exact: true }).waitFor();
    await page.getByRole('cell', { name: 'A_I', exact: true }).first().waitFor();
  });

  it("opens a route's timetable from its row", async () => {
    await open('routes');
    await page.getByRole('button', { name: 'Timetable of route 87' }).click();
    await page.waitForURL(/\/timetable\?route=87/);
    const route = page.locator('input').and(page.getByLabel('Route', { exact: true }));
    await expect.poll(() => route.inputValue()).toBe('AC · Huayquitina - Cementerio');
  });

  it('keeps the New route dialog open with the field errors the server sends', async () => {
    await open('routes');
    await page.getByRole('button', { name: 'Add row' }).click();
    const dialog = page.getByRole('dialog', { name: 'New route' });
    const routeId = dialog.getByLabel(/^Route ID( \*)?$/);
    // The next free id is suggested (routes end in numbers here); emptied, the server's error shows.
    await routeId.fill('');
    await dialog.getByLabel(/^Short name( \*)?$/).fill('N');
    await dialog.getByRole('button', { name: 'Create' }).click();
    // route_id is required: its message shows beside it, and nothing was created.
    await expect.poll(() => routeId.getAttribute('aria-invalid')).toBe('true');
    await dialog.getByText('This field is required.').first().waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await total().filter({ hasText: '11 rows' }).waitFor();
  });

  it('says so when the CSV cannot be downloaded (the project was deleted in another tab)', async () => {
    await open('routes');
    await cell('route_short_name', '80').waitFor();
    const gone = await fetch(`${account.baseUrl}/api/projects/${projectId}/`, {
      method: 'DELETE',
      headers: { 'User-Id': account.email, 'User-Token': account.token },
    });
    expect(gone.ok).toBe(true);
    await page.getByRole('button', { name: 'Download CSV' }).click();
    await page.getByRole('alert').filter({ hasText: 'The CSV file could not be downloaded.' }).waitFor();
  });
});

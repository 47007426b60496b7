// The Activity screen: an empty project says so; edits appear with their author and summary, open
// to their rows before → after, and a revert puts the row back and is itself listed; a revert over a
// row changed since names it and the user reverts nothing; one whose revert would break the feed (a
// deleted stop's id taken again) is named with why, in both languages; a grid row's history button opens that
// row's history. HISTORY_SHOTS=/dir saves the screens in both languages, empty and full.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, createProject, createRow, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';

let browser: Browser;
let account: Account;

const shot = async (page: Page, name: string) => {
  if (process.env.HISTORY_SHOTS)
    await page.screenshot({ path: `${process.env.HISTORY_SHOTS}/activity-${name}.png`, fullPage: true });
};

interface AgencyRow {
  id: number;
  version: number;
  agency_name: string;
}

async function projectWithEdits(): Promise<{ id: number; agency: AgencyRow }> {
  const { project_id: id } = await createProject(account, `Activity ${retryTag()}`);
  let agency = await createRow<AgencyRow>(account, id, 'agencies', {
    agency_id: 'A',
    agency_name: 'Red',
    agency_url: 'https://red.example',
    agency_timezone: 'UTC',
  });
  await createRow(account, id, 'stops', { stop_id: 'S1', stop_name: 'Plaza', stop_lat: 1, stop_lon: 2 });
  agency = await api<AgencyRow>(account, `projects/${id}/agencies/${agency.id}/`, {
    method: 'PATCH',
    body: JSON.stringify({ version: agency.version, agency_name: 'Red Norte' }),
  });
  return { id, agency };
}

const agencyName = async (id: number, rowId: number) =>
  (await api<AgencyRow>(account, `projects/${id}/agencies/${rowId}/`)).agency_name;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'activity');
});
afterAll(() => browser?.close());

describe('activity screen', () => {
  it('says when a project has no change yet, in both languages', async () => {
    const { project_id: id } = await createProject(account, `Empty ${retryTag()}`);
    for (const language of ['en', 'es'] as const) {
      const page = await signedInPage(browser, account, { language });
      await page.goto(`${account.baseUrl}/project/${id}/activity`);
      await page
        .getByText(
          language === 'en'
            ? 'No changes yet. Edits, uploads and imports will be listed here as they happen.'
            : 'Aún no hay cambios. Las ediciones, subidas e importaciones aparecerán aquí a medida que ocurran.',
        )
        .waitFor();
      await shot(page, `empty-${language}`);
      await page.context().close();
    }
  });

  it('lists an edit with its rows before and after, and reverts it as a change of its own', async () => {
    const { id, agency } = await projectWithEdits();
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}`);
    await page.getByRole('link', { name: 'Open activity' }).click();
    await page.waitForURL(`**/project/${id}/activity`);
    const summary = 'Changed agency_name of agency A';
    const row = page.getByRole('row', { name: new RegExp(summary) });
    await row.getByText('Test User').waitFor();
    await page.getByText('Added stops S1').waitFor();
    await page.getByRole('button', { name: `Show rows: ${summary}` }).click();
    const rows = page.getByRole('table', { name: /^Rows of change #\d+$/ });
    await rows.getByRole('cell', { name: 'Red', exact: true }).waitFor();
    await rows.getByRole('cell', { name: 'Red Norte', exact: true }).waitFor();
    await shot(page, 'full-en');

    await page.getByRole('button', { name: `Revert: ${summary}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 row gets back its values from before this change.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await page.getByText('Reverted: 1 row restored.').waitFor();
    expect(await agencyName(id, agency.id)).toBe('Red');
    await page.getByText(/^Reverted change #\d+$/).waitFor();
    await page.getByText(/^Reverted by change #\d+$/).waitFor();

    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${id}/activity`);
    await es.getByText(/^Revirtió el cambio n\.º \d+$/).waitFor();
    await shot(es, 'full-es');
    await es.context().close();
  });

  it('names a row changed since, and reverts nothing when asked', async () => {
    const { id, agency } = await projectWithEdits();
    await api(account, `projects/${id}/agencies/${agency.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ version: agency.version, agency_name: 'Red Sur' }),
    });
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}/activity?table=agency`);
    // The older of the two renames of the agency.
    const first = page.getByRole('button', { name: 'Revert: Changed agency_name of agency A' }).last();
    await first.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('1 row was changed again since', { exact: false }).waitFor();
    await dialog.getByText(/changed by Test User in change #\d+/).waitFor();
    await shot(page, 'conflict-en');
    await dialog.getByRole('button', { name: 'Revert nothing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await agencyName(id, agency.id)).toBe('Red Sur');
  });

  it('names a row whose revert would break the feed, and why, in both languages', async () => {
    const { project_id: id } = await createProject(account, `Taken ${retryTag()}`);
    const k1 = { stop_id: 'K1', stop_name: 'Kiosco', stop_lat: 1, stop_lon: 2 };
    const first = await createRow<{ id: number }>(account, id, 'stops', k1);
    await api(account, `projects/${id}/stops/${first.id}/`, { method: 'DELETE' });
    await createRow(account, id, 'stops', { ...k1, stop_name: 'Kiosco nuevo' });
    for (const language of ['en', 'es'] as const) {
      const page = await signedInPage(browser, account, { language });
      await page.goto(`${account.baseUrl}/project/${id}/activity`);
      const revert = language === 'en' ? 'Revert: Deleted stops K1' : 'Revertir: Eliminó stops K1';
      await page.getByRole('button', { name: revert }).click();
      const dialog = page.getByRole('dialog');
      if (language === 'en') {
        await dialog.getByText('1 row would break the feed if it were reverted', { exact: false }).waitFor();
        await dialog.getByText('its stop_id K1 is taken again by another row', { exact: false }).waitFor();
        await shot(page, 'feed-conflict-en');
      } else {
        await dialog.getByText('1 fila rompería el feed si se revirtiera', { exact: false }).waitFor();
        await dialog.getByText('otra fila volvió a tomar su stop_id K1', { exact: false }).waitFor();
      }
      await page.context().close();
    }
    const stops = await api<{ results: unknown[] }>(account, `projects/${id}/stops/?search=K1`);
    expect(stops.results).toHaveLength(1);
  });

  it("opens a grid row's history from its history button", async () => {
    const { id, agency } = await projectWithEdits();
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}/agencies`);
    // The grid's screen is fetched on first use: on a loaded machine it takes a while.
    await page
      .getByRole('button', { name: /^changed by Test User, .* — History of this row$/ })
      .click({ timeout: 30_000 });
    await page.waitForURL(`**/project/${id}/activity?table=agency&row=${agency.id}`);
    await page.getByRole('heading', { name: 'History of agency A' }).waitFor();
    await page.getByText('Changed agency_name of agency A').waitFor();
    await page.getByText('Added agency A').waitFor();
    await shot(page, 'row-history-en');
  });
});

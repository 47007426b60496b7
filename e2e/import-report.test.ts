// Import warnings and progress in a real browser: a feed with bytes that are not UTF-8 and short rows
// imports with a warnings panel on its dashboard (English and Spanish) that Dismiss removes for good,
// and the loading card's progress bar moves while a 2.4M stop-time feed is read, then builds indexes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { bigFeed, bigFeedAvailable } from './support/bigFeed.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { zipFiles } from './support/feeds.js';

let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'report');
});
afterAll(async () => {
  await browser?.close();
});

const AGENCY =
  'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,America/Santiago\n';

/** stops.txt with one byte that is not UTF-8 (line 3) and seven rows missing their coordinates. */
const messyFeed = () =>
  zipFiles({
    'agency.txt': Buffer.from(AGENCY),
    'stops.txt': Buffer.concat([
      Buffer.from('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS2,Se'),
      Buffer.from([0xf1]), // "ñ" in Latin-1
      Buffer.from(
        'or,-22.46,-68.91\n' + Array.from({ length: 7 }, (_, i) => `X${i},Corta ${i}`).join('\n') + '\n',
      ),
    ]),
  });

describe('import warnings', () => {
  it('shows what the reader fixed, in the reader’s language, until dismissed', async () => {
    const project = await importProject(account, `Messy ${retryTag()}`, await messyFeed());
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${project.project_id}`);
    const panelEs = es.getByTestId('import-warnings');
    await panelEs.getByText('La última importación o carga de CSV encontró 2 tipos de problema').waitFor();
    await panelEs.getByText('Los bytes que no son UTF-8 se reemplazaron por �.').waitFor();
    await panelEs.getByText('(líneas 4, 5, 6, 7, 8 y 2 más)').waitFor();
    await es.context().close();

    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${project.project_id}`);
    const panel = page.getByTestId('import-warnings');
    await panel.getByText('The last import or CSV upload found 2 kinds of problem').waitFor();
    const items = await panel.getByRole('listitem').allInnerTexts();
    expect(items).toEqual([
      expect.stringMatching(/^stops\.txt Bytes that are not UTF-8 were replaced by �\. \(line 3\)$/),
      'stops.txt Rows have fewer cells than the header; the missing cells were read as empty. (lines 4, 5, 6, 7, 8 and 2 more)',
    ]);
    await panel.getByRole('button', { name: 'Dismiss' }).click();
    await panel.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Build and validate GTFS' }).waitFor();
    expect(await page.getByTestId('import-warnings').count()).toBe(0);
    await page.context().close();
  });
});

describe('CSV upload warnings', () => {
  it('shows what an upload read as best it could in the dashboard panel', async () => {
    const project = await importProject(account, `Upload ${retryTag()}`, await messyFeed());
    await fetch(`${account.baseUrl}/api/projects/${project.project_id}/import_warnings/`, {
      method: 'DELETE',
      headers: { 'User-Id': account.email, 'User-Token': account.token },
    });
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${project.project_id}/stops?tab=table`);
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload CSV' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'stops.txt',
      mimeType: 'text/csv',
      // Line 3 lacks only its optional zone_id: a row the write gate refuses (a stop without its
      // position) would not be kept, so it would leave no warning either.
      buffer: Buffer.from(
        'stop_id,stop_name,stop_lat,stop_lon,zone_id\nS1,Uno,-22.45,-68.92,Z1\nS2,Dos,-22.46,-68.91\n',
      ),
    });
    await upload.getByRole('button', { name: 'Replace table' }).click();
    await upload.waitFor({ state: 'hidden' });
    await page.goto(`${account.baseUrl}/project/${project.project_id}`);
    const panel = page.getByTestId('import-warnings');
    await panel.getByText('The last import or CSV upload found 1 kind of problem').waitFor();
    expect(await panel.getByRole('listitem').allInnerTexts()).toEqual([
      'stops.txt Rows have fewer cells than the header; the missing cells were read as empty. (line 3)',
    ]);
    await page.context().close();
  });
});

describe('import progress', () => {
  it.skipIf(!bigFeedAvailable())(
    'moves the loading card’s bar as the zip is read, then says it builds indexes',
    async () => {
      const zip = bigFeed();
      const page = await signedInPage(browser, account);
      await page.goto(`${account.baseUrl}/myprojects`);
      await page.getByRole('heading', { name: 'My projects' }).waitFor();
      const name = `Big ${retryTag()}`;
      const form = new FormData();
      form.append('name', name);
      form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'big.zip');
      const res = await fetch(`${account.baseUrl}/api/projects/create_project_from_gtfs/`, {
        method: 'POST',
        headers: { 'User-Id': account.email, 'User-Token': account.token },
        body: form,
      });
      expect(res.status).toBe(201);
      await page.reload();
      const card = page.getByTestId('project-card').filter({ hasText: name });
      const bar = card.getByRole('progressbar');
      const seen: string[] = [];
      let indexing = false;
      const deadline = Date.now() + 240_000;
      while (Date.now() < deadline) {
        if ((await card.getAttribute('aria-busy')) !== 'true') break;
        if (await bar.count()) {
          const value = await bar.getAttribute('aria-valuenow');
          if (value && seen.at(-1) !== value) seen.push(value);
          if (await card.getByText('Building indexes…').count()) indexing = true;
        }
        await page.waitForTimeout(300);
      }
      expect(await card.getAttribute('aria-busy')).toBe('false');
      // Several readings at the 2 s polls, never going back, ending full.
      const values = seen.map(Number);
      expect(values.length).toBeGreaterThanOrEqual(3);
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expect(values.at(-1)).toBe(100);
      expect(indexing).toBe(true);
      await page.context().close();
    },
    300_000,
  );
});

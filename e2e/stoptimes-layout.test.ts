// The stop-times editor's side panel at 1280×800 with the optional columns on: every column is
// legible without scrolling sideways, in English and Spanish, on Calama and on rtc_lasvegas's
// longest trips (86 stops). E2E_SHOTS=/dir keeps screenshots.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip, sharedFeed } from './support/feeds.js';

const RTC = sharedFeed('rtc_lasvegas');
let browser: Browser;
let account: Account;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'stoptimes-layout');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a trip's editor with the optional columns on and measures the rows' table in its panel. */
async function openWithOptional(page: Page, projectId: number, tripId: string, toggle: string) {
  await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes/${tripId}`);
  const dialog = page.getByRole('dialog');
  await page.getByRole('switch', { name: toggle }).or(page.getByLabel(toggle)).first().waitFor();
  if (await dialog.count()) await dialog.getByRole('button').last().click();
  await page.getByLabel(toggle).check();
  const table = page.getByRole('table');
  await table.getByRole('columnheader').last().waitFor();
  return table;
}

/** The table's width beyond its panel's visible width (0 when nothing scrolls sideways). */
const overflow = (table: ReturnType<Page['getByRole']>) =>
  table.evaluate((el) => {
    const viewport = el.closest('.mantine-ScrollArea-viewport')!;
    return el.scrollWidth - viewport.clientWidth;
  });

async function expectLegible(
  page: Page,
  table: ReturnType<Page['getByRole']>,
  headers: string[],
  shot: string,
) {
  expect(await overflow(table)).toBeLessThanOrEqual(0);
  for (const name of headers) {
    const box = (await table.getByRole('columnheader', { name, exact: true }).boundingBox())!;
    expect(box.x + box.width, name).toBeLessThanOrEqual(1280);
  }
  // A row being edited keeps its inputs wide enough for a time.
  await table.getByRole('button', { name: /^(Edit|Editar) .* 1$/ }).click();
  const input = table.getByRole('textbox').nth(1);
  expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(70);
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/stoptimes-layout-${shot}.png` });
  expect(await overflow(table)).toBeLessThanOrEqual(0);
}

const EN = ['Stop ID', 'Arrival Time', 'Departure Time', 'Headsign', 'Pickup', 'Drop-off', 'Timepoint'];
const ES = ['Id de parada', 'Hora de llegada', 'Hora de salida', 'Letrero', 'Subida', 'Bajada', 'Hora fija'];

describe('stop-times editor layout with optional columns', () => {
  it('shows every column of a Calama trip in English and Spanish', async () => {
    const projectId = (await importProject(account, `Calama ${retryTag()}`, calamaZip())).project_id;
    const en = await signedInPage(browser, account);
    await expectLegible(
      en,
      await openWithOptional(en, projectId, '286', 'Optional columns'),
      EN,
      'calama-en',
    );
    const es = await signedInPage(browser, account, { language: 'es' });
    await expectLegible(
      es,
      await openWithOptional(es, projectId, '286', 'Columnas opcionales'),
      ES,
      'calama-es',
    );
    await en.context().close();
    await es.context().close();
  });

  it.skipIf(!RTC)(
    'shows every column of rtc_lasvegas longest trip',
    async () => {
      const projectId = (await importProject(account, `Las Vegas ${retryTag()}`, readFileSync(RTC!), 300_000))
        .project_id;
      const es = await signedInPage(browser, account, { language: 'es' });
      await expectLegible(
        es,
        await openWithOptional(es, projectId, '357825606', 'Columnas opcionales'),
        ES,
        'rtc-es',
      );
      const en = await signedInPage(browser, account);
      await expectLegible(
        en,
        await openWithOptional(en, projectId, '357825606', 'Optional columns'),
        EN,
        'rtc-en',
      );
      await en.context().close();
      await es.context().close();
    },
    360_000,
  );
});

// Releases in a real browser: two releases of Calama, the second made with the known changes of the
// diff acceptance (a route removed, a stop moved 250 m, a date's service removed, a stop_id renamed,
// a trip's stop_sequence renumbered, the end date shortened); the second's page shows each risk of
// the API's diff first (which risks those are is the server's test, releases/known-changes.test.ts),
// then the date strip, routes, map and row counts; Publish through its dialog. E2E_SHOTS=/dir keeps
// screenshots of the release page in English and in Spanish (switched by the header menu).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeKnownChanges } from '../packages/gtfs/src/test-helpers/feed-changes.js';
import { api, createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

/** With E2E_SHOTS=/dir, keeps screenshots of the whole page there, in English and in Spanish. */
const shot = async (name: string) => {
  const dir = process.env.E2E_SHOTS;
  if (!dir) return;
  const save = async (suffix: string) => {
    await page.getByTestId('routes-table').waitFor();
    await page.waitForTimeout(1500); // the map's layers
    await page.screenshot({ path: `${dir}/releases-${name}${suffix}.png`, fullPage: true });
  };
  // The header's language menu, as a user switches (a reload would bring the context's language back).
  const speak = async (language: string) => {
    await page.locator('header button[data-language]').click();
    await page.getByRole('menuitem', { name: new RegExp(`^${language} ·`) }).click();
  };
  await save('');
  await speak('es');
  await save('-es');
  await speak('en');
  await page.getByTestId('routes-table').waitFor();
};

async function buildAndWait(id: number) {
  await api(account, `projects/${id}/build_and_validate_gtfs_file/`, { method: 'POST' });
  for (let i = 0; i < 300; i++) {
    const p = await api<{ gtfs_building_and_validation_status: string }>(account, `projects/${id}/`);
    if (p.gtfs_building_and_validation_status === 'finished') return;
    if (['error', 'canceled'].includes(p.gtfs_building_and_validation_status))
      throw new Error('build failed');
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('build did not finish');
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'releases');
  page = await signedInPage(browser, account, { timeout: 20_000 });
  const original = await calamaZip();
  projectId = (await importProject(account, `Calama releases ${retryTag()}`, original)).project_id;
  await buildAndWait(projectId);
  await api(account, `projects/${projectId}/releases/`, {
    method: 'POST',
    body: JSON.stringify({ note: 'Base' }),
  });
  // The changed feed replaces the data; its build becomes release 2, proposed in the browser.
  const changed = await makeKnownChanges(original);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(changed.zip)], { type: 'application/zip' }), 'changed.zip');
  await api(account, `projects/${projectId}/upload_gtfs_file/`, { method: 'POST', body: form });
  for (let i = 0; i < 300; i++) {
    const p = await api<{ creation_status: string }>(account, `projects/${projectId}/`);
    if (p.creation_status !== 'loading_gtfs') break;
    await new Promise((r) => setTimeout(r, 200));
  }
  await buildAndWait(projectId);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('releases', () => {
  it('proposes release 2 and shows its risks against release 1 first', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/releases`);
    await page.getByRole('link', { name: 'Release 1' }).waitFor();
    if (await page.getByRole('link', { name: 'Release 2' }).count()) {
      // A retry: the first attempt proposed it already.
      await page.getByRole('link', { name: 'Release 2' }).click();
    } else {
      await page.getByLabel('Note (optional)').fill('Known changes');
      await page.getByRole('button', { name: 'Propose a release' }).click();
      const refused = page.getByRole('alert');
      await Promise.race([page.waitForURL(/\/releases\/2$/), refused.waitFor()]);
      if (!/\/releases\/2$/.test(page.url()))
        throw new Error(`propose refused: ${await refused.innerText()}`);
    }
    await page.getByRole('heading', { name: 'Changes since release 1' }).waitFor();
    const risks = page.getByTestId('release-risks');
    await risks.waitFor({ timeout: 60_000 });
    const shown = await risks
      .locator('[data-risk]')
      .evaluateAll((items) => items.map((i) => i.getAttribute('data-risk')));
    // Which risks a diff finds is the server's rule (releases/known-changes.test.ts): the page shows
    // every risk of the API's answer, each once.
    const diff = await api<{ result: { risks: { code: string }[] } }>(
      account,
      `projects/${projectId}/releases/2/diff/?against=1`,
    );
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.sort()).toEqual(diff.result.risks.map((r) => r.code).sort());
    expect(await risks.getByText(/Stop .* moved 250 m\./).count()).toBe(1);
    expect(await risks.getByText(/^Route .* was removed\.$/).count()).toBe(1);
    // Risks come before the rest of the comparison.
    const strip = page.getByTestId('service-strip');
    const [riskBox, stripBox] = [await risks.boundingBox(), await strip.boundingBox()];
    expect(riskBox!.y).toBeLessThan(stripBox!.y);
    expect(await strip.locator('[data-change="dropped"]').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('routes-table').locator('tbody tr').count()).toBeGreaterThan(1);
    await page
      .getByTestId('changes-map')
      .getByRole('region', { name: 'Map of the changed stops and shapes' })
      .waitFor();
    expect(await page.getByTestId('table-counts').getByText('stops.txt').count()).toBe(1);
    await shot('diff');
  });

  it('sorts the routes table by a column header', async () => {
    const table = page.getByTestId('routes-table');
    await table.getByRole('button', { name: 'Route' }).click();
    expect(await table.getByRole('columnheader', { name: 'Route' }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    const names = await table.locator('tbody tr td:first-child').allInnerTexts();
    const sorted = [...names].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
    expect(names).toEqual(sorted);
  });

  it('publishes through the dialog once an address is chosen', async () => {
    await api(account, `projects/${projectId}/publishing/`, {
      method: 'PUT',
      body: JSON.stringify({ slug: `calama-e2e-${retryTag()}`, webhook_url: null }),
    });
    await page.reload();
    await page.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish release 2' });
    expect(await dialog.getByRole('checkbox', { name: /Set feed_info/ }).isChecked()).toBe(true);
    for (const box of await dialog.getByRole('checkbox', { name: /^Publish despite/ }).all())
      await box.check();
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Current', { exact: true }).waitFor();
    const href = await page.getByRole('link', { name: /\/releases\/2\/gtfs\.zip$/ }).getAttribute('href');
    const res = await fetch(href!.replace(/^https?:\/\/[^/]+/, account.baseUrl));
    expect(res.status).toBe(200);
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
  });
});

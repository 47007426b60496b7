// Build and validate in a real browser: Run shows 'Executing...' and Cancel, then the final status
// and counts; 'View problems' opens the HTML report in a tab, 'Download report' and 'Download GTFS'
// save the report and the zip; a finding's sample
// links to its table, searched for the record it names; Cancel stops a long run; and the alerts of
// Cancel when the server refuses it for real (the run was canceled elsewhere), and the page saying a
// project deleted in another tab is gone.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { downloadedBytes, launchBrowser, signedInPage } from './support/browser.js';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { syntheticFeed } from './support/feeds.js';

const fixture = fileURLToPath(
  new URL('../packages/gtfs/test-fixtures/bad_calendar_dates.zip', import.meta.url),
);

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'builder');
  page = await signedInPage(browser, account, { timeout: 15_000 });
  projectId = (await importProject(account, 'Bad calendar dates', readFileSync(fixture))).project_id;
});

afterAll(async () => {
  await browser?.close();
});

const buildCard = () => page.getByRole('region', { name: 'Build and validate GTFS' });

describe('build card', () => {
  it('runs, shows Executing... then the final status and counts', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}`);
    const card = buildCard();
    await card.getByText('Never').waitFor();
    expect(await card.getByRole('button', { name: 'View problems' }).isDisabled()).toBe(true);
    expect(await card.getByRole('button', { name: 'Download GTFS' }).isDisabled()).toBe(true);

    await card.getByRole('button', { name: 'Run' }).click();
    await card.getByText('Executing...').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).waitFor();
    await card.getByText('Finished', { exact: true }).waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Run' }).waitFor();
    expect(await card.getByText('Never').count()).toBe(0);

    const project = await api<{ gtfs_validation: { error_number: number } }>(projectId);
    expect(project.gtfs_validation.error_number).toBeGreaterThan(0);
    // The counts and a duration without its fraction.
    const text = await card.innerText();
    expect(text).toMatch(/\b\d{2}:\d{2}:\d{2}\b/);
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}\.\d/);
    expect(text).toContain(String(project.gtfs_validation.error_number));
  });

  it('opens the HTML report in a tab, saves it, and saves the built GTFS', async () => {
    const card = buildCard();
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card.getByRole('button', { name: 'View problems' }).click(),
    ]);
    await tab.getByRole('heading', { name: 'GTFS validation report' }).waitFor();
    expect(await tab.locator('html').getAttribute('lang')).toBe('en');
    // Counted words agree with their numbers ("1 row", never "1 rows").
    expect(await tab.locator('body').innerText()).not.toMatch(/\b1 (rows|errors|warnings|notices)\b/);
    await tab.close();
    const [report] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download report' }).click(),
    ]);
    expect(report.suggestedFilename()).toBe('gtfs-validation-report.html');
    expect((await downloadedBytes(report)).toString('utf8')).toMatch(/<html lang="en"/);
    const [zip] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download GTFS' }).click(),
    ]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    expect((await downloadedBytes(zip)).subarray(0, 2).toString()).toBe('PK');
  });

  it('follows a finding to the table searched for its record', async () => {
    await buildCard().getByRole('link', { name: 'Findings' }).click();
    await page.getByRole('heading', { name: 'Validation findings' }).waitFor();
    await page.getByRole('heading', { name: 'Errors' }).waitFor();
    await page.getByRole('button', { name: /route_color_contrast/ }).click();
    const link = page.getByRole('link', { name: /^Open .+ in routes\.txt$/ }).first();
    const label = (await link.getAttribute('aria-label'))!;
    const id = /^Open (.+) in routes\.txt$/.exec(label)![1]!;
    await link.click();
    await page.waitForURL(/\/routes\?search=/);
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe(id);
    await page.locator('tbody tr').filter({ hasText: id }).first().waitFor();
  });

  it('cancels a long run', async () => {
    const long = await importProject(account, `Long build ${retryTag()}`, await syntheticFeed(3000, 100));
    await page.goto(`${account.baseUrl}/project/${long.project_id}`);
    const card = buildCard();
    await card.getByRole('button', { name: 'Run' }).click();
    await card.getByText('Executing...').waitFor();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByText('Canceled', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Run' }).waitFor();
    expect(await card.getByText('Executing...').count()).toBe(0);
    expect((await api(long.project_id)).gtfs_building_and_validation_status).toBe('canceled');

    // Canceled from another tab meanwhile: this tab's Cancel gets the server's refusal. The card
    // reads the project as soon as the run starts, then every 2 s: cancel elsewhere right after that
    // first read, so that the next one cannot hide the button before the click.
    const firstRead = page.waitForResponse(
      (r) => r.url().endsWith(`/api/projects/${long.project_id}/`) && r.request().method() === 'GET',
    );
    await card.getByRole('button', { name: 'Run' }).click();
    await card.getByRole('button', { name: 'Cancel' }).waitFor();
    await firstRead;
    await api(long.project_id, 'cancel_build_and_validate_gtfs_file/', 'POST');
    await card.getByRole('button', { name: 'Cancel' }).click();
    await card.getByRole('alert').filter({ hasText: 'Process is not running or queued' }).waitFor();
    await card.getByText('Canceled', { exact: true }).waitFor();
  });

  // Skipped for now: since the overview gained the activity and members pieces, it keeps re-rendering
  // once its project is deleted, and the Download button is detached before the click lands (failed
  // 1 run of 2). The overview's behaviour after a deletion is the open fault; the test comes back with
  // its fix and a retry that starts from a fresh project.
  it('says the project is gone when it was deleted in another tab', async () => {
    // A project of its own, built, so that deleting it leaves the other tests theirs.
    const name = `Doomed ${retryTag()}`;
    const doomed = (await importProject(account, name, readFileSync(fixture))).project_id;
    await api(doomed, 'build_and_validate_gtfs_file/', 'POST');
    await expect
      .poll(async () => (await api(doomed)).gtfs_building_and_validation_status, { timeout: 60_000 })
      .toBe('finished');
    await page.goto(`${account.baseUrl}/project/${doomed}`);
    const card = buildCard();
    await card.getByText('Finished', { exact: true }).waitFor();
    await api(doomed, '', 'DELETE');

    // Download answers 404; the page asks for the project again and says it is gone. (The page may
    // notice first, when one of its parts asks the server for the project: then there is no card.)
    await card
      .getByRole('button', { name: 'Download GTFS' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const gone = page.getByRole('alert').filter({ hasText: 'This project does not exist' });
    await gone.waitFor();
    expect(await card.count()).toBe(0);
    expect(await page.getByText('Executing...').count()).toBe(0);
    await gone.getByRole('link', { name: 'Back to my projects' }).click();
    await page.waitForURL('**/myprojects');
    await page.getByRole('heading', { name: 'My projects' }).waitFor();
    expect(await page.getByText(name).count()).toBe(0);
  });
});

/** A call to /api/projects/{id}/{path} as the test's user (what another tab of theirs would send). */
async function api<T = { gtfs_building_and_validation_status: string }>(
  id: number,
  path = '',
  method = 'GET',
): Promise<T> {
  const res = await fetch(`${account.baseUrl}/api/projects/${id}/${path}`, {
    method,
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}`);
  return (res.status === 204 ? null : await res.json()) as T;
}

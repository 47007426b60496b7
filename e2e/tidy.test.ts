// The clean-up screen: from the dashboard, the preview of every step, one group of duplicate stops
// excluded, applied as one change, and after a reload the counts as previewed (what is left is the
// excluded group); a preview made stale by another edit is refused with the reason; a project with
// nothing to tidy says so, in Spanish too. TIDY_SHOTS=/dir saves the screens in both languages.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { WEEKDAYS } from '../packages/gtfs/src/test-helpers/rows.js';

let browser: Browser;
let account: Account;

const st = (stop_id: string, stop_sequence: number, time: string) => ({
  stop_id,
  stop_sequence,
  arrival_time: time,
  departure_time: time,
});

/** A project with two groups of duplicate stops, two services with the same dates and an unused stop. */
async function messyProject(name: string): Promise<number> {
  const { project_id: id } = await createProject(account, name);
  const add = (resource: string, row: Record<string, unknown>) => createRow(account, id, resource, row);
  await add('agencies', {
    agency_id: 'A',
    agency_name: 'Red',
    agency_url: 'https://red.example',
    agency_timezone: 'UTC',
  });
  await add('calendars', WEEKDAYS);
  await add('calendars', { ...WEEKDAYS, service_id: 'WK2' });
  for (const [stop_id, stop_name, stop_lat, stop_lon] of [
    ['S1', 'First', -22.46, -68.93],
    ['S2', 'Second', -22.46, -68.92],
    ['S2b', 'Second', -22.46, -68.919973],
    ['P1', 'Plaza', -22.45, -68.93],
    ['P1b', 'Plaza', -22.45, -68.929982],
    ['LONE', 'Nowhere', -22.44, -68.9],
  ] as const)
    await add('stops', { stop_id, stop_name, stop_lat, stop_lon });
  await add('routes', { route_id: 'R', agency_id: 'A', route_short_name: '1', route_type: 3 });
  await add('trips', {
    trip_id: 'T1',
    route_id: 'R',
    service_id: 'WK',
    stop_times: [st('S1', 1, '08:00:00'), st('S2', 2, '08:10:00'), st('P1', 3, '08:20:00')],
  });
  await add('trips', {
    trip_id: 'T2',
    route_id: 'R',
    service_id: 'WK2',
    stop_times: [st('S1', 1, '09:00:00'), st('S2b', 2, '09:10:00'), st('P1b', 3, '09:20:00')],
  });
  await add('transfers', { from_stop_id: 'S2b', to_stop_id: 'S2', transfer_type: 2, min_transfer_time: 60 });
  return id;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(path: string): Promise<any> {
  const res = await fetch(`${account.baseUrl}/api/projects/${path}`, {
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  return res.json();
}

const shot = async (page: Page, name: string) => {
  if (process.env.TIDY_SHOTS)
    await page.screenshot({ path: `${process.env.TIDY_SHOTS}/tidy-${name}.png`, fullPage: true });
};
const summary = (page: Page, step: string) => page.getByTestId(`tidy-summary-${step}`);

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'tidy');
});
afterAll(() => browser?.close());

describe('clean-up screen', () => {
  it('previews, excludes one group, applies, and after a reload shows the counts as previewed', async () => {
    const id = await messyProject(`Tidy ${retryTag()}`);
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}`);
    await page.getByRole('link', { name: 'Clean up the feed' }).click();
    await page.waitForURL(`**/project/${id}/tidy`);
    await expect
      .poll(() => summary(page, 'stops').textContent())
      .toBe('2 groups of duplicate stops (2 merged)');
    expect(await summary(page, 'services').textContent()).toBe(
      '1 group of services with the same dates (1 merged)',
    );
    expect(await summary(page, 'orphans').textContent()).toBe('1 stop');
    // The two calendars become one by the services' merge; no calendar is shorter on its own.
    expect(await summary(page, 'calendars').textContent()).toBe('Nothing to do.');
    await page.getByTestId('tidy-stops-map').waitFor();
    await shot(page, 'full-en');

    await page.getByRole('button', { name: /^Plaza 2 stops within 1\.\d m$/ }).click();
    await page.getByText('P1 stays; merged into it: P1b').waitFor();
    await page.getByRole('checkbox', { name: 'Merge the stops named Plaza into P1' }).uncheck();
    await page.getByRole('button', { name: 'Apply clean-up' }).click();
    await page.getByText('The clean-up was applied as one change.').waitFor();

    await page.reload();
    await expect
      .poll(() => summary(page, 'stops').textContent())
      .toBe('1 group of duplicate stops (1 merged)');
    expect(await summary(page, 'services').textContent()).toBe('Nothing to do.');
    expect(await summary(page, 'orphans').textContent()).toBe('Nothing to do.');
    const stops = (await api(`${id}/stops/?per_page=50`)).results
      .map((s: { stop_id: string }) => s.stop_id)
      .sort();
    expect(stops).toEqual(['P1', 'P1b', 'S1', 'S2']);
    const trips = (await api(`${id}/trips/?per_page=50`)).results;
    expect(trips.map((t: { service_id: string }) => t.service_id)).toEqual(['WK', 'WK']);
  });

  it('refuses a stale preview with the reason, and previews again', async () => {
    const id = await messyProject(`Stale ${retryTag()}`);
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}/tidy`);
    await expect
      .poll(() => summary(page, 'stops').textContent())
      .toBe('2 groups of duplicate stops (2 merged)');
    await createRow(account, id, 'stops', {
      stop_id: 'NEW',
      stop_name: 'New',
      stop_lat: -22.4,
      stop_lon: -68.9,
    });
    await page.getByRole('button', { name: 'Apply clean-up' }).click();
    await page
      .getByRole('alert')
      .getByText(/The project changed since this preview/)
      .waitFor();
    expect((await api(`${id}/stops/?per_page=50`)).results).toHaveLength(7);
    await page.getByRole('button', { name: 'Preview again' }).click();
    await expect.poll(() => summary(page, 'orphans').textContent()).toBe('2 stops');
  });

  it('says when there is nothing to tidy, in Spanish too', async () => {
    const { project_id: id } = await createProject(account, `Clean ${retryTag()}`);
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${id}/tidy`);
    await page.getByText(/Nothing to tidy/).waitFor();
    await shot(page, 'empty-en');
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${id}/tidy`);
    await es.getByText(/Nada que limpiar/).waitFor();
    await shot(es, 'empty-es');
    const messy = await messyProject(`Sucio ${retryTag()}`);
    await es.goto(`${account.baseUrl}/project/${messy}/tidy`);
    await expect
      .poll(() => summary(es, 'stops').textContent())
      .toBe('2 grupos de paradas duplicadas (se unen 2)');
    await es.getByTestId('tidy-stops-map').waitFor();
    await shot(es, 'full-es');
  });
});

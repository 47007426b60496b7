// The stop-times list's map on rtc_lasvegas (12,448 trips, 86-stop trips): after focusing trips in
// quick succession, paging, searching and reloading, the map keeps drawing the project's stops and
// shows the focused trip's stops and shape (a report once saw it empty).
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { settled } from './support/mapIdle.js';
import { sharedFeed } from './support/feeds.js';
import { countColours } from './support/pixels.js';

const RTC = sharedFeed('rtc_lasvegas');
/** The shape's teal (#0ca678) at its 0.85 opacity over the light map background. */
const SHAPE_ON_MAP = '#2eb18b';
let browser: Browser;
let account: Account;
let page: Page;
let projectId: number;

beforeAll(async () => {
  if (!RTC) return;
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'stoptimes-map');
  projectId = (await importProject(account, `Las Vegas ${retryTag()}`, readFileSync(RTC!), 300_000))
    .project_id;
  page = await signedInPage(browser, account);
}, 360_000);
afterAll(async () => {
  await browser?.close();
});

const status = () => page.getByRole('region', { name: 'Map of the trip' }).getByRole('status').textContent();
const table = () => page.getByRole('table', { name: 'Trips' });

/** Project stops (blue), the trip's numbered stops (orange) and its shape (teal) on the canvas. */
async function drawn() {
  await settled(page);
  const center = (await page.locator('[data-map-center]').getAttribute('data-map-center'))!;
  expect(center.split(',').map(Number).every(Number.isFinite)).toBe(true);
  const shot = await page.locator('canvas.maplibregl-canvas').screenshot();
  const [stops, tripStops, shape] = await countColours(shot, page, ['#1971c2', '#e8590c', SHAPE_ON_MAP]);
  return { stops, tripStops, shape };
}

async function focusRow(n: number) {
  const button = table()
    .getByRole('row')
    .nth(n)
    .getByRole('button', { name: /^Focus trip .* on the map$/ });
  const name = (await button.getAttribute('aria-label'))!;
  const id = name.replace(/^Focus trip (.*) on the map$/, '$1');
  await button.click();
  return id;
}

async function expectTrip(id: string) {
  await expect.poll(status, { timeout: 20_000 }).toContain(`Trip ${id}:`);
  const d = await drawn();
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/stoptimes-list-map-${id}.png` });
  expect(d.stops, `project stops with trip ${id}`).toBeGreaterThan(50);
  expect(d.tripStops, `stops of trip ${id}`).toBeGreaterThan(50);
  // The trip's stops cover most of its shape: what shows between them.
  expect(d.shape, `shape of trip ${id}`).toBeGreaterThan(20);
}

describe.skipIf(!RTC)('stop-times list map on rtc_lasvegas', () => {
  it('keeps drawing through focus, paging, search and reload', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes`);
    await expect.poll(() => table().getByRole('row').count(), { timeout: 30_000 }).toBe(11);
    await focusRow(1);
    await focusRow(2);
    const last = await focusRow(3);
    await expectTrip(last);
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectTrip(last);
    await expectTrip(await focusRow(5));
    await page.getByRole('textbox', { name: 'Search trips' }).fill('357825606');
    await expect.poll(() => table().getByRole('row').nth(1).textContent()).toContain('357825606');
    await expectTrip(await focusRow(1));
    // After a reload, with the project (and so the map) answered 3 s late, a trip focused as soon as
    // the list shows is fitted once the map comes: the same view as focusing it on a ready map.
    const projectUrl = `${account.baseUrl}/api/projects/${projectId}/`;
    await page.route(projectUrl, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.reload();
    await expect.poll(() => table().getByRole('row').count(), { timeout: 30_000 }).toBe(11);
    const early = await focusRow(4);
    await expectTrip(early);
    await page.unroute(projectUrl);
    const view = () =>
      page
        .locator('[data-map-zoom]')
        .evaluate((e) => [e.getAttribute('data-map-zoom'), e.getAttribute('data-map-center')]);
    const fittedLate = await view();
    await expectTrip(await focusRow(5));
    await focusRow(4);
    await expectTrip(early);
    expect(await view()).toEqual(fittedLate);
  }, 180_000);
});

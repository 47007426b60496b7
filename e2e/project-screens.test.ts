// Every project screen on the Calama feed: its breadcrumb names the project and the screen and
// leads back to the overview; every map screen's first view already shows its data (counted by the
// stop and shape colours on a screenshot, with the base map's host unreachable), and the stops map
// opens again where the user left it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';
import { settled } from './support/mapIdle.js';
import { countColours } from './support/pixels.js';

let browser: Browser;
let account: Account;
let page: Page;
let projectId: number;
let shapeRow: number;
const NAME = 'Calama screens';

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'screens');
  projectId = (await importProject(account, NAME, calamaZip())).project_id;
  const shapes = (await (
    await fetch(`${account.baseUrl}/api/projects/${projectId}/shapes/?no_page=True&search=T_I`, {
      headers: { 'User-Id': account.email, 'User-Token': account.token },
    })
  ).json()) as { id: number; shape_id: string }[];
  shapeRow = shapes.find((s) => s.shape_id === 'T_I')!.id;
  page = await signedInPage(browser, account);
  // No base map: only Ruta's own layers draw, on the plain background.
  const config = (await (await fetch(`${account.baseUrl}/api/config/`)).json()) as { map_style_url: string };
  const styleHost = new URL(config.map_style_url).host;
  await page.route(
    (url) => url.host === styleHost,
    (route) => route.abort('addressunreachable'),
  );
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

const crumbs = () => page.getByRole('navigation', { name: 'Breadcrumb' });

describe('breadcrumbs', () => {
  const screens: [string, string[]][] = [
    ['stops', ['Stops']],
    ['validation', ['Validation findings']],
    ['timetable', ['Timetables']],
    ['routes', ['Routes']],
    ['trips', ['Trips']],
    ['calendars', ['Calendars']],
    ['stoptimes', ['Stop times']],
    ['stoptimes/1', ['Stop times', 'Edit 1']],
    ['shapes', ['Shapes']],
    ['shapes/create', ['Shapes', 'New shape']],
  ];
  it.each(screens)('%s: my projects / the project / %j', async (path, trail) => {
    await page.goto(`${account.baseUrl}/project/${projectId}/${path}`);
    const last = trail[trail.length - 1]!;
    await crumbs().getByText(last, { exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    if (trail.length > 1)
      expect(await crumbs().getByRole('link', { name: trail[0], exact: true }).getAttribute('href')).toBe(
        `/project/${projectId}/${path.split('/')[0]}`,
      );
    await crumbs().getByRole('link', { name: NAME, exact: true }).click();
    await page.waitForURL(`**/project/${projectId}`);
    await crumbs().getByText(NAME, { exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
  });

  it("names a shape's record by its shape_id", async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/shapes/${shapeRow}`);
    await crumbs().getByText('Edit T_I', { exact: true }).waitFor();
  });
});

/** The map's first view, once drawn: the camera has not moved since the map was made. */
async function firstFrame(colours: string[]) {
  const region = page.locator('[data-map-idle]');
  await expect.poll(() => region.getAttribute('data-map-idle')).not.toBe('0');
  const first = await region.getAttribute('data-map-center');
  await settled(page);
  expect(await region.getAttribute('data-map-center'), 'the camera stayed on its first view').toBe(first);
  const shot = await page.locator('canvas.maplibregl-canvas').screenshot();
  return countColours(shot, page, colours);
}
const STOP = '#1971c2';
const TRIP_STOP = '#e8590c';
const SHAPE = '#0ca678';

describe('maps open on the data', () => {
  it('the stops map shows the stops, and opens again where it was left', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    const [stops] = await firstFrame([STOP]);
    expect(stops, 'stop pixels').toBeGreaterThan(500);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await settled(page);
    const left = await page.locator('[data-map-center]').getAttribute('data-map-zoom');
    await page.reload();
    await settled(page);
    expect(await page.locator('[data-map-zoom]').getAttribute('data-map-zoom')).toBe(left);
  });

  it('the stop-times list shows the stops', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes`);
    const [stops] = await firstFrame([STOP]);
    expect(stops, 'stop pixels').toBeGreaterThan(500);
  });

  it("a trip's editor shows the trip's numbered stops", async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes/1`);
    const [tripStops] = await firstFrame([TRIP_STOP]);
    expect(tripStops, 'trip stop pixels').toBeGreaterThan(500);
  });

  it('the shape editor shows the shape', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/shapes/${shapeRow}`);
    const [shape] = await firstFrame([SHAPE]);
    expect(shape, 'shape pixels').toBeGreaterThan(300);
  });
});

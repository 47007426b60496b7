// Maps of a project with no stop or shape yet (issue 25): they open on the city of the agency's time
// zone, known offline (no base map or geocoder is reachable here), in both languages; a zone the app
// does not know keeps the world view; and the stop being placed is followed when its typed
// coordinates take it off the screen.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { createAccount, createProject, createRow, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { inject } from 'vitest';

let browser: Browser;
let account: Account;
let santiago: number;
let unknownZone: number;

const agency = (timezone: string) => ({
  agency_id: 'A',
  agency_name: 'Buses de Prueba',
  agency_url: 'https://example.org',
  agency_timezone: timezone,
});

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'emptymap');
  santiago = (await createProject(account, 'Desde cero')).project_id;
  await createRow(account, santiago, 'agencies', agency('America/Santiago'));
  unknownZone = (await createProject(account, 'Zona rara')).project_id;
  await createRow(account, unknownZone, 'agencies', agency('Etc/GMT+4'));
});
afterAll(async () => {
  await browser?.close();
});

/** The map's centre (longitude, latitude) and zoom as the page states them. */
async function camera(page: Page) {
  const map = page.locator('[data-map-center]');
  const [lon, lat] = (await map.getAttribute('data-map-center'))!.split(',').map(Number) as [number, number];
  return { lon, lat, zoom: Number(await map.getAttribute('data-map-zoom')) };
}

/** Polls until the map has a camera, then its centre rounded to a tenth of a degree. */
async function settledAround(page: Page) {
  await expect
    .poll(async () => (await page.locator('[data-map-center]').getAttribute('data-map-center')) ?? '')
    .not.toBe('');
  const c = await camera(page);
  return [Number(c.lon.toFixed(1)), Number(c.lat.toFixed(1)), c.zoom];
}

describe('maps of an empty project', () => {
  it("open the stops map on Santiago, the agency's time zone's city, and follow a stop typed elsewhere", async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${santiago}/stops`);
    await page.getByRole('region', { name: 'Stops map' }).waitFor();
    expect(await settledAround(page)).toEqual([-70.7, -33.5, 12]);

    // A new stop placed by a click, then its coordinates typed (Calama, 1,200 km north): the map follows.
    await page.getByRole('button', { name: 'Add stop' }).click();
    const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('[data-mode]').getAttribute('data-mode')).toBe('addDataPoint');
    await page.locator('input[data-field="stop_lat"]').fill('-22.46');
    await page.locator('input[data-field="stop_lon"]').fill('-68.93');
    await expect
      .poll(
        async () => {
          const c = await camera(page);
          return [c.lon.toFixed(2), c.lat.toFixed(2), c.zoom >= 14];
        },
        { timeout: 15_000 },
      )
      .toEqual(['-68.93', '-22.46', true]);
    await page.context().close();
  });

  it('open the shapes map and a new shape on Santiago too, in Spanish', async () => {
    const page = await signedInPage(browser, account, { language: 'es' });
    await page.goto(`${account.baseUrl}/project/${santiago}/shapes`);
    await page.getByRole('region', { name: 'Mapa de trazados' }).waitFor();
    expect(await settledAround(page)).toEqual([-70.7, -33.5, 12]);
    await page.goto(`${account.baseUrl}/project/${santiago}/shapes/create`);
    await page.locator('[data-map-center]').waitFor();
    expect(await settledAround(page)).toEqual([-70.7, -33.5, 12]);
    await page.context().close();
  });

  it('keep the world view for a time zone the app does not place', async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${unknownZone}/stops`);
    await page.getByRole('region', { name: 'Stops map' }).waitFor();
    expect(await settledAround(page)).toEqual([0, 20, 1.5]);
    await page.context().close();
  });
});

// Stop names on the map with no base map: the base style's address is unreachable (its requests fail
// in the browser), yet the map asks Ruta's own server for the glyphs and draws the names; a small
// network (this one's two stops) names its stops below zoom 14 too, so they read once all fit.
import type { Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, signInContext, type Account } from './support/account.js';
import { launchBrowser } from './support/browser.js';

let browser: Browser;
let account: Account;
let projectId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'labels');
  projectId = (await createProject(account, 'Etiquetas')).project_id;
  const stops = [
    { stop_id: 'EC', stop_name: 'Estación Central', stop_lat: -22.46, stop_lon: -68.9 },
    { stop_id: 'PN', stop_name: 'Plaza Ñuñoa', stop_lat: -22.42, stop_lon: -68.95 },
  ];
  for (const stop of stops) await createRow(account, projectId, 'stops', stop);
});
afterAll(async () => {
  await browser?.close();
});

const zoom = (page: Page) => page.locator('[data-map-zoom]').getAttribute('data-map-zoom');

/** Dark grey pixels (label text is #212529) in a band just below the map's centre, where a centred
 * stop's name is drawn; counted in the page from a screenshot of that band. */
async function labelPixels(page: Page): Promise<number> {
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  const clip = { x: box.x + box.width / 2 - 90, y: box.y + box.height / 2 + 4, width: 180, height: 30 };
  const png = (await page.screenshot({ clip })).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.width, image.height];
    const ctx = canvas.getContext('2d')!;
    ctx.drawImage(image, 0, 0);
    const pixels = ctx.getImageData(0, 0, image.width, image.height).data;
    let dark = 0;
    // Anti-aliased text is grey more than black; the stop's blue circle and white stroke do not count.
    for (let i = 0; i < pixels.length; i += 4)
      if (Math.max(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!) < 160) dark++;
    return dark;
  }, png);
}

describe('stop labels without a base map', () => {
  it("requests the glyphs from Ruta and draws the names, at a town's zoom too", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, account);
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    const config = (await (await fetch(`${account.baseUrl}/api/config/`)).json()) as {
      map_style_url: string;
    };
    // The configured base style's host cannot be reached: every request to it fails.
    const styleHost = new URL(config.map_style_url).host;
    await page.route(
      (url) => url.host === styleHost,
      (route) => route.abort('addressunreachable'),
    );
    const glyphs: { url: string; status: number }[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/fonts/')) glyphs.push({ url: r.url(), status: r.status() });
    });

    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    const map = page.getByRole('region', { name: 'Stops map' });
    await expect
      .poll(() => map.getByRole('status').last().textContent(), { timeout: 10_000 })
      .toContain('2 stops on the map');
    await map.getByText('Base map unavailable', { exact: false }).waitFor();
    expect(await page.locator('[data-base-map]').getAttribute('data-base-map')).toBe('fallback');

    await page.getByRole('searchbox', { name: 'Search stops' }).fill('Estación');
    await expect.poll(() => page.getByTestId('stop-search-result').textContent()).toBe('1 stop found');
    await expect.poll(() => zoom(page), { timeout: 8000 }).toBe('15.00');
    await page.getByRole('searchbox', { name: 'Search stops' }).fill('');

    // The names' glyphs (Latin-1, with ó and Ñ) come from Ruta, not from the base style's host…
    await expect.poll(() => glyphs.length).toBeGreaterThan(0);
    expect(glyphs[0]!.url).toBe(`${account.baseUrl}/fonts/Noto%20Sans%20Regular/0-255.pbf`);
    expect(glyphs.every((g) => g.status === 200)).toBe(true);
    // …and the name is drawn under the stop at the centre.
    await expect.poll(() => labelPixels(page), { timeout: 8000 }).toBeGreaterThan(60);

    // Below zoom 14 a network this small keeps its names (a large one drops them: stopStyle.test.ts).
    for (const level of ['14.00', '13.00', '12.00']) {
      await page.getByRole('button', { name: 'Zoom out' }).click();
      await expect.poll(() => zoom(page), { timeout: 8000 }).toBe(level);
      await expect.poll(() => labelPixels(page), { timeout: 8000 }).toBeGreaterThan(60);
    }
    await context.close();
  });
});

// The network in a real browser on calama: the project card and the dashboard draw one path per
// route in the route's colour (no base map: the e2e server has none), and on the stops map the
// Routes toggle adds the route layer under the stops while a selected stop lists its routes as
// chips that open the route's trips, filtered exactly by the route (a removable chip).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';
import { countColours } from './support/pixels.js';

let browser: Browser;
let account: Account;
let projectId: number;
let routeColours: Map<string, string>;

interface Sketch {
  routes: { route_id: string; color: string; lines: number[][] }[];
}

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${account.baseUrl}/api/${path}`, {
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'network');
  const project = await importProject(account, `Calama ${retryTag()}`, calamaZip());
  projectId = project.project_id;
  // The sketch is computed by its job a moment after the import.
  let sketch: Sketch | null = null;
  for (let i = 0; i < 60 && !sketch; i++) {
    sketch = (await api<{ sketch: Sketch | null }>(`projects/${projectId}/network/`)).sketch;
    if (!sketch) await new Promise((r) => setTimeout(r, 500));
  }
  if (!sketch) throw new Error('no network sketch after 30 s');
  routeColours = new Map(sketch.routes.filter((r) => r.lines.length).map((r) => [r.route_id, `#${r.color}`]));
});

afterAll(async () => {
  await browser?.close();
});

/** The colours of the route paths of a sketch, by route id. */
const drawnRoutes = (page: Page, scope: string) =>
  page
    .locator(`${scope} [data-testid="network-sketch"] path[data-route-id]`)
    .evaluateAll((paths) =>
      paths.map((p) => [
        p.getAttribute('data-route-id'),
        p.getAttribute('stroke'),
        (p.getAttribute('d') ?? '').length,
      ]),
    );

describe('network sketch', () => {
  it('draws one path per route in its colour on the project card and on the dashboard', async () => {
    const page = await signedInPage(browser, account);
    expect(routeColours.size).toBe(11);
    await page.goto(`${account.baseUrl}/myprojects`);
    await page.getByTestId('network-sketch').first().waitFor();
    const card = await drawnRoutes(page, '[data-testid="project-card"]');
    expect(new Map(card.map(([id, colour]) => [id, colour]))).toEqual(routeColours);
    for (const [, , length] of card) expect(length).toBeGreaterThan(20);
    // Some colours differ: the routes are not drawn in one colour.
    expect(new Set(routeColours.values()).size).toBeGreaterThan(1);

    await page
      .getByRole('link', { name: /^Open / })
      .first()
      .click();
    await page.getByRole('img', { name: /Map of the project network/ }).waitFor();
    const dashboard = await drawnRoutes(page, 'main');
    expect(new Map(dashboard.map(([id, colour]) => [id, colour]))).toEqual(routeColours);
    await page.context().close();
  });

  it('is in Spanish for a Spanish reader', async () => {
    const page = await signedInPage(browser, account, { language: 'es' });
    await page.goto(`${account.baseUrl}/project/${projectId}`);
    await page.getByRole('img', { name: /Mapa de la red del proyecto/ }).waitFor();
    await page.context().close();
  });
});

describe('routes on the stops map', () => {
  it('toggles the route layer and lists a stop’s routes as chips linking to their trips', async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    const toggle = page.getByRole('button', { name: 'Routes' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    const canvas = page.locator('canvas.maplibregl-canvas');
    const zoom = () => page.locator('[data-map-zoom]').getAttribute('data-map-zoom');
    // Search one stop: the map flies to it (zoom 15) and leaves it at the centre.
    const search = page.getByRole('searchbox', { name: 'Search stops' });
    await search.fill('Ercilla esq. Ollantay');
    await expect.poll(() => page.getByTestId('stop-search-result').textContent()).toBe('1 stop found');
    await expect.poll(zoom, { timeout: 10_000 }).toBe('15.00');
    const colours = [...new Set(routeColours.values())];
    const routePixels = async () =>
      (await countColours(await canvas.screenshot(), page, colours, 12)).reduce((a, b) => a + b, 0);
    const before = await routePixels();
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(routePixels, { timeout: 10_000 }).toBeGreaterThan(before + 500);
    const on = await routePixels();
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(routePixels, { timeout: 10_000 }).toBeLessThan(on - 500);

    // Click the stop at the centre: its routes, as chips in their colours, each opening its trips.
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('[data-mode]').getAttribute('data-mode')).toBe('editDataPoint');
    const chips = page.getByRole('list', { name: 'Routes serving this stop' }).getByRole('link');
    await chips.first().waitFor();
    expect(await chips.count()).toBeGreaterThan(0);
    const first = chips.first();
    expect(await first.getAttribute('aria-label')).toMatch(/^Trips of route /);
    const background = await first.evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = (c: string) =>
      '#' +
      (c.match(/\d+/g) ?? [])
        .slice(0, 3)
        .map((n) => Number(n).toString(16).padStart(2, '0'))
        .join('')
        .toUpperCase();
    expect(colours).toContain(hex(background));
    await first.click();
    await page.waitForURL(/\/trips\?route_id=/);
    const routeId = new URL(page.url()).searchParams.get('route_id')!;
    expect(routeColours.get(routeId)).toBe(hex(background));
    await page.getByRole('heading', { name: 'Trips', exact: true }).waitFor();
    // An exact filter, shown as a removable chip, not a search ("8" would also list "80").
    const filters = page.getByRole('list', { name: 'Filters' });
    await filters.getByText(`Route: ${routeId}`, { exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Search' }).inputValue()).toBe('');
    const exact = await api<{ pagination: { total: number } }>(
      `projects/${projectId}/trips/?route_id=${encodeURIComponent(routeId)}`,
    );
    const shown = () => page.getByText(/^\d+ rows?$/).innerText();
    await expect.poll(shown).toBe(`${exact.pagination.total} rows`);
    expect(exact.pagination.total).toBeLessThan(1483);
    await page.getByRole('button', { name: `Remove filter Route: ${routeId}` }).click();
    await expect.poll(shown).toBe('1483 rows');
    expect(new URL(page.url()).searchParams.has('route_id')).toBe(false);
    expect(await filters.count()).toBe(0);
    await page.context().close();
  });
});

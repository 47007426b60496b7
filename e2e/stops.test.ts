// The stops screen in a real Chromium (issue 6): search, select and edit, drag, add, delete, the
// ruler, Escape from every mode, and the table's "show on map"; the shape selector drawing a shape
// with its arrows, the unsaved-changes question when leaving the table tab, a stop delete refused
// inside its dialog, and 'Unable to fetch stops' when the server is gone. The base map cannot load
// here (no network), which also checks that the data layers draw without it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, retryTag, signInContext } from './support/account.js';
import type { Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { editCellButton } from './support/grid.js';
import { countColours } from './support/pixels.js';
import { startServer } from './support/server.js';

let browser: Browser;
let account: Account;
let projectId: number;

interface Stop {
  id: number;
  stop_id: string;
  stop_name: string | null;
  stop_lat: number;
  stop_lon: number;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'stops');
  projectId = (await createProject(account, 'Paradas')).project_id;
  const stops = [
    { stop_id: 'PN', stop_code: 'PLZN', stop_name: 'Plaza Norte', stop_lat: -22.45, stop_lon: -68.92 },
    { stop_id: 'PS', stop_name: 'Plaza Sur', stop_lat: -22.47, stop_lon: -68.92 },
    { stop_id: 'EC', stop_name: 'Estación Central', stop_lat: -22.46, stop_lon: -68.9, location_type: 1 },
  ];
  for (const stop of stops) await createRow(account, projectId, 'stops', stop);
});
afterAll(async () => {
  await browser?.close();
});

async function stopsOnServer(): Promise<Stop[]> {
  const res = await fetch(`${account.baseUrl}/api/projects/${projectId}/stops/?no_page=True`, {
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  return (await res.json()) as Stop[];
}

/** A form field by its exact name (the asterisk of required fields is hidden from the name). */
const field = (page: Page, name: string) => page.locator(`input[data-field="${name}"]`);
const mode = (page: Page) => page.locator('[data-mode]').getAttribute('data-mode');
const zoom = (page: Page) => page.locator('[data-map-zoom]').getAttribute('data-map-zoom');
const status = (page: Page) =>
  page.getByRole('region', { name: 'Stops map' }).getByRole('status').last().textContent();

async function mapCenter(page: Page) {
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The map's centre once its canvas has stopped resizing (the side panel opens and closes with modes). */
async function settledCenter(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await mapCenter(page));
        const same = now === last;
        last = now;
        return same;
      },
      { interval: 250 },
    )
    .toBe(true);
  return mapCenter(page);
}

/** Searches one stop and waits for the fly at zoom 15 to end, leaving it at the map's centre. */
async function flyToStop(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search stops' }).fill(text);
  await expect.poll(() => page.getByTestId('stop-search-result').textContent()).toBe('1 stop found');
  await expect.poll(() => zoom(page), { timeout: 8000 }).toBe('15.00');
  await page.getByRole('searchbox', { name: 'Search stops' }).fill('');
}

describe('stops map', () => {
  it('searches, edits, drags, adds, deletes, measures and leaves every mode with Escape', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, account, 'en');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await expect.poll(() => status(page)).toContain('3 stops on the map');
    expect(await mode(page)).toBe('idle');

    // Quick search: nothing under 4 characters, several matches fit, one match flies at zoom 15.
    const search = page.getByRole('searchbox', { name: 'Search stops' });
    await search.fill('pla');
    await expect
      .poll(() => page.getByTestId('stop-search-result').textContent())
      .toBe('Type at least 4 characters.');
    await search.fill('plaz');
    await expect.poll(() => page.getByTestId('stop-search-result').textContent()).toBe('2 stops found');
    await flyToStop(page, 'plzn');

    // Click the stop: editing; change its name and save.
    let center = await mapCenter(page);
    await page.mouse.click(center.x, center.y);
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    expect(await status(page)).toContain('Selected stop: PN Plaza Norte');
    await expect.poll(() => field(page, 'stop_name').inputValue()).toBe('Plaza Norte');
    await field(page, 'stop_name').fill('Plaza Norte Alta');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mode(page)).toBe('idle');
    expect((await stopsOnServer()).find((s) => s.stop_id === 'PN')?.stop_name).toBe('Plaza Norte Alta');

    // Drag the selected stop 80 px east, then save: only its coordinates change.
    center = await mapCenter(page);
    await page.mouse.click(center.x, center.y);
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    center = await mapCenter(page); // the panel narrowed the map; the stop stays at its centre
    const lonBefore = Number(await field(page, 'stop_lon').inputValue());
    await page.mouse.move(center.x, center.y);
    await page.mouse.down();
    await expect.poll(() => mode(page)).toBe('movingPoint');
    for (let i = 1; i <= 8; i++) await page.mouse.move(center.x + i * 10, center.y);
    await page.mouse.up();
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    const lonAfter = Number(await field(page, 'stop_lon').inputValue());
    expect(lonAfter).toBeGreaterThan(lonBefore);
    // Ctrl+Z undoes the move, Ctrl+Shift+Z redoes it.
    await page.locator('canvas.maplibregl-canvas').focus();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => Number(await field(page, 'stop_lon').inputValue())).toBe(lonBefore);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(async () => Number(await field(page, 'stop_lon').inputValue())).toBe(lonAfter);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mode(page)).toBe('idle');
    const moved = (await stopsOnServer()).find((s) => s.stop_id === 'PN')!;
    expect(moved.stop_lon).toBeCloseTo(lonAfter, 6);
    expect(moved.stop_lat).toBeCloseTo(-22.45, 4);

    // Escape from adding, from filling a new stop, from editing and from moving.
    await page.getByRole('button', { name: 'Add stop' }).click();
    expect(await mode(page)).toBe('adding');
    await page.keyboard.press('Escape');
    await expect.poll(() => mode(page)).toBe('idle');
    await page.getByRole('button', { name: 'Add stop' }).click();
    center = await mapCenter(page);
    await page.mouse.click(center.x - 200, center.y + 150);
    await expect.poll(() => mode(page)).toBe('addDataPoint');
    await page.keyboard.press('Escape');
    await expect.poll(() => mode(page)).toBe('idle');
    center = await settledCenter(page);
    await page.mouse.click(center.x + 80, center.y);
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    await page.keyboard.press('Escape');
    await expect.poll(() => mode(page)).toBe('idle');
    center = await settledCenter(page);
    await page.mouse.click(center.x + 80, center.y);
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    center = await settledCenter(page);
    const selected = { x: center.x + 80, y: center.y }; // the narrower map kept its centre
    await page.mouse.move(selected.x, selected.y);
    await page.mouse.down();
    await page.mouse.move(selected.x + 30, selected.y + 30);
    await expect.poll(() => mode(page)).toBe('movingPoint');
    await page.keyboard.press('Escape');
    await page.mouse.up();
    await expect.poll(() => mode(page)).toBe('idle');

    // Add a stop: click the map, fill the form (server errors show per field), save.
    await page.getByRole('button', { name: 'Add stop' }).click();
    center = await mapCenter(page);
    await page.mouse.click(center.x - 200, center.y + 150);
    await expect.poll(() => mode(page)).toBe('addDataPoint');
    await page.getByText('Fields marked with an asterisk (*) are required.').waitFor();
    await field(page, 'stop_name').fill('Nueva Parada');
    await page.getByRole('button', { name: 'Save' }).click();
    // stop_id is required: the server's message shows under the field and the form stays.
    await page.locator('.mantine-InputWrapper-error').first().waitFor();
    expect(await mode(page)).toBe('addDataPoint');
    await field(page, 'stop_id').fill('NP1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mode(page)).toBe('adding'); // goes on: stops-adding.test.ts
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => mode(page)).toBe('idle');
    await expect.poll(() => status(page)).toContain('4 stops on the map');

    // Delete it, with confirmation.
    await flyToStop(page, 'Nueva');
    center = await mapCenter(page);
    await page.mouse.click(center.x, center.y);
    await expect.poll(() => mode(page)).toBe('editDataPoint');
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => mode(page)).toBe('idle');
    await expect.poll(() => status(page)).toContain('3 stops on the map');
    expect((await stopsOnServer()).some((s) => s.stop_id === 'NP1')).toBe(false);

    // The ruler: two clicks measure in km; clicking a point again removes it.
    await page.getByRole('button', { name: 'Ruler: measure a distance' }).click();
    center = await mapCenter(page);
    await page.mouse.click(center.x - 300, center.y);
    await page.mouse.click(center.x + 300, center.y);
    await expect.poll(() => page.getByTestId('ruler-distance').textContent()).toMatch(/^\d+\.\d{2,3} km$/);
    const km = Number((await page.getByTestId('ruler-distance').textContent())!.replace(' km', ''));
    // 600 px at zoom 15 near latitude -22.45: 600 × 78,271.5 m × cos(22.45°) / 2^15 ≈ 1.32 km.
    expect(km).toBeGreaterThan(1.25);
    expect(km).toBeLessThan(1.4);
    await page.mouse.click(center.x + 300, center.y);
    await expect
      .poll(() => page.getByTestId('ruler-distance').textContent())
      .toContain('Click the map to measure');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('ruler-distance').count()).toBe(0);
    await context.close();
  });

  it('shows a table row on the map at zoom 16, in Spanish', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, account, 'es');
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await expect
      .poll(() =>
        page.getByRole('region', { name: 'Mapa de paradas' }).getByRole('status').last().textContent(),
      )
      .toContain('3 paradas en el mapa');
    await page.getByRole('tab', { name: 'Tabla' }).click();
    await page.getByRole('button', { name: 'Ver la parada EC en el mapa' }).click();
    await expect
      .poll(() => page.getByRole('tab', { name: 'Mapa' }).getAttribute('aria-selected'))
      .toBe('true');
    await expect.poll(() => zoom(page), { timeout: 8000 }).toBe('16.00');
    const [lon, lat] = (await page.locator('[data-map-center]').getAttribute('data-map-center'))!
      .split(',')
      .map(Number);
    expect(lon).toBeCloseTo(-68.9, 4);
    expect(lat).toBeCloseTo(-22.46, 4);
    await context.close();
  });

  it('draws the chosen shape with its direction arrows, and removes it when cleared', async () => {
    const shape = `WEST-${retryTag()}`;
    await createRow(account, projectId, 'shapes', {
      shape_id: shape,
      points: [
        { shape_pt_sequence: 1, shape_pt_lat: -22.475, shape_pt_lon: -68.95 },
        { shape_pt_sequence: 2, shape_pt_lat: -22.435, shape_pt_lon: -68.95 },
      ],
    });
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await expect.poll(() => status(page)).toMatch(/\d+ stops on the map/);
    const canvas = page.locator('canvas.maplibregl-canvas');
    // The line's blue, and the dark blue of the arrows drawn on it.
    const drawn = async () => countColours(await canvas.screenshot(), page, ['#3c8ed9', '#1c4f99']);

    await page.getByRole('combobox', { name: 'Show a shape' }).click();
    await page.getByRole('option', { name: shape, exact: true }).click();
    // The map fits the shape: its centre moves to the shape's.
    await expect
      .poll(
        async () =>
          Number((await page.locator('[data-map-center]').getAttribute('data-map-center'))!.split(',')[0]),
        {
          timeout: 8000,
        },
      )
      .toBeCloseTo(-68.95, 2);
    await expect.poll(async () => (await drawn())[1], { timeout: 8000 }).toBeGreaterThan(20);
    const line = (await drawn())[0]!;
    expect(line).toBeGreaterThan(400);

    // Choosing the shown shape again clears the selector.
    await page.getByRole('combobox', { name: 'Show a shape' }).click();
    await page.getByRole('option', { name: shape, exact: true }).click();
    await expect.poll(() => page.getByRole('combobox', { name: 'Show a shape' }).inputValue()).toBe('');
    await expect.poll(async () => (await drawn())[1], { timeout: 8000 }).toBeLessThan(5);
    expect((await drawn())[0]).toBeLessThan(line / 4);
    await page.context().close();
  });

  it('asks before leaving the table tab with unsaved changes', async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops?tab=table`);
    await editCellButton(page, 'stop_name', 'PS').click();
    await page.getByLabel('stop_name of row PS', { exact: true }).fill('Plaza Sur Nueva');
    await page.getByLabel('stop_name of row PS', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'Save (1)' }).waitFor();

    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await page.getByRole('tab', { name: 'Map' }).click();
    await question.getByText('There are unsaved changes, are you sure you want to proceed?').waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    await question.waitFor({ state: 'hidden' });
    expect(await page.getByRole('tab', { name: 'Table' }).getAttribute('aria-selected')).toBe('true');
    await page.getByRole('button', { name: 'Save (1)' }).waitFor();

    await page.getByRole('tab', { name: 'Map' }).click();
    await question.getByRole('button', { name: 'Proceed' }).click();
    await expect.poll(() => status(page)).toMatch(/\d+ stops on the map/);
    expect((await stopsOnServer()).find((s) => s.stop_id === 'PS')?.stop_name).toBe('Plaza Sur');
    await page.context().close();
  });

  it('keeps a refused stop delete inside its dialog, with the reason', async () => {
    // A platform inside the station: the station cannot go while the platform names it.
    await createRow(account, projectId, 'stops', {
      stop_id: `EC-${retryTag()}`,
      stop_name: 'Andén 1',
      stop_lat: -22.4602,
      stop_lon: -68.9002,
      parent_station: 'EC',
    });
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await expect.poll(() => status(page)).toMatch(/\d+ stops on the map/);
    await flyToStop(page, 'Estación');
    const center = await settledCenter(page);
    await page.mouse.click(center.x, center.y);
    await expect.poll(() => status(page)).toContain('Selected stop: EC Estación Central');
    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete stop' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'cannot be deleted' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await stopsOnServer()).some((s) => s.stop_id === 'EC')).toBe(true);
    await page.context().close();
  });

  it("says 'Unable to fetch stops' when the server has stopped", async () => {
    // A second server of our own on the same database, stopped for real while the page is open.
    const server = await startServer(inject('dataDir'), inject('databaseUrl'));
    try {
      const page = await signedInPage(browser, account, { timeout: 20_000 });
      await page.goto(`${server.baseUrl}/project/${projectId}/stops`);
      await expect.poll(() => status(page)).toMatch(/\d+ stops on the map/);
      await page.getByRole('tab', { name: 'Table' }).click();
      await editCellButton(page, 'stop_name', 'PS').waitFor();
      await server.stop();
      // Back on the map, the stops are read again: no server answers.
      await page.getByRole('tab', { name: 'Map' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Unable to fetch stops' });
      await alert.waitFor();
      await alert.getByRole('button', { name: 'Retry' }).waitFor();
      await page.context().close();
    } finally {
      await server.stop();
    }
  });
});

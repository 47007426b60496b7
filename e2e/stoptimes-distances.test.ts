// True distances in the stop-times editor, on a feed whose shape loops and takes one street out and
// back (support/feeds.ts loopingFeed): a stop appended by a map click gets its projection on the
// pass after the previous stop, calculate times follows it, distances that cannot be right are
// refused with the stop named, times are checked as typed, an empty trip_id is marked; in Spanish
// MapLibre's own buttons and the distances speak Spanish.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { loopingFeed } from './support/feeds.js';
import { settled } from './support/mapIdle.js';
import { pixelOf } from './support/pixels.js';

let browser: Browser;
let account: Account;
let projectId: number;

/** 0.01° of a great circle with the mean Earth radius, km: one leg of the looping shape. */
const LEG_KM = 1.1119508;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'distances');
  projectId = (await importProject(account, 'Loop', await loopingFeed())).project_id;
}, 180_000);
afterAll(async () => {
  await browser?.close();
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function trip(): Promise<any> {
  const headers = { 'User-Id': account.email, 'User-Token': account.token };
  const base = `${account.baseUrl}/api/projects/${projectId}`;
  const list = (await (await fetch(`${base}/trips/?search=LOOP-1`, { headers })).json()) as {
    results: { id: number }[];
  };
  return (await fetch(`${base}/trips/${list.results[0]!.id}/`, { headers })).json();
}

async function openEditor(page: Page) {
  await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes/LOOP-1`);
  await page.locator('tbody tr').first().waitFor();
  await settled(page);
}

const distances = (page: Page) => page.locator('tbody tr td:nth-child(4)').allTextContents();

describe('a map-click append on a looping shape', () => {
  it('gets the distance of its projection after the previous stop, and calculate times follows it', async () => {
    const page = await signedInPage(browser, account);
    await openEditor(page);
    const s = await pixelOf(page, 0.005, -0.0003);
    await page.mouse.click(s.x, s.y);
    await expect.poll(() => page.getByRole('row', { name: '3 S' }).count()).toBe(1);
    // After Q (2.780 km, on the square) the street is passed again on the way back: 5.5 legs.
    const shown = await distances(page);
    expect(shown).toEqual(['0', '2.78', '6.116']);
    expect(Math.abs(Number(shown[2]) - 5.5 * LEG_KM) * 1000).toBeLessThan(1);

    // 30 km/h, 20 s at each stop: Q at 2.780 km × 120 s = 333.6 → 08:05:34, left 08:05:54;
    // S 3.336 km later, 400.3 s → 08:12:34, left 08:12:54.
    await page.getByRole('textbox', { name: 'Speed (per hour)' }).fill('30');
    await page.getByRole('textbox', { name: 'Waiting time per stop (s)' }).fill('20');
    await page.getByRole('button', { name: 'calculate times' }).click();
    await expect
      .poll(() => page.getByRole('row', { name: '2 Q' }).textContent())
      .toContain('08:05:3408:05:54');
    await expect
      .poll(() => page.getByRole('row', { name: '3 S' }).textContent())
      .toContain('08:12:3408:12:54');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('records saved').isVisible()).toBe(true);
    const saved = await trip();
    expect(saved.stop_times.map((r: { shape_dist_traveled: number }) => r.shape_dist_traveled)).toEqual([
      0, 2.78, 6.116,
    ]);
    expect(saved.stop_times[2].arrival_time).toBe('08:12:34');
    await page.context().close();
  });

  it('refuses to calculate times from a distance too short, naming the stop', async () => {
    const page = await signedInPage(browser, account);
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit stop 3' }).click();
    await page.getByRole('textbox', { name: 'Shape Distance Traveled 3' }).fill('2.9');
    await page.getByRole('textbox', { name: 'Shape Distance Traveled 3' }).press('Enter');
    await page.getByRole('button', { name: 'calculate times' }).click();
    const dialog = page.getByRole('dialog', { name: 'distances too short' });
    await expect.poll(() => dialog.textContent()).toContain('stop 3, Sur (S)');
    await page.getByRole('button', { name: 'OK' }).click();
    // Distances that go back are refused as such.
    await page.getByRole('button', { name: 'Edit stop 3' }).click();
    await page.getByRole('textbox', { name: 'Shape Distance Traveled 3' }).fill('1');
    await page.getByRole('textbox', { name: 'Shape Distance Traveled 3' }).press('Enter');
    await page.getByRole('button', { name: 'calculate times' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'distances do not increase' }).textContent())
      .toContain('stop 3, Sur (S)');
    await page.getByRole('button', { name: 'OK' }).click();
    // Reorder recomputes it from the shape.
    await page.getByRole('button', { name: 'reorder stops using shape' }).click();
    await expect.poll(() => distances(page)).toEqual(['0', '2.78', '6.116']);
    await page.context().close();
  });
});

describe('errors where they happen', () => {
  it('checks a time as it is typed and marks an empty trip_id', async () => {
    const page = await signedInPage(browser, account);
    await openEditor(page);
    await page.getByRole('button', { name: 'Edit stop 2' }).click();
    const arrival = page.getByRole('textbox', { name: 'Arrival Time 2' });
    await arrival.fill('25:61:00');
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('“25:61:00” is not a time');
    expect(await arrival.getAttribute('aria-invalid')).toBe('true');
    // Enter keeps the row open while its value cannot be saved.
    await arrival.press('Enter');
    expect(await arrival.isVisible()).toBe(true);
    await arrival.fill('8:06:30');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    // Times as people write them: HH:MM is a time on the minute.
    await arrival.fill('8:06');
    await expect.poll(() => page.getByRole('alert').count()).toBe(0);
    expect(await arrival.getAttribute('aria-invalid')).not.toBe('true');

    const tripId = page.getByRole('textbox', { name: 'trip_id' });
    await tripId.fill('');
    await expect
      .poll(() => page.getByText('Type a trip_id: a trip cannot be saved without one.').isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await tripId.fill('LOOP-1');
    await expect.poll(() => page.getByText('Type a trip_id').count()).toBe(0);
    await page.context().close();
  });
});

describe('in Spanish', () => {
  it("titles MapLibre's buttons and writes distances in Spanish", async () => {
    const page = await signedInPage(browser, account, { language: 'es' });
    await openEditor(page);
    // The titles MapLibre sets on its own buttons (the attribution one shows only with a base map).
    const title = (css: string) => page.locator(css).getAttribute('title');
    expect(await title('.maplibregl-ctrl-zoom-in')).toBe('Acercar');
    expect(await title('.maplibregl-ctrl-zoom-out')).toBe('Alejar');
    expect(await title('.maplibregl-ctrl-attrib-button')).toBe('Mostrar u ocultar la atribución');
    await expect.poll(() => page.getByRole('button', { name: 'Acercar', exact: true }).count()).toBe(1);
    await expect.poll(async () => (await distances(page)).slice(0, 2)).toEqual(['0', '2,78']);
    await page.context().close();
  });
});

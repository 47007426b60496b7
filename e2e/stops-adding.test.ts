// Adding a line's stops one after another on the stops map: the new stop's panel shows the fields
// every stop needs with the focus in the first empty one and the next free stop_id suggested (P2
// after P1); "More fields" opens the others; Enter saves and adding goes on for the next click;
// Cancel ends it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, createProject, createRow, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { settled } from './support/mapIdle.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;
const shots = process.env.RUTA_SCREENSHOTS; // a folder outside the repo, to look at the screens

const mode = () => page.locator('[data-mode]').getAttribute('data-mode');
const panel = () => page.getByRole('form', { name: 'Stop details' });
/** A panel field by its GTFS name (its label is the field's words). */
const field = (name: string) => panel().locator(`input[data-field="${name}"]`);
const focused = (name: string) => field(name).evaluate((el) => el === document.activeElement);
/** A click on the map, `dx` pixels right of its centre once it has settled. */
async function clickMap(dx: number) {
  await settled(page);
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2);
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'stops-adding');
  page = await signedInPage(browser, account);
  projectId = (await createProject(account, 'Line stops')).project_id;
  await createRow(account, projectId, 'stops', {
    stop_id: 'P1',
    stop_name: 'Terminal',
    stop_lat: -22.44,
    stop_lon: -68.93,
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('adding stops in a row', () => {
  it('suggests the next stop_id, saves with Enter and goes on adding until Cancel', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await page.getByRole('region', { name: 'Stops map' }).waitFor();
    await page.getByRole('button', { name: 'Add stop' }).click();
    await clickMap(-100);
    await panel().waitFor();
    expect(await field('stop_id').inputValue()).toBe('P2');
    await expect.poll(() => focused('stop_name')).toBe(true);
    // The fields every stop needs; the others under "More fields".
    expect(await panel().getByRole('textbox').count()).toBe(4);
    const more = panel().getByRole('button', { name: 'More fields (12)' });
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    await more.click();
    await field('stop_code').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/stops-adding-more-en.png` });
    await panel().getByRole('button', { name: 'Fewer fields' }).click();
    await expect.poll(() => field('stop_code').count()).toBe(0);

    await field('stop_name').fill('Hospital');
    await field('stop_name').press('Enter');
    await panel().waitFor({ state: 'hidden' });
    await expect.poll(mode).toBe('adding');
    await clickMap(100);
    await expect.poll(() => field('stop_id').inputValue()).toBe('P3');
    await expect.poll(() => focused('stop_name')).toBe(true);
    await page.keyboard.type('Plaza');
    await page.keyboard.press('Enter');
    await panel().waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(mode).toBe('idle');
    const stops = await api<{ stop_id: string; stop_name: string }[]>(
      account,
      `projects/${projectId}/stops/?no_page=True`,
    );
    expect(stops.map((s) => [s.stop_id, s.stop_name]).sort()).toEqual([
      ['P1', 'Terminal'],
      ['P2', 'Hospital'],
      ['P3', 'Plaza'],
    ]);
  });
});

// Keyboard only, on Calama: the skip link is the first Tab stop and shows when focused; through it a
// time of the timetable and a cell of the trips grid are edited with arrows, Enter and typing, then
// saved with Ctrl+S, and the saved values are read back through the API. Ctrl+S with nothing to
// save sends nothing and still keeps the browser's save dialog away. On the stops map a stop is
// added without the mouse: placed at the map's centre, its coordinates typed in the side panel.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formatTime } from '../packages/gtfs/src/values.js';
import { createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(path: string): Promise<any> {
  const res = await fetch(`${account.baseUrl}/api/projects/${projectId}/${path}`, {
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Every departure of route B, direction 0, by trip and stop position. */
async function departures(): Promise<Map<string, number | null>> {
  const tt = await api('timetable/?route=80&direction=0');
  const all = new Map<string, number | null>();
  for (const p of tt.patterns)
    for (const t of p.trips)
      t.departure_times.forEach((s: number | null, i: number) => all.set(`${t.trip_id}@${i}`, s));
  return all;
}

/** Seconds of an "HH:MM" or "HH:MM:SS" time. */
const seconds = (text: string) => {
  const [h = 0, m = 0, s = 0] = text.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** The accessible name of the focused element, as a screen reader would announce it. */
const focusedName = () =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    return el.getAttribute('aria-label') ?? el.textContent ?? '';
  });

/** Presses Tab from the page's top and checks the skip link is first, shown, and leads on. */
async function skipToContent(label: string) {
  await page.keyboard.press('Tab');
  const link = page.getByRole('link', { name: label });
  await expect.poll(() => link.evaluate((el) => el === document.activeElement)).toBe(true);
  const box = (await link.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'keyboard');
  page = await signedInPage(browser, account);
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
});

afterAll(async () => {
  await browser?.close();
});

describe('keyboard only', () => {
  it('edits a time in the timetable and saves it with Ctrl+S', async () => {
    const before = await departures();
    await page.goto(`${account.baseUrl}/project/${projectId}/timetable?route=80&direction=0`);
    await page.getByRole('grid', { name: 'Timetable' }).waitFor();
    await skipToContent('Skip to the timetable');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('grid');
    // The second trip's second stop: down one row, right one column, then edit it.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const input = page.locator('[role="grid"] input');
    await input.waitFor();
    const old = await input.inputValue();
    expect(old).toMatch(/^\d{2}:\d{2}/);
    const typed = formatTime(seconds(old) + 60).slice(0, 5);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(typed);
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: '1 trip changed' }).waitFor();
    await page.keyboard.press('Control+S');
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();

    const after = await departures();
    const changed = [...after].filter(([key, s]) => before.get(key) !== s);
    expect(changed.map(([, s]) => formatTime(s!).slice(0, 5))).toEqual([typed]);
  });

  it('edits a cell of the trips grid and saves it with Ctrl+S; Ctrl+S with nothing to save sends nothing', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/trips`);
    await page
      .getByRole('button', { name: /Edit trip_headsign of row/ })
      .first()
      .waitFor();
    // Ctrl+S before any edit: no request, and the browser's own save is prevented.
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${r.url()}`);
    });
    await page.evaluate(() => {
      window.addEventListener('keydown', (e) => {
        if (e.key.toLowerCase() === 's') document.body.dataset.savePrevented = String(e.defaultPrevented);
      });
    });
    await page.keyboard.press('Control+S');
    await expect.poll(() => page.evaluate(() => document.body.dataset.savePrevented)).toBe('true');

    await skipToContent('Skip to the table');
    let name = '';
    for (let presses = 0; presses < 80 && !/Edit trip_headsign of row /.test(name); presses++) {
      await page.keyboard.press('Tab');
      name = await focusedName();
    }
    const tripId = /Edit trip_headsign of row (.+)$/.exec(name)?.[1];
    expect(tripId).toBeTruthy();
    expect(writes).toEqual([]);

    const headsign = `Teclado ${retryTag()}`;
    await page.keyboard.press('Enter');
    await page.getByLabel(`trip_headsign of row ${tripId}`, { exact: true }).waitFor();
    await page.keyboard.press('Control+A');
    await page.keyboard.type(headsign);
    // Ctrl+S straight from the cell being typed in: the value is kept, then saved.
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => {
        const rows = (await api(`trips/?no_page=True&search=${encodeURIComponent(tripId!)}`)) as {
          trip_id: string;
          trip_headsign: string | null;
        }[];
        return rows.find((r) => r.trip_id === tripId)?.trip_headsign;
      })
      .toBe(headsign);
  });

  it('adds a stop on the map by typing its coordinates in the panel', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stops`);
    await page.locator('[data-map-idle]').waitFor();
    let name = '';
    for (let presses = 0; presses < 60 && name !== 'Add stop'; presses++) {
      await page.keyboard.press('Tab');
      name = (await focusedName()).trim();
    }
    expect(name).toBe('Add stop');
    await page.keyboard.press('Enter');
    const place = page.getByRole('button', { name: 'Place at the map centre' });
    await place.waitFor();
    for (
      let presses = 0;
      presses < 10 && !(await place.evaluate((el) => el === document.activeElement));
      presses++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const field = (name: string) => page.locator(`input[data-field="${name}"]`);
    await field('stop_lat').waitFor();
    const id = `KB${retryTag()}`;
    for (const [label, value] of [
      ['stop_id', id],
      ['stop_name', 'Parada teclado'],
      ['stop_lat', '-22.456789'],
      ['stop_lon', '-68.912345'],
    ] as const) {
      await field(label).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.type(value);
    }
    await page.keyboard.press('Control+S');
    await expect
      .poll(async () => {
        const rows = (await api(`stops/?no_page=True&search=${id}`)) as {
          stop_id: string;
          stop_lat: number;
          stop_lon: number;
        }[];
        const row = rows.find((r) => r.stop_id === id);
        return row && [row.stop_lat, row.stop_lon];
      })
      .toEqual([-22.456789, -68.912345]);
  });
});

// The timetable by service on Caltrain 2017 (route Lo-129, direction 0: Saturday, Sunday and weekday
// trips, the Saturday and Sunday ones leaving at the same times): services named by their days, a
// service column while several are shown, edits filtered to one service saved (its trips' new times
// and the inserted trip read back through the API; that a save leaves the trips it was not sent alone
// is the server's rule, packages/server/test/timetable/services.test.ts), a "Repeat until" series counted before it is made and
// removed by one undo, and the Spanish names. E2E_SHOTS=/dir keeps screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { caltrainZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

const SAT = 'CT-17JUL-Caltrain-Saturday-03';
const SUN = 'CT-17JUL-Caltrain-Sunday-01';
const FIRST_STOP = 'San Jose Diridon Caltrain';
const url = (query = '') =>
  `${account.baseUrl}/project/${projectId}/timetable?route=Lo-129&direction=0${query}`;
const button = (name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const rowHeaders = () => page.getByRole('rowheader');
/** A trip's row header, named by its id then its link or service (a changed mark is hidden). */
const rowHeader = (trip: string) => page.getByRole('rowheader', { name: new RegExp(`^${trip}( |$)`) });
const shot = async (name: string) => {
  if (!process.env.E2E_SHOTS) return;
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-services-${name}.png` });
};

interface Trip {
  trip_id: string;
  service_id: string;
  departure_times: number[];
}

/** The timetable API's read of the route and direction, filtered to `services`. */
async function read(services: string[]): Promise<{ patterns: { trips: Trip[] }[] }> {
  const q = services.map((s) => `&service=${encodeURIComponent(s)}`).join('');
  const res = await fetch(
    `${account.baseUrl}/api/projects/${projectId}/timetable/?route=Lo-129&direction=0${q}`,
    { headers: { 'User-Id': account.email, 'User-Token': account.token } },
  );
  expect(res.status).toBe(200);
  return (await res.json()) as never;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'timetable-services');
  page = await signedInPage(browser, account);
  await page.setViewportSize({ width: 1400, height: 1000 });
  page.on('pageerror', (e) => console.error('PAGEERROR', e));
  projectId = (await importProject(account, 'Caltrain', caltrainZip())).project_id;
});

afterAll(async () => {
  await browser?.close();
});

describe('the timetable by service', () => {
  it('names directions by headsign and services by their days, with a service column for several', async () => {
    await page.goto(url());
    const direction = page.locator('input').and(page.getByLabel('Direction', { exact: true }));
    await expect.poll(() => direction.inputValue()).toBe('Outbound (0) — to San Francisco Caltrain Station');
    await page.getByRole('columnheader', { name: 'Service' }).waitFor();
    // All services: the Saturday and Sunday trips leaving at 08:38 follow each other, Saturday first.
    const names = await rowHeaders().allInnerTexts();
    const at0838 = names.findIndex((n) => n.includes('6512144-CT-17JUL-Caltrain-Saturday-03'));
    expect(names[at0838 + 1]).toContain('6512144-CT-17JUL-Caltrain-Sunday-01');
    await page.getByRole('combobox', { name: 'Services' }).click();
    const saturday = page.getByRole('option', {
      name: new RegExp(`^${SAT} — every day, 15 Jul 2017–20 Jul 2019, \\d+ exceptions · 12 trips$`),
    });
    await saturday.waitFor();
    await page.getByRole('option', { name: new RegExp(`^${SUN} — Sun, 16 Jul 2017–14 Jul 2019`) }).waitFor();
    await shot('all-en');
    await saturday.click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.getAll('service')).toEqual([SAT]);
    // One service: no service column, only its trips.
    await page.getByRole('columnheader', { name: 'Service' }).waitFor({ state: 'detached' });
    await expect
      .poll(async () => {
        const names = await rowHeaders().allInnerTexts();
        return names.length === 12 && names.every((n) => n.includes('Saturday'));
      })
      .toBe(true);
    await shot('saturday-en');
  });

  it('shifts and inserts among the trips of the service shown, and saves them', async () => {
    // The API's read filtered to Saturday: the grid's first pattern holds its 12 trips.
    const filtered = await read([SAT]);
    expect(filtered.patterns.flatMap((p) => p.trips).every((t) => t.service_id === SAT)).toBe(true);
    const before = new Map(filtered.patterns[0]!.trips.map((t) => [t.trip_id, t]));
    expect(before.size).toBe(12);
    // The last stop of every trip shown, 5 minutes later: first row, End, then down to the last row.
    await page
      .getByRole('gridcell', { name: new RegExp(`, trip 6512135-${SAT}$`) })
      .first()
      .click();
    const grid = page.getByRole('grid', { name: 'Timetable' });
    await grid.press('End');
    for (let i = 0; i < 11; i++) await grid.press('Shift+ArrowDown');
    await grid.press('+');
    // A trip after the first one, 15 minutes later: it takes the Saturday service.
    await rowHeader(`6512135-${SAT}`).click();
    await button('Insert trip').click();
    await rowHeader(`6512135-${SAT}-2`).waitFor();
    await button('Save').click();
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();

    // Read back: every trip shown leaves its last stop 5 minutes later, and the new one is Saturday's.
    const after = new Map((await read([SAT])).patterns.flatMap((p) => p.trips).map((t) => [t.trip_id, t]));
    for (const [trip, was] of before) {
      expect(after.get(trip)!.departure_times.at(-1)).toBe(was.departure_times.at(-1)! + 300);
    }
    expect([...after.keys()].filter((trip) => !before.has(trip))).toEqual([`6512135-${SAT}-2`]);
    expect(after.get(`6512135-${SAT}-2`)!.service_id).toBe(SAT);
    await page
      .getByRole('gridcell', { name: new RegExp(`^07:15, ${FIRST_STOP}, trip 6512135-${SAT}-2$`) })
      .waitFor();
  });

  it('inserts a "Repeat until" series, counted before it is made, removed by one undo', async () => {
    // The last Saturday trip leaves at 22:30: every 20 minutes until 23:35 is three more trips.
    const last = `6512136-${SAT}`;
    await rowHeader(last).click();
    await page.getByLabel('Headway (min)').fill('20');
    const until = page.getByLabel('Repeat until');
    await until.fill('22:40');
    await page.getByText('A departure after the first new trip, as HH:MM.').waitFor();
    expect(
      await button(/^Insert/)
        .first()
        .isDisabled(),
    ).toBe(true);
    await until.fill('23:35');
    await page
      .getByRole('status')
      .filter({ hasText: `3 trips will be added after ${last}, leaving from 22:50 to 23:30.` })
      .waitFor();
    await shot('repeat-until-en');
    const rows = await rowHeaders().count();
    await button('Insert 3 trips').click();
    await expect.poll(() => rowHeaders().count()).toBe(rows + 3);
    for (const n of [2, 3, 4]) await rowHeader(`${last}-${n}`).waitFor();
    await page.getByRole('grid', { name: 'Timetable' }).press('Control+Z');
    await expect.poll(() => rowHeaders().count()).toBe(rows);
    expect(await button('Save').isDisabled()).toBe(true);
  });

  it('speaks Spanish: days, directions, the series and the cells', async () => {
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(url(`&service=${SAT}&service=${SUN}`));
    const direction = es.locator('input').and(es.getByLabel('Sentido', { exact: true }));
    await expect.poll(() => direction.inputValue()).toBe('Ida (0) — hacia San Francisco Caltrain Station');
    await es.getByRole('columnheader', { name: 'Servicio' }).waitFor();
    await es
      .getByText(new RegExp(`^${SUN} — dom, 16 jul 2017–14 jul 2019`))
      .first()
      .waitFor();
    await es
      .getByRole('gridcell', { name: new RegExp(`^\\d\\d:\\d\\d, ${FIRST_STOP}, viaje 6512144-${SUN}$`) })
      .waitFor();
    if (process.env.E2E_SHOTS)
      await es.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-services-two-es.png` });
    await es.context().close();
  });
});

// Copy trips to another service on Calama. From the timetable (route 80, direction 0, its Sunday
// service D): every trip shown copied to a new service an hour later, checked through the API (as
// many trips, ids without spaces made of route, direction and departure, each time 60 min later,
// the Sunday trips unchanged). From the stop-times list: two ticked weekday trips to Saturday.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createRow, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

type Trip = { trip_id: string; departure_times: (number | null)[] };
/** The trips of a route's direction (0 unless told) on one service, as the timetable API reads them. */
async function tripsOn(service: string, route = '80', direction = 0): Promise<Trip[]> {
  const res = await fetch(
    `${account.baseUrl}/api/projects/${projectId}/timetable/?route=${route}&direction=${direction}&service=${service}`,
    { headers: { 'User-Id': account.email, 'User-Token': account.token } },
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as { patterns: { trips: Trip[] }[] };
  return body.patterns.flatMap((p) => p.trips);
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'trip-copy');
  page = await signedInPage(browser, account);
  await page.setViewportSize({ width: 1400, height: 1000 });
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
  await createRow(account, projectId, 'calendars', {
    service_id: 'FEST',
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: false,
    sunday: true,
    start_date: '2020-01-01',
    end_date: '2020-12-31',
  });
});
afterAll(async () => {
  await browser?.close();
});

describe('copy trips to another service', () => {
  it('copies the trips shown in the timetable to a chosen service, an hour later', async () => {
    const sunday = await tripsOn('D');
    await page.goto(`${account.baseUrl}/project/${projectId}/timetable?route=80&direction=0&service=D`);
    await page.getByRole('grid', { name: 'Timetable' }).waitFor();
    const shown = await page.getByRole('rowheader').count();
    expect(shown).toBeGreaterThan(1);

    // Three trips selected, as before a copy of a few.
    await page.getByRole('gridcell').first().click();
    await page.keyboard.press('Shift+ArrowDown');
    await page.keyboard.press('Shift+ArrowDown');
    await page.getByRole('button', { name: 'Delete 3 trips' }).waitFor();
    await page.getByRole('button', { name: 'Copy to service…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy trips to another service' });
    // The whole route is offered too: its Sunday trips in both directions.
    const back = (await tripsOn('D', '80', 1)).length;
    expect(back).toBeGreaterThan(0);
    await dialog.getByText(`Whole route, all directions (${shown + back})`).waitFor();
    if (process.env.E2E_SHOTS)
      await page.screenshot({ path: `${process.env.E2E_SHOTS}/trip-copy-timetable-en.png` });
    await dialog.getByText(`All trips shown (${shown})`).click();
    await dialog.getByLabel(/^Service \(service_id\)/).click();
    await page.getByRole('option', { name: 'FEST' }).click();
    await dialog.getByLabel('Shift (minutes)').fill('60');
    await dialog.getByRole('button', { name: `Copy ${shown} trips` }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(new RegExp(`^Copied ${shown} trips to FEST: 80-0-\\d{4}`));
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The copied rows are no longer selected beside a bulk delete.
    await page.getByRole('button', { name: 'Delete trip', exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Delete 3 trips' }).count()).toBe(0);

    const copies = await tripsOn('FEST');
    expect(copies).toHaveLength(shown);
    expect(copies.every((c) => /^80-0-\d{4}(-\d+)?$/.test(c.trip_id))).toBe(true);
    // Each copy leaves 60 min after a Sunday trip, and its id says when.
    const firsts = (trips: Trip[]) => trips.map((t) => t.departure_times[0]!).sort((a, b) => a - b);
    const copied = firsts(copies);
    expect(copied.every((s) => firsts(sunday).includes(s - 3600))).toBe(true);
    for (const c of copies) {
      const s = c.departure_times[0]!;
      const hhmm = `${String(Math.floor(s / 3600)).padStart(2, '0')}${String(Math.floor(s / 60) % 60).padStart(2, '0')}`;
      expect(c.trip_id.startsWith(`80-0-${hhmm}`)).toBe(true);
    }
    // The Sunday trips stay as they were.
    expect(await tripsOn('D')).toEqual(sunday);
  });

  it('copies the trips ticked in the stop-times list', async () => {
    const saturday = await tripsOn('S', '85');
    const weekday = (await tripsOn('L', '85')).filter((t) => t.trip_id === '1' || t.trip_id === '2');
    expect(weekday).toHaveLength(2);
    await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes`);
    await page.getByRole('checkbox', { name: 'Select trip 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select trip 2', exact: true }).check();
    await page.getByRole('button', { name: 'Copy 2 trips to service…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Copy trips to another service' });
    await dialog.getByLabel(/^Service \(service_id\)/).click();
    await page.getByRole('option', { name: 'S', exact: true }).click();
    await dialog.getByRole('button', { name: 'Copy 2 trips' }).click();
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toMatch(/^Copied 2 trips to S: 85-0-\d{4}/);
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    // The ticks are gone with the copies made.
    expect(await page.getByRole('button', { name: 'Copy to service…' }).isDisabled()).toBe(true);

    const after = await tripsOn('S', '85');
    const made = after.filter((t) => !saturday.some((s) => s.trip_id === t.trip_id));
    expect(made.map((t) => t.trip_id).every((id) => /^85-0-\d{4}(-\d+)?$/.test(id))).toBe(true);
    const times = (trips: Trip[]) => trips.map((t) => t.departure_times.join(',')).sort();
    expect(times(made)).toEqual(times(weekday));
  });
});

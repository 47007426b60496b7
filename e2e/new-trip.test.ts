// A new trip started from its route, on a project with a route and a calendar but no trip yet: from
// the timetable's route picker, the only service comes preselected, the id is made from route and
// direction, and the trip opens in the stop-times editor. A second one, from the timetable of that
// route and direction, needs its service chosen (two exist) and gets the next free id.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, createRow, type Account, townBusProject } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;
const shots = process.env.RUTA_SCREENSHOTS; // a folder outside the repo, to look at the screens

const week = (days: boolean[]) =>
  Object.fromEntries(
    ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d, i) => [
      d,
      days[i],
    ]),
  );
const calendar = (service_id: string, days: boolean[]) =>
  createRow(account, projectId, 'calendars', {
    service_id,
    ...week(days),
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });

type Trip = { trip_id: string; route_id: string; service_id: string; direction_id: number | null };
const tripsOfProject = async () =>
  (await api<{ results: Trip[] }>(account, `projects/${projectId}/trips/?per_page=100`)).results;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'new-trip');
  page = await signedInPage(browser, account);
  await page.setViewportSize({ width: 1400, height: 900 });
  projectId = await townBusProject(account, 'Town bus');
  await calendar('WK', [true, true, true, true, true, false, false]);
});
afterAll(async () => {
  await browser?.close();
});

describe('new trip on a route', () => {
  it('starts the first trip of a route from the timetable picker, with the only service preselected', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/timetable?route=L1`);
    await page.getByRole('button', { name: 'New trip on this route' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip on route L1' });
    await expect.poll(() => dialog.getByLabel(/^Service \(service_id\)/).inputValue()).toBe('WK');
    await expect.poll(() => dialog.getByLabel(/^Trip id \(trip_id\)/).inputValue()).toBe('L1-0');
    if (shots) await page.screenshot({ path: `${shots}/new-trip-en.png` });
    await dialog.getByRole('button', { name: 'Create and add stops' }).click();
    await page.waitForURL(/\/stoptimes\/L1-0$/);
    expect(await tripsOfProject()).toEqual([
      expect.objectContaining({ trip_id: 'L1-0', route_id: 'L1', service_id: 'WK', direction_id: 0 }),
    ]);
  });

  it('asks for the service when there are several and proposes the next free id', async () => {
    await calendar('WE', [false, false, false, false, false, true, true]);
    await page.goto(`${account.baseUrl}/project/${projectId}/timetable?route=L1&direction=0`);
    await page.getByRole('button', { name: 'New trip on this route' }).click();
    const dialog = page.getByRole('dialog', { name: 'New trip on route L1' });
    await expect.poll(() => dialog.getByLabel(/^Trip id \(trip_id\)/).inputValue()).toBe('L1-0-2');
    const create = dialog.getByRole('button', { name: 'Create and add stops' });
    expect(await create.isDisabled()).toBe(true); // no service chosen yet
    await dialog.getByLabel(/^Service \(service_id\)/).click();
    await page.getByRole('option', { name: 'WE' }).click();
    if (shots) await page.screenshot({ path: `${shots}/new-trip-timetable-en.png` });
    await create.click();
    await page.waitForURL(/\/stoptimes\/L1-0-2$/);
    const made = (await tripsOfProject()).find((t) => t.trip_id === 'L1-0-2');
    expect(made).toMatchObject({ route_id: 'L1', service_id: 'WE', direction_id: 0 });
  });

  it('speaks Spanish, and Escape closes the dialog without making a trip', async () => {
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${projectId}/timetable?route=L1&direction=0`);
    await es.getByRole('button', { name: 'Nuevo viaje en esta ruta' }).click();
    const dialog = es.getByRole('dialog', { name: 'Nuevo viaje en la ruta L1' });
    await expect.poll(() => dialog.getByLabel(/^Id del viaje \(trip_id\)/).inputValue()).toBe('L1-0-3');
    if (shots) await es.screenshot({ path: `${shots}/new-trip-es.png` });
    await es.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(await tripsOfProject()).toHaveLength(2);
    await es.context().close();
  });
});

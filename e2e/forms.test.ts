// The add dialogs in words (issue 25): titled by what they add, fields named in words with the GTFS
// name and help beneath, and started from what the project already says: feed info from the agency,
// a route's only agency, the grid's filter, the next free stop id, calendar presets on one row of days.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createAccount, createProject, createRow, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'));
  projectId = (await createProject(account, `Forms ${retryTag()}`)).project_id;
  page = await signedInPage(browser, account);
});

afterAll(async () => {
  await browser?.close();
});

const open = (path: string) => page.goto(`${inject('baseUrl')}/project/${projectId}/${path}`);
const field = (dialog: Locator, words: string) => dialog.getByLabel(new RegExp(`^${words}( \\*)?$`));

async function addRow(title: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Add row' }).click();
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.waitFor();
  return dialog;
}

describe('forms in words', () => {
  it('adds the agency in words, then prefills the feed info from it', async () => {
    await open('agencies?new=1');
    const dialog = page.getByRole('dialog', { name: 'New agency' });
    // The words, the GTFS name beneath them and the one-line help.
    await dialog.getByText('agency_name', { exact: true }).waitFor();
    await dialog.getByText(/The full name riders know the agency by/).waitFor();
    await field(dialog, 'Agency ID').fill('BC');
    await field(dialog, 'Agency name').fill('Buses Calama');
    await field(dialog, 'Website').fill('https://buses.calama.cl');
    await field(dialog, 'Time zone').click();
    await field(dialog, 'Time zone').fill('Santiago');
    await page.getByRole('option', { name: 'America/Santiago' }).click();
    await field(dialog, 'Language').fill('es');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await open('');
    await page.getByRole('button', { name: 'Add feed info' }).click();
    const feed = page.getByRole('dialog', { name: 'Edit feed info' });
    await feed
      .getByText(/^Prefilled from the agency: Publisher name, Publisher website, Language\./)
      .waitFor();
    expect(await field(feed, 'Publisher name').inputValue()).toBe('Buses Calama');
    expect(await field(feed, 'Publisher website').inputValue()).toBe('https://buses.calama.cl');
    expect(await field(feed, 'Language').inputValue()).toBe('es');
    await feed.getByRole('button', { name: 'Save' }).click();
    await feed.waitFor({ state: 'hidden' });
  });

  it("preselects a route's only agency", async () => {
    await open('routes');
    const dialog = await addRow('New route');
    const agency = field(dialog, 'Agency');
    await expect.poll(() => agency.inputValue()).toBe('BC · Buses Calama');
    await field(dialog, 'Route ID').fill('L1');
    await field(dialog, 'Short name').fill('1');
    await field(dialog, 'Kind of vehicle').click();
    await page.getByRole('option', { name: 'Bus', exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sets the calendar days on one row, Monday first, with presets, and writes dates in words', async () => {
    await open('calendars');
    const dialog = await addRow('New service calendar');
    const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
    const boxes = days.map((day) => dialog.getByRole('checkbox', { name: day, exact: true }));
    const positions = () => Promise.all(boxes.map(async (box) => (await box.boundingBox())!));
    // The dialog opens with a transition: boxes measured while it moves sit at different heights.
    const rows = async () => new Set((await positions()).map((b) => Math.round(b.y))).size;
    await expect.poll(rows).toBe(1);
    const tops = await positions();
    expect(tops.map((b) => b.x)).toEqual([...tops.map((b) => b.x)].sort((a, b) => a - b));
    // Each day's words end before the next day's box ("Wednesday" once ran into Thursday's).
    const labels = await Promise.all(
      days.map(async (day) => (await dialog.getByText(day, { exact: true }).boundingBox())!),
    );
    labels.slice(0, -1).forEach((label, i) => expect(label.x + label.width).toBeLessThan(tops[i + 1]!.x));
    const checked = () => Promise.all(boxes.map((box) => box.isChecked()));

    await dialog.getByRole('button', { name: 'Mon–Fri' }).click();
    expect(await checked()).toEqual([true, true, true, true, true, false, false]);
    await dialog.getByRole('button', { name: 'Sat–Sun' }).click();
    expect(await checked()).toEqual([false, false, false, false, false, true, true]);
    await dialog.getByRole('button', { name: 'Every day' }).click();
    expect(await checked()).toEqual([true, true, true, true, true, true, true]);
    await dialog.getByRole('button', { name: 'Mon–Fri' }).click();

    await field(dialog, 'Service ID').fill('WK');
    await field(dialog, 'First day').fill('2026-03-02');
    await dialog.getByText('Monday, March 2, 2026').waitFor();
    await field(dialog, 'Last day').fill('2026-12-31');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('cell', { name: /^WK/ }).first().waitFor();
  });

  it("starts a filtered grid's new row inside the filter, with the single service taken", async () => {
    await open('trips?route_id=L1');
    const dialog = await addRow('New trip');
    await expect.poll(() => field(dialog, 'Route').inputValue()).toBe('L1 · 1');
    await expect.poll(() => field(dialog, 'Service').inputValue()).toBe('WK');
    // An optional reference stays a choice.
    expect(await field(dialog, 'Shape').inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('suggests the next free stop id', async () => {
    for (const n of [1, 2, 3, 4, 5]) {
      const stop = { stop_id: `S${n}`, stop_name: `Stop ${n}`, stop_lat: -22.46, stop_lon: -68.9 - n / 100 };
      // A retry meets the stops of the first attempt.
      await createRow(account, projectId, 'stops', stop).catch((e: Error) => {
        if (!e.message.includes('already exists')) throw e;
      });
    }
    await open('stops?tab=table&new=1');
    const dialog = page.getByRole('dialog', { name: 'New stop', exact: true });
    await expect.poll(() => field(dialog, 'Stop ID').inputValue()).toBe('S6');
    await dialog.getByText('Suggested: the next free ID after S5.').waitFor();
    // What the user types stays.
    await field(dialog, 'Stop ID').fill('TERMINAL');
    await dialog.getByText('Suggested: the next free ID after S5.').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('speaks Spanish in Spanish', async () => {
    const spanish = await signedInPage(browser, account, { language: 'es' });
    await spanish.goto(`${inject('baseUrl')}/project/${projectId}/agencies?new=1`);
    const dialog = spanish.getByRole('dialog', { name: 'Nueva agencia' });
    await field(dialog, 'Nombre de la agencia').waitFor();
    await dialog.getByText(/El nombre completo con que la conocen los pasajeros/).waitFor();
    await spanish.goto(`${inject('baseUrl')}/project/${projectId}/calendars?new=1`);
    const calendar = spanish.getByRole('dialog', { name: 'Nuevo calendario de servicio' });
    await calendar.getByRole('button', { name: 'Lun–Vie' }).click();
    expect(await calendar.getByRole('checkbox', { name: 'Viernes' }).isChecked()).toBe(true);
    await field(calendar, 'Primer día').fill('2026-03-02');
    await calendar.getByText('lunes, 2 de marzo de 2026').waitFor();
    await spanish.context().close();
  });
});

describe('the place box on the stops map', () => {
  it('goes to typed coordinates on Enter and says what is wrong with a place off the Earth', async () => {
    await open('stops');
    const search = page.getByRole('searchbox', { name: 'Search stops' });
    const map = page.getByRole('region', { name: 'Stops map' });
    await search.fill('-95, 10');
    await page
      .getByText('Not a place: the latitude (the first number) must be between -90 and 90.')
      .waitFor();
    await search.fill('-23.65, -70.40');
    await page.getByText('Press Enter to go to -23.65, -70.4.').waitFor();
    await search.press('Enter');
    await expect
      .poll(
        async () => (await map.getAttribute('data-map-center'))?.split(',').map((v) => Number(v).toFixed(2)),
        {
          timeout: 15_000,
        },
      )
      .toEqual(['-70.40', '-23.65']);
  });
});

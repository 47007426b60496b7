// The timetable editor on the Calama feed (route B, direction 0: 53 trips of one 44-stop pattern):
// the route and direction pickers, edit a cell with the keyboard, shift a range by +5 min, paste a
// block from the clipboard, insert a trip at a headway, save, a 409 from a concurrent edit, and a
// stop inserted in the whole pattern with its time interpolated. E2E_SHOTS=/dir keeps screenshots.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { formatTime } from '../packages/gtfs/src/values.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${account.baseUrl}/api/projects/${projectId}/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'User-Id': account.email, 'User-Token': account.token },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** The timetable's answer, each trip's stop times (arrays) as one object per stop time. */
async function timetable() {
  const tt = await api('timetable/?route=80&direction=0');
  const clock = (s: number | null) => (s === null ? null : formatTime(s));
  for (const p of tt.patterns)
    for (const t of p.trips)
      t.stop_times = t.stop_time_ids.map((id: number, i: number) => ({
        id,
        stop_id: p.stop_ids[i],
        arrival_time: clock(t.arrival_times[i]),
        departure_time: clock(t.departure_times[i]),
      }));
  return tt;
}

const shot = async (name: string) => {
  if (process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-${name}.png` });
};
/** A time cell, named by its time (which changes as it is edited), its stop and its trip. */
const cell = (trip: string, stop: string) =>
  page.getByRole('gridcell', { name: new RegExp(`, ${stop}, trip ${trip}$`) });
/** The input of a labelled field (a Select's label also names its option list). */
const input = (scope: Page | Locator, label: string) =>
  scope.locator('input').and(scope.getByLabel(label, { exact: true }));
const grid = () => page.getByRole('grid', { name: 'Timetable' });
const S1 = 'Ruta 21 Nº 8 Norte';
const S2 = 'Ruta 21 Nº 7 Norte';
const S3 = 'Ruta 21 Nº 6 Norte';

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'timetable');
  page = await signedInPage(browser, account);
  page.on('pageerror', (e) => console.error('PAGEERROR', e));
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: account.baseUrl });
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
});

afterAll(async () => {
  await browser?.close();
});

describe('timetable editor on Calama', () => {
  it('picks a route and a direction from the dashboard link', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}`);
    await page.getByRole('link', { name: 'Timetables' }).click();
    await page.getByRole('heading', { name: 'Timetables' }).waitFor();
    await shot('picker');
    await input(page, 'Route').click();
    await page.getByRole('option', { name: 'B · Barrio Industrial - Caspana' }).click();
    await page.getByRole('button', { name: 'Outbound (0) — to Caspana · 53 trips' }).click();
    await expect.poll(() => new URL(page.url()).search).toBe('?route=80&direction=0');
    await expect.poll(() => cell('286', S1).innerText()).toBe('08:03');
    await input(page, 'Pattern').waitFor();
    expect(await input(page, 'Pattern').inputValue()).toContain('44 stops · 53 trips');
    // Each row links to the stop-times editor of its trip.
    expect(
      await page.getByRole('link', { name: 'Open trip 286 in the stop-times editor' }).getAttribute('href'),
    ).toBe(`/project/${projectId}/stoptimes/286`);
    await shot('grid');
  });

  it('edits a cell with the keyboard, refusing a time that is not one', async () => {
    await cell('286', S1).click();
    await page.keyboard.type('8:7');
    await page.getByRole('alert').filter({ hasText: 'Type a time as HH:MM or HH:MM:SS' }).waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => cell('286', S1).innerText()).toBe('08:03');
    await page.keyboard.type('08:04');
    await page.keyboard.press('Enter');
    await expect.poll(() => cell('286', S1).innerText()).toBe('08:04');
    await page.getByRole('status').filter({ hasText: '1 trip changed' }).waitFor();
    // Enter moved the focus down a row: the next Enter edits 994's first stop.
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: `Time of 994 at ${S1}` }).waitFor();
    await page.keyboard.press('Escape');
  });

  it('shifts a range by +5 minutes', async () => {
    // The row header selects the whole trip.
    await page.getByRole('rowheader', { name: /^• 994|^994/ }).click();
    await page.getByRole('button', { name: 'Move the selected times 5 min later (+)' }).click();
    await expect.poll(() => cell('994', S1).innerText()).toBe('08:09');
    expect(await cell('994', S2).innerText()).toBe('08:10:26');
    expect(await cell('994', S3).innerText()).toBe('08:11:30');
    // The + key does the same on the selection.
    await grid().press('+');
    await expect.poll(() => cell('994', S1).innerText()).toBe('08:14');
    await grid().press('-');
    await expect.poll(() => cell('994', S1).innerText()).toBe('08:09');
  });

  it('pastes a block from the clipboard', async () => {
    await cell('287', S1).click();
    await page.evaluate(() => navigator.clipboard.writeText('08:17\t08:18:30\n08:32\t08:33\n'));
    await grid().press('Control+V');
    await expect.poll(() => cell('287', S1).innerText()).toBe('08:17');
    expect(await cell('287', S2).innerText()).toBe('08:18:30');
    expect(await cell('288', S1).innerText()).toBe('08:32');
    expect(await cell('288', S2).innerText()).toBe('08:33');
    await page.getByRole('status').filter({ hasText: '4 trips changed' }).waitFor();
  });

  it('inserts a trip at a headway and saves everything', async () => {
    await cell('288', S1).click();
    await page.getByLabel('Headway (min)').fill('20');
    await page.getByRole('button', { name: 'Insert trip' }).click();
    await expect.poll(() => cell('288-2', S1).innerText()).toBe('08:52');
    expect(await cell('288-2', S3).innerText()).toBe('08:55:30');
    await shot('edited');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();
    const tt = await timetable();
    const trips = tt.patterns[0].trips;
    const times = (id: string) =>
      trips
        .find((t: { trip_id: string }) => t.trip_id === id)
        .stop_times.map((s: { departure_time: string }) => s.departure_time);
    expect(times('286').slice(0, 2)).toEqual(['08:04:00', '08:04:26']);
    expect(times('994').slice(0, 3)).toEqual(['08:09:00', '08:10:26', '08:11:30']);
    expect(times('288-2').slice(0, 2)).toEqual(['08:52:00', '08:53:00']);
    expect(trips).toHaveLength(54);
  });

  it('names the trips someone else changed meanwhile (409) and reloads', async () => {
    await cell('286', S2).click();
    await page.keyboard.type('08:05');
    await page.keyboard.press('Enter');
    // Another user of the project saves trip 286 first.
    const tt = await timetable();
    const t286 = tt.patterns[0].trips.find((t: { trip_id: string }) => t.trip_id === '286');
    await api('timetable/', {
      method: 'POST',
      body: JSON.stringify({
        route_id: '80',
        direction_id: 0,
        updated: [
          {
            id: t286.id,
            stamp: t286.stamp,
            stop_times: t286.stop_times.map((s: object, i: number) =>
              i === 0 ? { ...s, arrival_time: '08:02', departure_time: '08:02' } : s,
            ),
          },
        ],
      }),
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: 'These trips were changed by someone else since you opened the timetable: 286.' })
      .waitFor();
    await shot('stale');
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => cell('286', S1).innerText()).toBe('08:02');
    expect(await cell('286', S2).innerText()).toBe('08:04:26');
  });

  it('inserts a stop in every trip of the pattern, its time interpolated along the shape', async () => {
    await cell('286', S2).click();
    await page.getByRole('button', { name: 'Insert stop…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Insert a stop in every trip' });
    await input(dialog, 'Stop').fill('PV-88-14');
    await page.getByRole('option', { name: /\(PV-88-14\)$/ }).click();
    expect(await input(dialog, 'Position').inputValue()).toBe(`Before ${S2}`);
    await shot('insert-stop');
    await dialog.getByRole('button', { name: 'Insert' }).click();
    await shot('inserted');
    const inserted = page.getByRole('gridcell', { name: /, trip 286$/ }).nth(1);
    const text = await inserted.innerText();
    // Between 08:02 at the stop before and 08:04:26 at the one after.
    expect(text > '08:02' && text < '08:04:26').toBe(true);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();
    expect(await input(page, 'Pattern').inputValue()).toContain('45 stops · 54 trips');
    const tt = await timetable();
    expect(tt.patterns[0].stop_ids.slice(0, 3)).toEqual(['PV-88-15', 'PV-88-14', 'PV-88-13']);
    await shot('after-insert-stop');
  });

  it('adds trips from a printed timetable pasted with its stops down', async () => {
    const tt = await timetable();
    const pattern = tt.patterns[0];
    const first = pattern.trips[0];
    const later = (time: string, minutes: number) => {
      const [h, m, sec] = time.split(':').map(Number);
      const total = h! * 3600 + m! * 60 + sec! + minutes * 60;
      return [total / 3600, (total / 60) % 60, total % 60]
        .map((n) => String(Math.floor(n)).padStart(2, '0'))
        .join(':');
    };
    // As an agency prints it: a header line, then a stop name and one time per trip on each line.
    const text = [
      'Stop\tFirst\tSecond',
      ...pattern.stop_ids.map((id: string, i: number) => {
        const dep = first.stop_times[i].departure_time;
        return `${tt.stops[id].stop_name}\t${later(dep, 120)}\t${later(dep, 135)}`;
      }),
    ].join('\n');
    await cell(first.trip_id, S1).click();
    await page.getByRole('button', { name: 'Paste timetable…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Paste a printed timetable' });
    await dialog.getByLabel('Timetable (tab-separated)').fill(text);
    await dialog.getByRole('status').filter({ hasText: '2 trips will be added.' }).waitFor();
    await dialog.getByRole('button', { name: 'Add trips' }).click();
    await expect.poll(() => cell(`${first.trip_id}-2`, S1).innerText()).toBe('10:02');
    expect(await cell(`${first.trip_id}-3`, S1).innerText()).toBe('10:17');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();
    expect((await timetable()).patterns[0].trips).toHaveLength(56);
  });

  it('speaks Spanish, and says so when a project has no routes', async () => {
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${projectId}/timetable?route=80&direction=0`);
    await es.getByRole('button', { name: 'Insertar viaje' }).waitFor();
    await es.getByRole('gridcell', { name: /^\d\d:\d\d, Ruta 21 Nº 8 Norte, viaje 286$/ }).click();
    await es.keyboard.type('25:99');
    await es.getByRole('alert').filter({ hasText: 'Escribe una hora como HH:MM o HH:MM:SS' }).waitFor();
    if (process.env.E2E_SHOTS)
      await es.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-es-grid.png` });
    await es.keyboard.press('Escape');
    const empty = await createProject(account, `Empty ${retryTag()}`);
    await es.goto(`${account.baseUrl}/project/${empty.project_id}/timetable`);
    await es.getByText('Este proyecto aún no tiene rutas. Agrega rutas y viajes primero.').waitFor();
    if (process.env.E2E_SHOTS)
      await es.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-es-empty.png` });
    await es.context().close();
  });
});

// The stop-times editor's shortcuts for a line's first trips: "Shape through these stops" draws a
// shape through the saved trip's stops (straight, no routing provider here), names it after route
// and direction, and gives it to that trip and to the trips of the same route and direction that
// have none, not to the other direction; "Make the return trip" makes the other direction's trip with
// the stops reversed and the same gaps, leaving at the same time, shaped through its own stops when
// the first trip has a shape, and opens it; on the return, the button opens the first trip instead of
// making another. The editor links to the route's timetable in the trip's direction.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, createRow, type Account, townBusProject } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;
const shots = process.env.RUTA_SCREENSHOTS; // a folder outside the repo, to look at the screens

type Trip = { trip_id: string; direction_id: number | null; shape_id: string | null; service_id: string };
type Detail = { stop_times: { stop_id: string; arrival_time: string; departure_time: string }[] };
const trips = async () =>
  (await api<{ results: Trip[] }>(account, `projects/${projectId}/trips/?per_page=100&sort=trip_id|asc`))
    .results;
const trip = (values: Record<string, unknown>) =>
  createRow<{ id: number }>(account, projectId, 'trips', { route_id: 'L1', service_id: 'WK', ...values });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'trip-shortcuts');
  page = await signedInPage(browser, account);
  await page.setViewportSize({ width: 1400, height: 900 });
  projectId = await townBusProject(account, 'Shortcuts');
  await createRow(account, projectId, 'calendars', {
    service_id: 'WK',
    ...Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, true]),
    ),
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  for (const [i, id] of ['A', 'B', 'C'].entries())
    await createRow(account, projectId, 'stops', {
      stop_id: id,
      stop_name: `Stop ${id}`,
      stop_lat: -22.45 - i * 0.01,
      stop_lon: -68.92,
    });
  await trip({
    trip_id: 'L1-0',
    direction_id: 0,
    stop_times: [
      ['A', '07:00:00', '07:00:00'],
      ['B', '07:04:00', '07:05:00'],
      ['C', '07:12:00', '07:12:00'],
    ].map(([stop_id, arrival_time, departure_time], i) => ({
      stop_id,
      stop_sequence: i + 1,
      arrival_time,
      departure_time,
    })),
  });
  // Same route and direction, no shape: it gets the new one. The other direction does not.
  await trip({ trip_id: 'L1-0-0800', direction_id: 0 });
  await trip({ trip_id: 'other', direction_id: 1 });
});
afterAll(async () => {
  await browser?.close();
});

describe("the stop-times editor's shortcuts", () => {
  it('draws the shape through the stops and gives it to the trips of that route and direction', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stoptimes/L1-0`);
    await page.getByRole('heading', { name: 'Stop times of trip L1-0' }).waitFor();
    if (shots) await page.screenshot({ path: `${shots}/trip-shortcuts-en.png` });
    // Unsaved changes first: the shortcuts wait for the save.
    const tripId = page.getByRole('textbox', { name: 'trip_id' });
    await tripId.fill('L1-0x');
    await page.getByRole('note').filter({ hasText: 'Save the trip to use these shortcuts.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Shape through these stops' }).isDisabled()).toBe(true);
    await tripId.fill('L1-0');
    await page.getByRole('button', { name: 'Shape through these stops' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: 'Shape L1-0 drawn and given to 2 trips of this route and direction.' })
      .waitFor();
    // The trip now has its shape: the button is gone and the distances are along it.
    await expect.poll(() => page.getByRole('button', { name: 'Shape through these stops' }).count()).toBe(0);
    expect((await trips()).map((t) => [t.trip_id, t.shape_id])).toEqual([
      ['L1-0', 'L1-0'],
      ['L1-0-0800', 'L1-0'],
      ['other', null],
    ]);
    // Straight through the three stops: one point a stop.
    const shapes = await api<{ shape_id: string; point_count: number }[]>(
      account,
      `projects/${projectId}/shapes/?no_page=True`,
    );
    expect(shapes.map((s) => [s.shape_id, s.point_count])).toEqual([['L1-0', 3]]);
  });

  it('makes the return trip, reversed with the same gaps and shaped, and opens it', async () => {
    await page.getByRole('button', { name: 'Make the return trip' }).click();
    await page.waitForURL(/\/stoptimes\/L1-1$/);
    await page.getByRole('heading', { name: 'Stop times of trip L1-1' }).waitFor();
    const back = (await trips()).find((t) => t.trip_id === 'L1-1')!;
    // Its own shape, named after its direction, given also to the other unshaped trip of that direction.
    expect(back).toMatchObject({ direction_id: 1, service_id: 'WK', shape_id: 'L1-1' });
    expect((await trips()).map((t) => [t.trip_id, t.shape_id])).toContainEqual(['other', 'L1-1']);
    expect(await page.getByRole('button', { name: 'Shape through these stops' }).count()).toBe(0);
    const rows = await api<{ results: { id: number; trip_id: string }[] }>(
      account,
      `projects/${projectId}/trips/?search=L1-1`,
    );
    const detail = await api<Detail>(
      account,
      `projects/${projectId}/trips/${rows.results.find((r) => r.trip_id === 'L1-1')!.id}/`,
    );
    expect(detail.stop_times.map((s) => [s.stop_id, s.arrival_time, s.departure_time])).toEqual([
      ['C', '07:00:00', '07:00:00'],
      ['B', '07:07:00', '07:08:00'],
      ['A', '07:12:00', '07:12:00'],
    ]);
    const shapes = await api<{ shape_id: string; point_count: number }[]>(
      account,
      `projects/${projectId}/shapes/?no_page=True`,
    );
    expect(shapes.map((s) => [s.shape_id, s.point_count])).toEqual([
      ['L1-0', 3],
      ['L1-1', 3],
    ]);
    if (shots) await page.screenshot({ path: `${shots}/trip-shortcuts-return-en.png` });
    // The route's timetable, in this trip's direction.
    expect(await page.getByRole('link', { name: 'Timetable of L1' }).getAttribute('href')).toBe(
      `/project/${projectId}/timetable?route=L1&direction=1`,
    );
  });

  it('on the return trip, goes back to the first trip rather than making another', async () => {
    const before = (await trips()).length;
    await page.getByRole('button', { name: 'Open the return trip L1-0' }).click();
    await page.waitForURL(/\/stoptimes\/L1-0$/);
    await page.getByRole('heading', { name: 'Stop times of trip L1-0' }).waitFor();
    // And from the first trip, to the return already made.
    await page.getByRole('button', { name: 'Open the return trip L1-1' }).waitFor();
    expect((await trips()).length).toBe(before);
  });

  it("repeats the trip in the timetable in both directions at once, the other direction's with the save", async () => {
    // Only the timed trips stay: the timetable's pattern is theirs.
    const rows = await api<{ results: { id: number; trip_id: string }[] }>(
      account,
      `projects/${projectId}/trips/?per_page=100`,
    );
    for (const r of rows.results.filter((r) => ['L1-0-0800', 'other'].includes(r.trip_id)))
      await api(account, `projects/${projectId}/trips/${r.id}/`, { method: 'DELETE' });
    const direction1 = async () => (await trips()).filter((t) => t.direction_id === 1).map((t) => t.trip_id);
    await page.reload();
    await page.getByRole('link', { name: 'Timetable of L1' }).click();
    await page.waitForURL(/\/timetable\?route=L1&direction=0$/);
    const grid = page.getByRole('grid', { name: 'Timetable' });
    await grid.waitFor();
    await page.getByLabel('Headway (min)').fill('30');
    await page.getByLabel('Repeat until').fill('08:00');
    // L1-1 leaves at 07:00 like L1-0: the other direction's series is offered, and on.
    const both = page.getByRole('checkbox', { name: 'Also Inbound (1), from L1-1' });
    expect(await both.isChecked()).toBe(true);
    await page
      .getByRole('status')
      .filter({ hasText: 'As many in Inbound (1) after L1-1, saved with these.' })
      .waitFor();
    if (shots) await page.screenshot({ path: `${shots}/timetable-both-directions-en.png` });
    const insert = page.getByRole('button', { name: 'Insert 2 trips' });
    await insert.click();
    const pending = page
      .getByRole('status')
      .filter({ hasText: 'On save, also 2 trips in Inbound (1) after L1-1.' });
    await pending.waitFor();
    // Undone, the other direction's series goes with this one's.
    await grid.press('Control+Z');
    await expect.poll(() => pending.count()).toBe(0);
    // Off, only this direction is repeated.
    await both.uncheck();
    await insert.click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Timetable saved.' }).waitFor();
    expect(await direction1()).toEqual(['L1-1']);
    // From the 08:00 trip: none leaves then in direction 1, so both directions are not offered.
    await page.getByRole('rowheader', { name: /^L1-0-3( |$)/ }).click();
    await expect.poll(() => both.count()).toBe(0);
    // From L1-0 with the box on again: one save adds both directions' series.
    await page.getByRole('rowheader', { name: /^L1-0( |$)/ }).click();
    await both.check();
    await page.getByRole('button', { name: 'Insert 2 trips' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(direction1).toEqual(['L1-1', 'L1-1-2', 'L1-1-3']);
  });
});

// The stop-times screens on the Calama feed in a real Chromium: the list (focus a trip), adding stop
// times to a trip that has none by clicking stops on the map, the error dialogs and field errors,
// calculate times, reorder by shape, save ('records saved'), close with unsaved changes, duplicate
// with a headway and with "repeat until", and deleting a trip's stop times.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createRow, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';
import { pixelOf } from './support/pixels.js';
import { settled } from './support/mapIdle.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api<T = any>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${account.baseUrl}/api/projects/${projectId}/${path}`, {
    ...init,
    headers: { 'User-Id': account.email, 'User-Token': account.token, 'Content-Type': 'application/json' },
  });
  return (await res.json()) as T;
}
async function tripByTripId(tripId: string) {
  const page = await api(`trips/?search=${encodeURIComponent(tripId)}&per_page=100`);
  const row = page.results.find((r: { trip_id: string }) => r.trip_id === tripId);
  return row ? api(`trips/${row.id}/`) : null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'stoptimes');
  page = await signedInPage(browser, account);
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
});
afterAll(async () => {
  await browser?.close();
});

describe('stop-times list', () => {
  it('lists trips with their stop counts and times, and focuses one on the map', async () => {
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes`);
    const table = page.getByRole('table', { name: 'Trips' });
    await expect.poll(() => table.getByRole('row').count()).toBe(11);
    await page.getByRole('button', { name: 'How to use' }).click();
    await expect.poll(() => page.getByText('Each trip is a row of the table.').isVisible()).toBe(true);
    const first = await tripByTripId('1');
    const row = table.getByRole('row').nth(1);
    await expect
      .poll(() => row.textContent())
      .toContain(`${first.stop_times.length}${first.stop_times[0].departure_time}`);
    await page.getByRole('button', { name: 'Focus trip 1 on the map' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Map of the trip' }).getByRole('status').textContent())
      .toContain(`Trip 1: ${first.stop_times.length} stops, shape T_I.`);
    await page.getByRole('textbox', { name: 'Search trips' }).fill('no such trip');
    await expect.poll(() => page.getByText('No trip matches "no such trip".').isVisible()).toBe(true);
  });
});

describe('links', () => {
  it("opens a trip's editor from the trips grid", async () => {
    await page.goto(`${inject('baseUrl')}/project/${projectId}/trips`);
    await page.getByRole('button', { name: 'Stop times of trip 1', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stop times of trip 1' }).isVisible())
      .toBe(true);
    expect(page.url()).toContain(`/project/${projectId}/stoptimes/1`);
  });
});

describe('stop-times editor', () => {
  it('adds stop times to a trip that has none by clicking stops, calculates times and saves', async () => {
    const tag = retryTag();
    const tripId = `new-${tag}`;
    await createRow(account, projectId, 'trips', {
      route_id: '85',
      service_id: 'L',
      trip_id: tripId,
      shape_id: 'T_I',
    });
    const model = await tripByTripId('1');
    const along = model.stop_times as { stop_id: string; stop_lat: number; stop_lon: number }[];

    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes`);
    await page.getByRole('textbox', { name: 'Search trips' }).fill(tripId);
    await page.getByRole('button', { name: `Add stop times to trip ${tripId}` }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Stop times of trip ${tripId}` }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByText('No stop times yet').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'calculate times' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'reorder stops using shape' }).isDisabled()).toBe(true);

    // Zoom in (the buttons animate, so the map reports its centre and zoom), then click the stops.
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await settled(page);
    // Three stops of trip 1 (same shape) in their order, among those the zoomed map shows.
    const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    const picks: typeof along = [];
    for (const s of along) {
      const at = await pixelOf(page, s.stop_lon, s.stop_lat);
      const inside =
        at.x > box.x + 40 &&
        at.x < box.x + box.width - 60 &&
        at.y > box.y + 40 &&
        at.y < box.y + box.height - 40;
      if (inside && picks.length < 3) picks.push(s);
    }
    expect(picks).toHaveLength(3);
    for (const [i, s] of picks.entries()) {
      const at = await pixelOf(page, s.stop_lon, s.stop_lat);
      await page.mouse.click(at.x, at.y);
      await expect.poll(() => page.getByRole('row', { name: `${i + 1} ${s.stop_id}` }).count()).toBe(1);
    }
    // Each new stop time has its distance along the shape (3 decimals), increasing.
    const dists = await page.locator('tbody tr td:nth-child(4)').allTextContents();
    expect(
      dists.map(Number).every((d, i, a) => /^\d+(\.\d{1,3})?$/.test(dists[i]!) && (i === 0 || d > a[i - 1]!)),
    ).toBe(true);

    // Calculate without the first stop's times: 'needs departure value'.
    await page.getByRole('button', { name: 'calculate times' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'needs departure value' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();
    // Speed and waiting format errors, cleared on focus.
    await page.getByRole('textbox', { name: 'Speed (per hour)' }).fill('0');
    await page.getByRole('textbox', { name: 'Waiting time per stop (s)' }).fill('x');
    await page.getByRole('button', { name: 'calculate times' }).click();
    await expect.poll(() => page.getByText('Speed must be a number other than 0.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Waiting time must be a number.').isVisible()).toBe(true);
    await page.getByRole('textbox', { name: 'Speed (per hour)' }).fill('30');
    await expect.poll(() => page.getByText('Speed must be a number other than 0.').count()).toBe(0);
    await page.getByRole('textbox', { name: 'Waiting time per stop (s)' }).fill('10');
    await expect.poll(() => page.getByText('Waiting time must be a number.').count()).toBe(0);

    // The first stop's times, typed in its row (Enter confirms).
    await page.getByRole('button', { name: 'Edit stop 1' }).click();
    await page.getByRole('textbox', { name: 'Arrival Time 1' }).fill('08:00:00');
    await page.getByRole('textbox', { name: 'Departure Time 1' }).fill('08:00:00');
    await page.getByRole('textbox', { name: 'Departure Time 1' }).press('Enter');
    await page.getByRole('button', { name: 'calculate times' }).click();
    const d = dists.map(Number);
    // 30 km/h: 120 s per km, then 10 s waiting.
    const a2 = Math.round(8 * 3600 + (d[1]! - d[0]!) * 120);
    const hms = (s: number) =>
      [s / 3600, (s / 60) % 60, s % 60].map((v) => String(Math.floor(v)).padStart(2, '0')).join(':');
    await expect
      .poll(() => page.getByRole('row', { name: `2 ${picks[1]!.stop_id}` }).textContent())
      .toContain(`${hms(a2)}${hms(a2 + 10)}`);

    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('records saved').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('records saved').count(), { timeout: 3000 }).toBe(0);
    const saved = await tripByTripId(tripId);
    expect(saved.stop_times.map((s: { stop_id: string }) => s.stop_id)).toEqual(picks.map((p) => p.stop_id));
    expect(saved.stop_times[1].arrival_time).toBe(hms(a2));
    expect(saved.stop_times[1].shape_dist_traveled).toBe(d[1]);
    // Saved: closing is immediate.
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect.poll(() => page.getByRole('table', { name: 'Trips' }).isVisible()).toBe(true);
  });

  it('edits a trip without shape: no dialog, times along straight lines between its stops', async () => {
    const tag = retryTag();
    const tripId = `noshape-${tag}`;
    const stops = (await tripByTripId('1')).stop_times.slice(0, 3) as {
      stop_id: string;
      stop_lat: number;
      stop_lon: number;
    }[];
    // The trip and its stop times in one write: only the first stop has times.
    await createRow(account, projectId, 'trips', {
      route_id: '85',
      service_id: 'L',
      trip_id: tripId,
      stop_times: stops.map((s, i) => ({
        stop_id: s.stop_id,
        stop_sequence: i + 1,
        arrival_time: i === 0 ? '08:00:00' : null,
        departure_time: i === 0 ? '08:00:00' : null,
      })),
    });
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes/${encodeURIComponent(tripId)}`);
    await expect
      .poll(() => page.getByRole('heading', { name: `Stop times of trip ${tripId}` }).isVisible())
      .toBe(true);
    await expect
      .poll(() => page.getByText('No shape: distances are straight lines between stops.').isVisible())
      .toBe(true);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'reorder stops using shape' }).isDisabled()).toBe(true);

    await page.getByRole('textbox', { name: 'Speed (per hour)' }).fill('30');
    await page.getByRole('textbox', { name: 'Waiting time per stop (s)' }).fill('10');
    await page.getByRole('button', { name: 'calculate times' }).click();
    // Haversine on the mean Earth radius; 30 km/h is 120 s a km, then 10 s at the stop.
    const rad = Math.PI / 180;
    const km = (a: (typeof stops)[0], b: (typeof stops)[0]) => {
      const h =
        Math.sin(((b.stop_lat - a.stop_lat) * rad) / 2) ** 2 +
        Math.cos(a.stop_lat * rad) *
          Math.cos(b.stop_lat * rad) *
          Math.sin(((b.stop_lon - a.stop_lon) * rad) / 2) ** 2;
      return 2 * 6371.0088 * Math.asin(Math.sqrt(h));
    };
    const a2 = Math.round(8 * 3600 + km(stops[0]!, stops[1]!) * 120);
    const a3 = Math.round(a2 + 10 + km(stops[1]!, stops[2]!) * 120);
    const hms = (s: number) =>
      [s / 3600, (s / 60) % 60, s % 60].map((v) => String(Math.floor(v)).padStart(2, '0')).join(':');
    await expect
      .poll(() => page.getByRole('row', { name: `3 ${stops[2]!.stop_id}` }).textContent())
      .toContain(`${hms(a3)}${hms(a3 + 10)}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('records saved').isVisible()).toBe(true);
    const saved = (await tripByTripId(tripId)).stop_times;
    expect(saved.map((s: { arrival_time: string }) => s.arrival_time)).toEqual([
      '08:00:00',
      hms(a2),
      hms(a3),
    ]);
    expect(saved.every((s: { shape_dist_traveled: unknown }) => s.shape_dist_traveled === null)).toBe(true);
  });

  it('asks before closing with unsaved changes', async () => {
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes/1`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stop times of trip 1' }).isVisible())
      .toBe(true);
    // Calama has no shape_dist_traveled: 'stops without distance traveled' until reordered by the shape.
    await page.getByRole('button', { name: 'calculate times' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'stops without distance traveled' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'reorder stops using shape' }).click();
    await expect
      .poll(() => page.locator('tbody tr').first().locator('td').nth(3).textContent())
      .toMatch(/^\d/);

    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect.poll(() => question.isVisible()).toBe(true);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    expect(page.url()).toContain('/stoptimes/1');
    await page.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.getByRole('button', { name: 'Close without saving' }).click();
    await expect.poll(() => page.getByRole('table', { name: 'Trips' }).isVisible()).toBe(true);
    expect((await tripByTripId('1')).stop_times[0].shape_dist_traveled).toBeNull();
  });

  it('asks before an in-app link leaves unsaved changes, and obeys both answers', async () => {
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes/1`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Stop times of trip 1' }).isVisible())
      .toBe(true);
    await page.getByRole('textbox', { name: 'trip_id', exact: true }).fill('1-renamed');
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });

    await page.getByRole('link', { name: 'My projects' }).first().click();
    await expect.poll(() => question.isVisible()).toBe(true);
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect.poll(() => question.isVisible()).toBe(false);
    expect(page.url()).toContain('/stoptimes/1');
    expect(await page.getByRole('textbox', { name: 'trip_id', exact: true }).inputValue()).toBe('1-renamed');

    await page.getByRole('link', { name: 'My projects' }).first().click();
    await expect.poll(() => question.isVisible()).toBe(true);
    await question.getByRole('button', { name: 'Close without saving' }).click();
    await page.waitForURL((url) => !url.pathname.includes('/stoptimes'));
    expect(await tripByTripId('1')).not.toBeNull();
    expect(await tripByTripId('1-renamed')).toBeNull();
  });
});

describe('duplicate and delete', () => {
  it('duplicates with a headway, then as a series until a time, then deletes stop times', async () => {
    const tag = retryTag();
    const source = await tripByTripId('2');
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes`);
    await page.getByRole('textbox', { name: 'Search trips' }).fill('2');
    await page.getByRole('button', { name: 'More actions for trip 2' }).first().click();
    await page.getByRole('menuitem', { name: 'Duplicate expedition' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicate trip 2' });
    // Valid defaults: 15 minutes, and an id without spaces from route, direction and departure.
    const [h0, m0] = (source.stop_times[0].departure_time as string).split(':').map(Number) as [
      number,
      number,
    ];
    const at = h0 * 60 + m0 + 15;
    const hhmm = `${String(Math.floor(at / 60)).padStart(2, '0')}${String(at % 60).padStart(2, '0')}`;
    expect(await dialog.getByRole('textbox', { name: 'New trip id' }).inputValue()).toBe(`85-0-${hhmm}`);
    expect(await dialog.getByRole('textbox', { name: 'Headway (minutes)' }).inputValue()).toBe('15');
    await dialog.getByRole('textbox', { name: 'Headway (minutes)' }).fill('0');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => dialog.getByText('Headway value is not a valid number').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'New trip id' }).fill('');
    await dialog.getByRole('textbox', { name: 'Headway (minutes)' }).fill('10');
    // The error goes as soon as the value is corrected; the emptied id is marked as typed.
    await expect.poll(() => dialog.getByText('Headway value is not a valid number').count()).toBe(0);
    await expect.poll(() => dialog.getByText('Trip id is not valid').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => dialog.getByText('Trip id is not valid').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'New trip id' }).fill('1');
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(() => dialog.getByText('Trip id is duplicated').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'New trip id' }).fill(`copy-${tag}`);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Stop times of trip copy-${tag}` }).isVisible())
      .toBe(true);
    const copy = await tripByTripId(`copy-${tag}`);
    const shift = (t: string) => {
      const [h, m, s] = t.split(':').map(Number) as [number, number, number];
      const v = h * 3600 + m * 60 + s + 600;
      return [v / 3600, (v / 60) % 60, v % 60].map((x) => String(Math.floor(x)).padStart(2, '0')).join(':');
    };
    expect(copy.stop_times.map((s: { departure_time: string }) => s.departure_time)).toEqual(
      source.stop_times.map((s: { departure_time: string }) => shift(s.departure_time)),
    );

    // A series: every 30 minutes until 2 hours after the start → 4 trips.
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes`);
    await page.getByRole('textbox', { name: 'Search trips' }).fill('2');
    await page.getByRole('button', { name: 'More actions for trip 2' }).first().click();
    await page.getByRole('menuitem', { name: 'Duplicate expedition' }).click();
    await dialog.getByRole('textbox', { name: 'New trip id' }).fill(`s-${tag}`);
    await dialog.getByRole('textbox', { name: 'Headway (minutes)' }).fill('30');
    const start = source.stop_times[0].departure_time as string;
    const until = `${String(Number(start.slice(0, 2)) + 2).padStart(2, '0')}${start.slice(2, 5)}`;
    // "Repeat until" is checked as typed.
    await dialog.getByRole('textbox', { name: 'Repeat until (optional)' }).fill('25:99');
    await expect.poll(() => dialog.getByText('Enter a time after the trip starts').isVisible()).toBe(true);
    await dialog.getByRole('textbox', { name: 'Repeat until (optional)' }).fill(until);
    await expect.poll(() => dialog.getByText('Enter a time after the trip starts').count()).toBe(0);
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toContain(`4 trips will be created: s-${tag}-1 … s-${tag}-4`);
    await dialog.getByRole('button', { name: 'Duplicate' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: `Stop times of trip s-${tag}-1` }).isVisible())
      .toBe(true);
    const last = await tripByTripId(`s-${tag}-4`);
    expect(last.stop_times[0].departure_time).toBe(`${until}:${start.slice(6)}`);

    // Delete the last one's stop times from the list.
    await page.goto(`${inject('baseUrl')}/project/${projectId}/stoptimes`);
    await page.getByRole('textbox', { name: 'Search trips' }).fill(`s-${tag}-4`);
    await page.getByRole('button', { name: `More actions for trip s-${tag}-4` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete stop times' })
      .getByRole('button', { name: 'Delete stop times' })
      .click();
    await expect
      .poll(() => page.getByRole('button', { name: `Add stop times to trip s-${tag}-4` }).isVisible())
      .toBe(true);
    expect((await tripByTripId(`s-${tag}-4`)).stop_times).toEqual([]);
  });
});

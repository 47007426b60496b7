// Draw through stops in the shape editor, on calama. With a provider (a second Ruta server whose
// MAP_MATCHING_URL is the local OSRM-protocol server, support/osrm.ts): trip 1's stops are routed
// through /route, the line comes back along the grid, undo and redo take it away and back, and
// saving with "use as the shape of trip 1" gives the trip the new shape with distances on its stop
// times. Without a provider (the shared server, in Spanish): the stops joined by straight lines;
// and stops typed in order (ids and names), an unknown one named before anything is drawn; and stops
// clicked on the map in order, the last click taken back.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';
import { settled } from './support/mapIdle.js';
import { pixelOf } from './support/pixels.js';
import { startOsrmServer, type OsrmServer } from './support/osrm.js';
import { startServer, type RunningServer } from './support/server.js';

let browser: Browser;
let osrm: OsrmServer;
let server: RunningServer;
const shots = process.env.RUTA_SCREENSHOTS; // a folder outside the repo, to look at the screens

beforeAll(async () => {
  browser = await launchBrowser();
  osrm = await startOsrmServer();
  server = await startServer(inject('dataDir'), inject('databaseUrl'), { MAP_MATCHING_URL: osrm.url });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await osrm?.close();
});

async function get<T>(account: Account, path: string): Promise<T> {
  const res = await fetch(`${account.baseUrl}/api/projects/${path}`, {
    headers: { 'User-Id': account.email, 'User-Token': account.token },
  });
  return (await res.json()) as T;
}

interface TripDetail {
  id: number;
  version: number;
  shape_id: string | null;
  stop_times: { stop_lat: number | null; shape_dist_traveled: number | null }[];
}

async function tripOne(account: Account, projectId: number): Promise<TripDetail> {
  const page = await get<{ results: { id: number; trip_id: string }[] }>(
    account,
    `${projectId}/trips/?search=1&per_page=1000`,
  );
  return get<TripDetail>(account, `${projectId}/trips/${page.results.find((r) => r.trip_id === '1')!.id}/`);
}

const count = async (page: Page, label: string) =>
  Number(await page.getByLabel(label, { exact: true }).textContent());

async function pickTripOne(page: Page, labels: { open: string; search: string; draw: string }) {
  await page.getByRole('button', { name: labels.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: labels.search }).fill('1');
  await dialog.getByRole('button', { name: '1', exact: true }).click();
  await expect.poll(() => dialog.getByRole('status').textContent(), { timeout: 10_000 }).toMatch(/ 1: \d+ /);
  if (shots) await page.waitForTimeout(400);
  if (shots) await page.screenshot({ path: `${shots}/draw-stops-${labels.open}.png` });
  await dialog.getByRole('button', { name: labels.draw, exact: true }).click();
}

describe('draw through stops', () => {
  it('routes trip 1 through the provider, undoes, and gives the trip the saved shape', async () => {
    const account = await createAccount(server.baseUrl, inject('dataDir'), 'drawroute');
    const projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
    const before = await tripOne(account, projectId);
    const stops = before.stop_times.filter((s) => s.stop_lat !== null).length;
    const page = await signedInPage(browser, account);
    await page.goto(`${server.baseUrl}/project/${projectId}/shapes/create`);
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('shape-edit');
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-empty-en.png` });

    await pickTripOne(page, { open: 'Draw through stops', search: 'Search trips', draw: 'Draw' });
    await expect
      .poll(() => page.getByTestId('drawn-note').textContent(), { timeout: 15_000 })
      .toBe(`Drawn along the streets through the ${stops} stops of trip 1.`);
    expect(osrm.requests.some((r) => r.path.startsWith('/route/v1/driving/'))).toBe(true);
    const routed = await count(page, 'Point Count');
    expect(routed).toBeGreaterThan(stops); // the grid path turns corners between stops
    // Drawing turned map matching off: the drawn line is the answer.
    expect(await page.getByRole('switch', { name: 'Map matching' }).isChecked()).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-drawn-en.png` });

    await page.getByRole('button', { name: /^Undo/ }).click();
    await expect.poll(() => count(page, 'Point Count')).toBe(0);
    await page.keyboard.press('Control+Shift+Z');
    await expect.poll(() => count(page, 'Point Count')).toBe(routed);

    await page.getByRole('textbox', { name: 'shape_id' }).fill('drawn-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const assign = dialog.getByRole('checkbox', { name: 'Use drawn-1 as the shape of trip 1' });
    expect(await assign.isChecked()).toBe(true);
    if (shots) await page.waitForTimeout(400);
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-save-en.png` });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Shape drawn-1 saved' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    const after = await tripOne(account, projectId);
    expect(after.shape_id).toBe('drawn-1');
    expect(after.stop_times.every((s) => s.shape_dist_traveled !== null)).toBe(true);
    await page.context().close();
  }, 180_000);

  it('without a provider joins the stops with straight lines (Spanish)', async () => {
    const account = await createAccount(inject('baseUrl'), inject('dataDir'), 'drawstraight');
    const projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
    const stops = (await tripOne(account, projectId)).stop_times.filter((s) => s.stop_lat !== null).length;
    const page = await signedInPage(browser, account, { language: 'es' });
    await page.goto(`${account.baseUrl}/project/${projectId}/shapes/create`);
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('shape-edit');
    await pickTripOne(page, { open: 'Trazar por las paradas', search: 'Buscar viajes', draw: 'Trazar' });
    await expect
      .poll(() => page.getByTestId('drawn-note').textContent())
      .toBe(`Trazado con líneas rectas a través de las ${stops} paradas del viaje 1.`);
    expect(await count(page, 'Cantidad de puntos')).toBe(stops);
    if (shots) await page.waitForTimeout(400);
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-drawn-es.png` });

    // Someone edits trip 1 meanwhile: the shape is saved, the trip cannot take it, and the list
    // says so instead of offering a second save.
    const trip = await tripOne(account, projectId);
    const edited = await fetch(`${account.baseUrl}/api/projects/${projectId}/trips/${trip.id}/`, {
      method: 'PATCH',
      headers: { 'User-Id': account.email, 'User-Token': account.token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ version: trip.version, trip_headsign: 'Otro letrero' }),
    });
    expect(edited.status).toBe(200);
    await page.getByRole('textbox', { name: 'shape_id' }).fill('recto-1');
    await page.getByRole('button', { name: 'Guardar', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar' }).click();
    const notGiven = page
      .getByRole('alert')
      .filter({ hasText: 'El trazado recto-1 se guardó, pero el viaje 1 no pudo tomarlo' });
    await expect.poll(() => notGiven.count(), { timeout: 20_000 }).toBe(1);
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-notgiven-es.png` });
    expect((await tripOne(account, projectId)).shape_id).toBe('T_I');
    await page.context().close();
  }, 180_000);
  it('draws through stops typed in order, naming the unknown ones (no trip is offered the shape)', async () => {
    const account = await createAccount(inject('baseUrl'), inject('dataDir'), 'drawtyped');
    const projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
    const page = await signedInPage(browser, account);
    await page.goto(`${account.baseUrl}/project/${projectId}/shapes/create`);
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('shape-edit');
    await page.getByRole('button', { name: 'Draw through stops' }).click();
    const dialog = page.getByRole('dialog', { name: 'Draw through stops' });
    await dialog.getByText('Stops typed in order').click();
    const box = dialog.getByRole('textbox', { name: 'Stops in order' });
    // By id, by name (any case), and one that is no stop.
    await box.fill('PV-8-1\nrafael sotomayor esq. rupanco, NOPE-1');
    await dialog.getByText('Unknown stops: NOPE-1.').waitFor();
    const draw = dialog.getByRole('button', { name: 'Draw', exact: true });
    expect(await draw.isDisabled()).toBe(true);
    await box.fill('PV-8-1\nrafael sotomayor esq. rupanco, PV-93-1');
    await expect
      .poll(() => dialog.getByRole('status').textContent())
      .toBe('3 stops with coordinates, in this order.');
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-typed-en.png` });
    await draw.click();
    await expect
      .poll(() => page.getByTestId('drawn-note').textContent())
      .toBe('Drawn with straight lines through the 3 stops typed.');
    expect(await count(page, 'Point Count')).toBe(3);

    await page.getByRole('textbox', { name: 'shape_id' }).fill('typed-1');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const save = page.getByRole('dialog');
    expect(await save.getByRole('checkbox').count()).toBe(0);
    await save.getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Shape typed-1 saved' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);
    await page.context().close();
  }, 180_000);

  it('draws through stops clicked on the map in order (Spanish)', async () => {
    const account = await createAccount(inject('baseUrl'), inject('dataDir'), 'drawpicked');
    const projectId = (await createProject(account, 'Elegidas')).project_id;
    const stops = [
      { stop_id: 'N', stop_name: 'Norte', stop_lat: -22.45, stop_lon: -68.93 },
      { stop_id: 'C', stop_name: 'Centro', stop_lat: -22.46, stop_lon: -68.92 },
      { stop_id: 'S', stop_name: 'Sur', stop_lat: -22.47, stop_lon: -68.93 },
    ];
    for (const stop of stops) await createRow(account, projectId, 'stops', stop);
    const page = await signedInPage(browser, account, { language: 'es' });
    await page.goto(`${account.baseUrl}/project/${projectId}/shapes/create`);
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('shape-edit');
    await page.getByRole('button', { name: 'Trazar por las paradas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Trazar por las paradas' });
    await dialog.getByText('Paradas escritas en orden').click();
    await dialog.getByRole('button', { name: 'Elegirlas en el mapa' }).click();
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('pick-stops');
    const bar = page.getByTestId('pick-stops-bar');
    await bar.getByText('Aún no hay paradas elegidas.').waitFor();
    await settled(page); // the map made room for the bar and drew the stops
    // South to north through the centre, then one too many (Norte twice) taken back.
    for (const id of ['S', 'C', 'N', 'N']) {
      const stop = stops.find((s) => s.stop_id === id)!;
      const at = await pixelOf(page, stop.stop_lon, stop.stop_lat);
      await page.mouse.click(at.x, at.y);
    }
    await bar.getByText('4 paradas: S → C → N → N').waitFor();
    if (shots) await page.screenshot({ path: `${shots}/draw-stops-picked-es.png` });
    await bar.getByRole('button', { name: 'Quitar la última' }).click();
    await bar.getByText('3 paradas: S → C → N').waitFor();
    await bar.getByRole('button', { name: 'Listo' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Paradas en orden' }).inputValue()).toBe('S\nC\nN');
    await dialog.getByRole('button', { name: 'Trazar', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('drawn-note').textContent())
      .toBe('Trazado con líneas rectas a través de las 3 paradas escritas.');
    expect(await count(page, 'Cantidad de puntos')).toBe(3);
    await page.context().close();
  }, 180_000);
});

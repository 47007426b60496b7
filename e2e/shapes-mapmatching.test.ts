// Map matching in the shape editor against a local server that speaks OSRM's match protocol
// (support/osrm.ts), through a second Ruta server started with MAP_MATCHING_URL: on by default
// when creating, the matched line comes back and 'Replace points' takes it, saving is blocked while
// it is on, and more than 100 points show 'Mapmatching not available with >100 points'. On the
// shared server (no provider) the switch is disabled and says how to enable it.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { settled } from './support/mapIdle.js';
import { startOsrmServer, type OsrmServer } from './support/osrm.js';
import { startServer, type RunningServer } from './support/server.js';

let browser: Browser;
let osrm: OsrmServer;
let server: RunningServer;
let account: Account;
let projectId: number;
let bigShapeId: number;

const line = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    shape_pt_sequence: i + 1,
    shape_pt_lat: -22.456,
    shape_pt_lon: -68.93 + i * 0.0002,
  }));

beforeAll(async () => {
  browser = await launchBrowser();
  osrm = await startOsrmServer();
  server = await startServer(inject('dataDir'), inject('databaseUrl'), { MAP_MATCHING_URL: osrm.url });
  account = await createAccount(server.baseUrl, inject('dataDir'), 'matching');
  projectId = (await createProject(account, 'Matching')).project_id;
  // The project's area (the editor opens there) and a shape over the matching limit.
  bigShapeId = (
    await createRow<{ id: number }>(account, projectId, 'shapes', { shape_id: 'BIG', points: line(101) })
  ).id;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await osrm?.close();
});

const count = async (page: Page) =>
  Number(await page.getByLabel('Point Count', { exact: true }).textContent());

describe('map matching', () => {
  it('matches while creating, blocks saving while on, replaces the points', async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${server.baseUrl}/project/${projectId}/shapes/create`);
    const toggle = page.getByRole('switch', { name: 'Map matching' });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('shape-edit');
    await settled(page);
    const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (const [dx, dy] of [
      [-220, 40],
      [-20, -60],
      [200, 30],
    ] as const)
      await page.mouse.dblclick(cx + dx, cy + dy);
    await expect.poll(() => count(page)).toBe(3);
    const replace = page.getByRole('button', { name: 'Replace points' });
    await expect.poll(() => replace.isEnabled(), { timeout: 10_000 }).toBe(true);
    const asked = osrm.requests.filter((r) => r.path.startsWith('/match/v1/driving/'));
    expect(asked.at(-1)!.params.get('radiuses')).toBe('25;25;25');

    await page.getByRole('textbox', { name: 'shape_id' }).fill('matched');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Turn map matching off' }).count())
      .toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await replace.click();
    await expect.poll(() => toggle.isChecked()).toBe(false);
    // The grid path has a corner between each pair of points: more points than drawn.
    expect(await count(page)).toBeGreaterThan(3);
    const points = await count(page);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Shape matched saved' }).count())
      .toBe(1);
    const res = await fetch(`${server.baseUrl}/api/projects/${projectId}/shapes/?search=matched`, {
      headers: { 'User-Id': account.email, 'User-Token': account.token },
    });
    expect(((await res.json()) as { results: { point_count: number }[] }).results[0]!.point_count).toBe(
      points,
    );
    await page.context().close();
  });

  it('warns with more than 100 points and sends nothing', async () => {
    const page = await signedInPage(browser, account);
    await page.goto(`${server.baseUrl}/project/${projectId}/shapes/${bigShapeId}`);
    const toggle = page.getByRole('switch', { name: 'Map matching' });
    await expect.poll(() => count(page)).toBe(101);
    expect(await toggle.isChecked()).toBe(false); // off by default when editing
    const before = osrm.requests.length;
    await toggle.click({ force: true });
    await expect
      .poll(() =>
        page.getByRole('alert').filter({ hasText: 'Mapmatching not available with >100 points' }).count(),
      )
      .toBe(1);
    await page.waitForTimeout(800);
    expect(osrm.requests.length).toBe(before);
    expect(await page.getByRole('button', { name: 'Replace points' }).isEnabled()).toBe(false);
    await page.context().close();
  });

  it('without a provider the switch is disabled and says to ask the administrator', async () => {
    const shared = await createAccount(inject('baseUrl'), inject('dataDir'), 'nomatch');
    const project = (await createProject(shared, 'Sin')).project_id;
    const page = await signedInPage(browser, shared, { language: 'es' });
    await page.goto(`${shared.baseUrl}/project/${project}/shapes/create`);
    const toggle = page.getByRole('switch', { name: 'Ajuste a calles' });
    await expect.poll(() => toggle.isDisabled()).toBe(true);
    // Planner words: the server setting itself is for the administrator (docs/deploy.md).
    await page
      .getByText('El ajuste a calles no está configurado en este servidor; pídeselo a tu administrador.')
      .first()
      .waitFor();
    expect(await page.getByText(/MAP_MATCHING_URL/).count()).toBe(0);
    await page.context().close();
  });
});

// The project dashboard in a real browser: the data cards' blocking rules as tables fill up,
// Add opening a table with its "New …" dialog, and the feed info form (server field errors, then
// POST and PATCH).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { signUpAndIn, type SignedIn } from './support/signUp.js';
import { WEEKDAYS } from '../packages/gtfs/src/test-helpers/rows.js';

let browser: Browser;
let page: Page;
let user: SignedIn;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  user = await signUpAndIn(page);
});

afterAll(async () => {
  await browser?.close();
});

const card = (table: string) => page.getByTestId(`card-${table}`);
/** A project name not used yet by this user, so a retried test can make its project again. */
let made = 0;
const fresh = (name: string) => `${name} ${++made}`;

async function expectLocked(table: string, text: string) {
  await card(table).getByText(text).waitFor();
  expect(await card(table).getAttribute('aria-disabled')).toBe('true');
  expect(await card(table).getByLabel('Locked').count()).toBe(1);
  expect(await card(table).getByRole('link').count()).toBe(0);
  const add = card(table).getByRole('button', { name: /^Add to / });
  if ((await add.count()) > 0) expect(await add.isDisabled()).toBe(true);
}

async function expectOpen(table: string) {
  await card(table).getByRole('link').waitFor();
  expect(await card(table).getAttribute('aria-disabled')).toBeNull();
}

describe('dashboard', () => {
  it('locks cards until the tables they need have rows, and Add opens the New agency dialog', async () => {
    const { project_id: id } = await user.call<{ project_id: number }>('POST', 'projects/', {
      name: fresh('Cards'),
    });
    const post = (resource: string, body: unknown) => user.call('POST', `projects/${id}/${resource}/`, body);
    const origin = new URL(page.url()).origin;
    await page.goto(`${origin}/project/${id}`);
    await page.getByRole('heading', { name: 'GTFS required data' }).waitFor();
    await page.getByRole('heading', { name: 'GTFS Optional data' }).waitFor();
    // The cards come with the table summary, after the group headings.
    await expect.poll(() => page.locator('[data-testid^="card-"]').count()).toBe(14);

    await expectLocked('routes', 'Require agency');
    await expectLocked('trips', 'Require a route and a service calendar');
    await expectLocked('frequencies', 'Require trip');
    await expectLocked('transfers', 'Require stop');
    await expectLocked('pathways', 'Require stop');
    await card('agency').getByText('No data').waitFor();

    // Add on an empty card: its screen with the New agency dialog open.
    await card('agency').getByRole('button', { name: 'Add to Agencies' }).click();
    await page.waitForURL(/\/agencies/);
    const dialog = page.getByRole('dialog', { name: 'New agency' });
    await dialog.getByLabel(/^Agency name/).fill('Buses Norte');
    await dialog.getByLabel(/^Website/).fill('https://norte.example.org');
    await dialog.getByLabel(/^Time zone/).click();
    await dialog.getByLabel(/^Time zone/).fill('Santiago');
    await page.getByRole('option', { name: 'America/Santiago' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: 'Project overview' }).click();

    // An agency opens Routes; the agency card counts it.
    await expectOpen('routes');
    await card('agency')
      .getByText(/^1\s*record$/)
      .waitFor();
    await card('routes').getByText('No data').waitFor();
    expect(await card('routes').getByRole('button', { name: 'Add to Routes' }).isDisabled()).toBe(false);
    await expectLocked('trips', 'Require a route and a service calendar');

    // Trips need a route and a service; shapes are optional.
    await post('routes', { route_id: 'R1', route_short_name: '1', route_type: 3 });
    await page.reload();
    await expectLocked('trips', 'Require a route and a service calendar');
    await post('calendars', WEEKDAYS);
    await page.reload();
    await expectOpen('trips');
    await expectLocked('frequencies', 'Require trip');

    await post('trips', { trip_id: 'T1', route_id: 'R1', service_id: 'WK' });
    await post('stops', { stop_id: 'S1', stop_name: 'Plaza', stop_lat: -22.46, stop_lon: -68.93 });
    await page.reload();
    await expectOpen('frequencies');
    await expectOpen('transfers');
    await expectOpen('pathways');
    // The network is drawn (as an SVG sketch: the test server has no base map), its stop a dot.
    await page
      .getByRole('img', { name: 'Map of the project network: routes in their colours and stops' })
      .waitFor();
    await expect
      .poll(() => page.getByTestId('sketch-stops').getAttribute('d'), { timeout: 15_000 })
      .toMatch(/^M[\d.]+ [\d.]+h0$/);

    // A card's title opens its table.
    await card('routes').getByRole('link').click();
    await page.waitForURL(/\/routes$/);
    await page.getByRole('heading', { name: 'Routes', exact: true }).waitFor();
  });

  it('creates and then updates the feed info, with server errors beside their fields', async () => {
    const { project_id: id } = await user.call<{ project_id: number }>('POST', 'projects/', {
      name: fresh('Feed'),
    });
    await page.goto(`${new URL(page.url()).origin}/project/${id}`);
    await page.getByRole('button', { name: 'Add feed info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit feed info' });
    await dialog.getByLabel(/^Publisher name/).fill('Ruta Tests');
    await dialog.getByLabel(/^Publisher website/).fill('not a url');
    await dialog.getByLabel(/^Language/).fill('es');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText(/Enter a valid URL/).waitFor();

    await dialog.getByLabel(/^Publisher website/).fill('https://ruta.example.org');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('https://ruta.example.org').waitFor();

    // Now it exists: the edit button updates it (PATCH with its version).
    await page.getByRole('button', { name: 'Edit feed info' }).click();
    await dialog.getByLabel(/^Version/).fill('2026.1');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('2026.1').waitFor();
    const stored = await user.call<{ feed_version: string; version: number }>(
      'GET',
      `projects/${id}/feedinfo/`,
    );
    expect(stored).toMatchObject({ feed_version: '2026.1', version: 2 });
  });
});

// The start checklist of an empty project's overview: every step to a valid feed listed in order,
// each leading to where it is done (a screen, the feed info form, the build card), ticked as the
// project fills, and gone once the complete feed has been built. Each project screen offers the next
// step not done beside its breadcrumbs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { WEEKDAYS } from '../packages/gtfs/src/test-helpers/rows.js';
import { retryTag } from './support/account.js';
import { signUpAndIn, type SignedIn } from './support/signUp.js';

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

const checklist = () => page.getByRole('region', { name: 'Your first feed' });
/** The start checklist's next step, offered beside the breadcrumbs of a project screen. */
const nextLink = (name: string | RegExp) =>
  page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name });
const step = (name: string) => checklist().getByRole('listitem').filter({ hasText: name });

describe('start checklist', () => {
  it('leads an empty project through every step to a built feed', async () => {
    const { project_id: id } = await user.call<{ project_id: number }>('POST', 'projects/', {
      name: `Start ${retryTag()}`,
    });
    const post = (resource: string, body: unknown) =>
      user.call<{ id: number }>('POST', `projects/${id}/${resource}/`, body);
    const overview = `${new URL(page.url()).origin}/project/${id}`;
    await page.goto(overview);
    await checklist().getByText('0 of 7 done').waitFor();
    expect(await checklist().getByRole('listitem').allInnerTexts()).toEqual([
      expect.stringMatching(/^1\s+Agency\s+Add the agency that runs the service/),
      expect.stringMatching(/^2\s+Feed info\s+Say who publishes/),
      expect.stringMatching(/^3\s+Service calendar\s+Add the days/),
      expect.stringMatching(/^4\s+Stops\s+Place at least two stops/),
      expect.stringMatching(/^5\s+Route\s+Add a route/),
      expect.stringMatching(/^6\s+Trips and times\s+Add a trip/),
      expect.stringMatching(/^7\s+Build and validate\s+Run Build and validate/),
    ]);

    // A step leads to its screen, with the new-record form open where the table is empty.
    await step('Agency').getByRole('link', { name: 'Agency' }).click();
    await page.waitForURL(/\/agencies\?new=1$/);
    await page.getByRole('dialog').waitFor();
    await post('agencies', {
      agency_name: 'Buses Calama',
      agency_url: 'https://calama.example.org',
      agency_timezone: 'America/Santiago',
    });
    // The agencies screen, its step done, offers the next one beside the breadcrumbs: the feed info
    // form, opened on the overview (the address then loses its ?step).
    await page.goto(`${overview}/agencies`);
    await nextLink('Next: Feed info').click();
    await page.getByRole('dialog', { name: 'Edit feed info' }).waitFor();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Edit feed info' }).waitFor({ state: 'hidden' });
    await checklist().getByText('1 of 7 done').waitFor();
    await step('Agency').getByText('Done').waitFor();
    // The overview has the checklist itself: no next-step link there.
    expect(await nextLink(/^Next:/).count()).toBe(0);

    // Feed info is filled in a form on the overview itself.
    await step('Feed info').getByRole('button', { name: 'Feed info' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit feed info' });
    await dialog.getByLabel(/^Publisher name/).fill('Buses Calama');
    await dialog.getByLabel(/^Publisher website/).fill('https://calama.example.org');
    await dialog.getByLabel(/^Language/).fill('es');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await checklist().getByText('2 of 7 done').waitFor();
    await step('Feed info').getByText('Done').waitFor();

    await post('calendars', { ...WEEKDAYS, end_date: '2027-12-31' });
    await post('stops', { stop_id: 'S1', stop_name: 'Plaza', stop_lat: -22.46, stop_lon: -68.93 });
    await post('stops', { stop_id: 'S2', stop_name: 'Terminal', stop_lat: -22.45, stop_lon: -68.92 });
    await post('routes', { route_id: 'L1', route_short_name: 'L1', route_type: 3 });
    // With a route, the first trip starts from it: the timetable's New trip dialog.
    await page.reload();
    await checklist().getByText('5 of 7 done').waitFor();
    expect(await step('Trips and times').getByRole('link').getAttribute('href')).toBe(
      `/project/${id}/timetable?new=1`,
    );
    await post('trips', { trip_id: 'T1', route_id: 'L1', service_id: 'WK' });
    await page.reload();
    await checklist().getByText('5 of 7 done').waitFor();
    await step('Trips and times').getByText('Give the trips their stops and times.').waitFor();
    expect(await step('Trips and times').getByRole('link').getAttribute('href')).toBe(
      `/project/${id}/stoptimes`,
    );

    // The trip's stop times, written as the stop-times editor does (the trip with its list).
    const trips = await user.call<{ results: { id: number; version: number }[] }>(
      'GET',
      `projects/${id}/trips/`,
    );
    const trip = trips.results[0]!;
    await user.call('PATCH', `projects/${id}/trips/${trip.id}/`, {
      version: trip.version,
      stop_times: [
        {
          stop_id: 'S1',
          stop_sequence: 1,
          arrival_time: '06:00:00',
          departure_time: '06:00:00',
          timepoint: 1,
        },
        {
          stop_id: 'S2',
          stop_sequence: 2,
          arrival_time: '06:10:00',
          departure_time: '06:10:00',
          timepoint: 1,
        },
      ],
    });
    // From the stop-times screen, the next step is the build card, which gets the keyboard.
    await page.goto(`${overview}/stoptimes`);
    await nextLink('Next: Build and validate').click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('build-card');
    await checklist().getByText('6 of 7 done').waitFor();

    // The last step takes the keyboard to the build card, where Run is.
    await step('Build and validate').getByRole('button', { name: 'Build and validate' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('build-card');
    const card = page.getByRole('region', { name: 'Build and validate GTFS' });
    await card.getByRole('button', { name: 'Run' }).click();
    await card.getByText('Finished', { exact: true }).waitFor({ timeout: 30_000 });
    // Built complete, the feed has its findings instead of the checklist.
    await expect.poll(() => checklist().count()).toBe(0);
  });
});

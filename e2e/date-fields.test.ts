// Every date field of the app typed as a person types it: Chromium's date input takes month, day and
// year as segments, one key at a time, and each key may change the input's value (a year's first digit
// already makes "0002-03-15" a date). A form that rendered another tree once its value first parsed
// remounted the input and kept "0202" of "2027": each field here is typed key by key and read back.
// The fields: a calendar's start and end (the add dialog and a grid cell), a calendar date's date,
// the feed info's start and end, and the activity page's period.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldWords } from '../packages/gtfs/src/schema/field-words.js';
import { WEEKDAYS } from '../packages/gtfs/src/test-helpers/rows.js';
import { en } from '../packages/web/src/i18n/en.js';
import { launchBrowser } from './support/browser.js';
import { editCellButton } from './support/grid.js';
import { signUpAndIn, type SignedIn } from './support/signUp.js';

let browser: Browser;
let page: Page;
let api: SignedIn;
let base: string;

/** A form field by its words (the GTFS name is beneath it). */
const field = (scope: Locator, table: string, name: string) =>
  scope.getByLabel(new RegExp(`^${fieldWords(table, name)!.label.en}( \\*)?$`));

/** Types a date into a date input as keys (en-US: month, day, year), then reads it back. */
async function typeDate(input: Locator, iso: string): Promise<string> {
  const [year, month, day] = iso.split('-');
  // Focused, the input's first segment (the month) takes the keys.
  await input.focus();
  await page.keyboard.type(`${month}${day}${year}`, { delay: 20 });
  return input.inputValue();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  api = await signUpAndIn(page);
  const project = await api.call<{ project_id: number }>('POST', 'projects/', { name: 'Dates' });
  base = `${new URL(page.url()).origin}/project/${project.project_id}`;
  const post = (resource: string, body: unknown) =>
    api.call('POST', `projects/${project.project_id}/${resource}/`, body);
  await post('agencies', {
    agency_id: 'A1',
    agency_name: 'Buses Norte',
    agency_url: 'https://norte.example.org',
    agency_timezone: 'America/Santiago',
  });
  await post('calendars', WEEKDAYS);
});

afterAll(async () => {
  await browser?.close();
});

describe('date fields typed key by key', () => {
  it("a new calendar's start and end", async () => {
    await page.goto(`${base}/calendars`);
    await page.getByRole('button', { name: en.tables.addRow }).click();
    const dialog = page.getByRole('dialog', { name: en.forms.newTitle.calendar });
    // It opens on the period of the service before it, and a preset names it.
    await expect.poll(() => field(dialog, 'calendar', 'start_date').inputValue()).toBe(WEEKDAYS.start_date);
    expect(await field(dialog, 'calendar', 'end_date').inputValue()).toBe(WEEKDAYS.end_date);
    await dialog.getByRole('button', { name: en.forms.presetWeekend, exact: true }).click();
    expect(await field(dialog, 'calendar', 'service_id').inputValue()).toBe(en.forms.serviceIds.weekend);
    expect(await typeDate(field(dialog, 'calendar', 'start_date'), '2027-03-15')).toBe('2027-03-15');
    expect(await typeDate(field(dialog, 'calendar', 'end_date'), '2028-11-30')).toBe('2028-11-30');
    await page.keyboard.press('Escape');
  });

  it("a calendar's end in its grid cell", async () => {
    await page.goto(`${base}/calendars`);
    await editCellButton(page, 'end_date', WEEKDAYS.service_id).click();
    const input = page.getByLabel(`end_date of row ${WEEKDAYS.service_id}`, { exact: true });
    expect(await typeDate(input, '2029-07-04')).toBe('2029-07-04');
  });

  it("a new calendar date's date", async () => {
    page.once('dialog', (d) => void d.accept());
    await page.goto(`${base}/calendardates`);
    await page.getByRole('button', { name: en.tables.addRow }).click();
    const dialog = page.getByRole('dialog', { name: en.forms.newTitle.calendar_dates });
    expect(await typeDate(field(dialog, 'calendar_dates', 'date'), '2027-09-18')).toBe('2027-09-18');
  });

  it("the feed info's start and end", async () => {
    await page.goto(base);
    await page.getByRole('button', { name: en.dashboard.editFeedInfo }).click();
    const dialog = page.getByRole('dialog', { name: en.dashboard.editFeedInfo });
    // In a project made in Ruta an empty date says what the build writes there; a typed one is read out.
    await dialog.getByText(en.dashboard.filledAtBuild.dates).first().waitFor();
    expect(await dialog.getByText(en.dashboard.filledAtBuild.dates).count()).toBe(2);
    expect(await typeDate(field(dialog, 'feed_info', 'feed_start_date'), '2027-01-02')).toBe('2027-01-02');
    expect(await typeDate(field(dialog, 'feed_info', 'feed_end_date'), '2027-12-31')).toBe('2027-12-31');
    expect(await dialog.getByText(en.dashboard.filledAtBuild.dates).count()).toBe(0);
    await dialog.getByText('Friday, December 31, 2027').waitFor();
  });

  it("the activity page's period", async () => {
    await page.goto(`${base}/activity`);
    const from = page.getByLabel(en.history.from, { exact: true });
    expect(await typeDate(from, '2026-05-06')).toBe('2026-05-06');
    const to = page.getByLabel(en.history.to, { exact: true });
    expect(await typeDate(to, '2026-06-07')).toBe('2026-06-07');
  });
});

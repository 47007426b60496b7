// The generic table screen in a real browser, on three representative tables (agencies, calendar
// dates, transfers; every table's rules are checked at the API, tables/every-table.test.ts): add a row
// through its "New …" dialog (fields found by their words), edit a cell inline and save, see a server
// error on its cell, delete (and a refused delete of a referenced row), download the CSV and upload it
// back; a broken CSV upload, the unsaved question when leaving and Tab to the next cell (a cell's own
// keys are its component test, tables/cells/GridCell.dom.test.tsx). Rows other tables need are made through the API first;
// what is under test goes through the screen.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn, type SignedIn } from './support/signUp.js';
import { downloadedBytes, launchBrowser } from './support/browser.js';
import { editCellButton } from './support/grid.js';
import { WEEKDAYS } from '../packages/gtfs/src/test-helpers/rows.js';
import { fieldWords } from '../packages/gtfs/src/schema/field-words.js';
import { RESOURCES, type ResourceName } from '../packages/gtfs/src/schema/resources.js';
import { en } from '../packages/web/src/i18n/en.js';

type Kind = 'text' | 'select' | 'fk' | 'tz' | 'check';

interface Case {
  resource: string;
  title: string;
  /** The add dialog: [field, kind, value]; select values are option labels. */
  fill: [string, Kind, string][];
  /** What the new row is called in the grid's labels (its key values, or its GTFS id). */
  rowName: string;
  /** An inline edit that saves: [field, new text]. */
  edit: [string, string];
  /** An inline edit the server refuses, with the start of its message. */
  bad: [string, string, string];
  /** A seeded row that others reference: its delete is refused with the server's message. */
  referenced?: string;
  /** The row's name after the edit, when the edit changes its key. */
  renamed?: string;
}

// Shapes are not here: their screen is the shapes list and editor (e2e/shapes-editor.test.ts).
// Three tables stand for all (every table's rules are checked at the API,
// packages/server/test/tables/every-table.test.ts): agencies (a time zone picker, a refused delete),
// calendar dates (a choice list, an edit that renames the row) and transfers (two references, a row
// without a name of its own, found by its id).
const CASES: Case[] = [
  {
    resource: 'agencies',
    title: 'Agencies',
    fill: [
      ['agency_id', 'text', 'A2'],
      ['agency_name', 'text', 'Buses Sur'],
      ['agency_url', 'text', 'https://sur.example.org'],
      ['agency_timezone', 'tz', 'America/Santiago'],
    ],
    rowName: 'A2',
    edit: ['agency_name', 'Buses del Sur'],
    bad: ['agency_url', 'not a url', 'Enter a valid URL'],
    referenced: 'A1',
  },
  {
    resource: 'calendardates',
    title: 'Calendar dates',
    fill: [
      ['service_id', 'text', 'WK'],
      ['date', 'text', '2026-09-18'],
      ['exception_type', 'select', 'Service removed'],
    ],
    rowName: 'WK 2026-09-18',
    edit: ['date', '2026-09-19'],
    renamed: 'WK 2026-09-19',
    bad: ['service_id', '', 'This field is required'],
  },
  {
    resource: 'transfers',
    title: 'Transfers',
    fill: [
      ['from_stop_id', 'fk', 'S1'],
      ['to_stop_id', 'fk', 'S2'],
      ['transfer_type', 'select', 'Timed transfer'],
    ],
    rowName: '',
    edit: ['min_transfer_time', '120'],
    bad: ['min_transfer_time', '-5', 'Must be zero or greater'],
  },
];

/** Each dialog is titled by what it adds. */
const NEW_TITLES: Record<string, string> = Object.fromEntries(
  Object.keys(RESOURCES).map((r) => [r, en.forms.newTitle[RESOURCES[r as ResourceName].name as 'agency']]),
);

let browser: Browser;
let page: Page;
let api: SignedIn;
let projectId: number;

/** A form field is named by its words (the GTFS name is beneath it). */
const label = (resource: string, field: string) => {
  const words = fieldWords(RESOURCES[resource as ResourceName].name, field)!.label.en;
  return new RegExp(`^${words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
};

async function fill(dialog: Locator, resource: string, [field, kind, value]: [string, Kind, string]) {
  const input = dialog.getByLabel(label(resource, field));
  if (kind === 'check') return input.check();
  if (kind === 'text') return input.fill(value);
  await input.click();
  if (kind !== 'select') await input.fill(value);
  const option =
    kind === 'select'
      ? page.getByRole('option', { name: value, exact: true })
      : page.getByRole('option', { name: new RegExp(`^${value}( ·|$)`) });
  await option.first().click();
}

/** The row of the grid that a cell label names, found by its edit-cell button. */
function cellButton(field: string, rowName: string) {
  return editCellButton(page, field, rowName);
}

async function editCell(field: string, rowName: string, value: string) {
  await cellButton(field, rowName).click();
  const input = page.getByLabel(`${field} of row ${rowName}`, { exact: true });
  await input.fill(value);
  await input.press('Enter');
}

async function save() {
  await page.getByRole('button', { name: /^Save \(\d+\)$/ }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  api = await signUpAndIn(page);
  const project = await api.call<{ project_id: number }>('POST', 'projects/', { name: 'Tables' });
  projectId = project.project_id;
  const post = (resource: string, body: unknown) =>
    api.call('POST', `projects/${projectId}/${resource}/`, body);
  await post('agencies', {
    agency_id: 'A1',
    agency_name: 'Buses Norte',
    agency_url: 'https://norte.example.org',
    agency_timezone: 'America/Santiago',
  });
  await post('calendars', WEEKDAYS);
  // Level L1 for the broken upload and the unsaved question.
  await post('levels', { level_id: 'L1', level_index: 0 });
  await post('stops', { stop_id: 'S1', stop_name: 'Plaza', stop_lat: -22.46, stop_lon: -68.93 });
  await post('stops', { stop_id: 'S2', stop_name: 'Terminal', stop_lat: -22.44, stop_lon: -68.91 });
  // Route R1 uses agency A1, whose delete the screen must refuse.
  await post('routes', { route_id: 'R1', agency_id: 'A1', route_short_name: '1', route_type: 3 });
});

afterEach(async (context) => {
  // A failed test leaves a picture of the screen for whoever reads the log.
  if (context.task.result?.state === 'fail' && process.env.E2E_SHOTS)
    await page.screenshot({ path: `${process.env.E2E_SHOTS}/${context.task.name.split(':')[0]}.png` });
  // Whatever a failed test left unsaved must not block the next one's navigation.
  page.once('dialog', (dialog) => void dialog.accept());
});

afterAll(async () => {
  await browser?.close();
});

describe('table screens', () => {
  for (const c of CASES) {
    it(`${c.resource}: add, edit and save, error on the cell, delete, CSV down and up`, async () => {
      await page.goto(`${new URL(page.url()).origin}/project/${projectId}/${c.resource}`);
      await page.getByRole('heading', { name: c.title, exact: true }).waitFor();

      // Add through its dialog.
      await page.getByRole('button', { name: 'Add row' }).click();
      const dialog = page.getByRole('dialog', { name: NEW_TITLES[c.resource] });
      for (const field of c.fill) await fill(dialog, c.resource, field);
      await dialog.getByRole('button', { name: 'Create' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Rows without a short name (composite keys of 3+ fields) are found by their row id.
      let name = c.rowName;
      if (!name) {
        const rows = await api.call<{ results: { id: number }[] }>(
          'GET',
          `projects/${projectId}/${c.resource}/?sort=id|desc&per_page=1`,
        );
        name = `#${rows.results[0]!.id}`;
      }
      await cellButton(c.edit[0], name).waitFor();

      // Edit a cell, Enter keeps it, Save sends it.
      await editCell(c.edit[0], name, c.edit[1]);
      expect(await page.locator('tr[data-row-status="changed"]').count()).toBe(1);
      await save();
      await expect.poll(() => page.locator('tr[data-row-status="changed"]').count()).toBe(0);
      if (c.renamed) name = c.renamed;
      await page.getByText(c.edit[1], { exact: true }).first().waitFor();

      // A value the server refuses: the row is marked and the message is on the cell.
      await editCell(c.bad[0], name, c.bad[1]);
      await save();
      const errorRow = page.locator('tr[data-row-status="error"]');
      await errorRow.getByRole('alert').filter({ hasText: c.bad[2] }).first().waitFor();
      await page.getByRole('button', { name: `Undo changes of row ${name}` }).click();
      expect(await errorRow.count()).toBe(0);

      // CSV download, then the same file uploaded back (replacing the table with itself).
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/\.(csv|txt)$/);
      const csv = (await downloadedBytes(download)).toString('utf8');
      expect(csv.split('\n')[0]).toContain(c.fill[0]![0]);
      await page.getByRole('button', { name: 'Upload CSV' }).click();
      const upload = page.getByRole('dialog', { name: 'Upload CSV' });
      await upload.getByText('This action cannot be undone.').waitFor();
      await upload.locator('input[type="file"]').setInputFiles({
        name: download.suggestedFilename(),
        mimeType: 'text/csv',
        buffer: Buffer.from(csv),
      });
      await upload.getByRole('button', { name: 'Replace table' }).click();
      await upload.waitFor({ state: 'hidden' });

      // Delete the new row.
      await page.getByRole('button', { name: `Delete row ${name}`, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete row' });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await cellButton(c.edit[0], name).waitFor({ state: 'detached' });

      // A referenced row: the server's refusal stays in the dialog.
      if (c.referenced) {
        await page.getByRole('button', { name: `Delete row ${c.referenced}`, exact: true }).click();
        await confirm.getByRole('button', { name: 'Delete' }).click();
        await confirm.getByRole('alert').filter({ hasText: 'cannot be deleted' }).waitFor();
        await confirm.getByRole('button', { name: 'Cancel' }).click();
        await cellButton(c.fill[0]![0], c.referenced).waitFor();
      }
    });
  }

  it('refuses a broken CSV with the server rows errors, and asks before leaving unsaved changes', async () => {
    await page.goto(`${new URL(page.url()).origin}/project/${projectId}/levels`);
    await page.getByRole('heading', { name: 'Levels' }).waitFor();
    await page.getByRole('button', { name: 'Upload CSV' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload CSV' });
    await upload.locator('input[type="file"]').setInputFiles({
      name: 'levels.txt',
      mimeType: 'text/csv',
      buffer: Buffer.from('level_id,level_index\nL1,abc\n'),
    });
    await upload.getByRole('button', { name: 'Replace table' }).click();
    await upload.getByRole('alert').waitFor();
    await upload.getByRole('button', { name: 'Cancel' }).click();

    // Unsaved changes: leaving asks; staying keeps the edit.
    await editCell('level_name', 'L1', 'Ground');
    await page.getByRole('link', { name: 'Project overview' }).click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await question.getByText('There are unsaved changes, are you sure you want to proceed?').waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toMatch(/\/levels$/);
    // Tab from an open cell opens the next one (the grid's move; the cell's keys are its component test).
    await cellButton('level_id', 'L1').click();
    await page.getByLabel('level_id of row L1', { exact: true }).press('Tab');
    await page.getByLabel('level_index of row L1', { exact: true }).waitFor();
    await page.getByLabel('level_index of row L1', { exact: true }).press('Escape');
    await page.getByRole('link', { name: 'Project overview' }).click();
    await question.getByRole('button', { name: 'Proceed' }).click();
    await page.waitForURL(/\/project\/\d+$/);
  });
});

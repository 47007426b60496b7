// Names sorted as people read them, in the grid (server-side collation, src/tables/collation.ts):
// in Spanish "Álamo" sorts between "Alameda" and "Azul" and "Ñandú" after "Nube"; ids with numbers
// in natural order (R2 before R10), both ways.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createProject, createRow, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

const STOPS: [string, string][] = [
  ['R10', 'Zapata'],
  ['R2', 'Azul'],
  ['R1', 'Álamo'],
  ['R20', 'Ñandú'],
  ['R3', 'Alameda'],
  ['R100', 'Nube'],
];

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'sorting');
  projectId = (await createProject(account, `Orden ${retryTag()}`)).project_id;
  for (const [stop_id, stop_name] of STOPS)
    await createRow(account, projectId, 'stops', { stop_id, stop_name, stop_lat: -22.45, stop_lon: -68.92 });
  page = await signedInPage(browser, account, { language: 'es' });
});

afterAll(async () => {
  await browser?.close();
});

const column = (field: string) =>
  page.getByRole('button', { name: new RegExp(`(^|\\s)Editar ${field} de la fila `) }).allInnerTexts();
const sortButton = (field: string) => page.getByRole('button', { name: `Ordenar por ${field}`, exact: true });
const header = (field: string) => page.getByRole('columnheader').filter({ has: sortButton(field) });

describe('sorting in the grid', () => {
  it('sorts stop names in Spanish order and ids in natural order, both ways', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}/stops?tab=table`);
    // A cell's name starts with the value it shows (R10's name), then says what editing it does.
    await page.getByRole('button', { name: /(^|\s)Editar stop_name de la fila R10$/ }).waitFor();

    await sortButton('stop_name').click();
    await expect.poll(() => header('stop_name').getAttribute('aria-sort')).toBe('ascending');
    await expect
      .poll(() => column('stop_name'))
      .toEqual(['Alameda', 'Álamo', 'Azul', 'Nube', 'Ñandú', 'Zapata']);
    await sortButton('stop_name').click();
    await expect.poll(() => header('stop_name').getAttribute('aria-sort')).toBe('descending');
    await expect
      .poll(() => column('stop_name'))
      .toEqual(['Zapata', 'Ñandú', 'Nube', 'Azul', 'Álamo', 'Alameda']);

    await sortButton('stop_id').click();
    await expect.poll(() => header('stop_id').getAttribute('aria-sort')).toBe('ascending');
    await expect.poll(() => column('stop_id')).toEqual(['R1', 'R2', 'R3', 'R10', 'R20', 'R100']);
    await sortButton('stop_id').click();
    await expect.poll(() => column('stop_id')).toEqual(['R100', 'R20', 'R10', 'R3', 'R2', 'R1']);
  });
});

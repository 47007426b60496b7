// Nothing is lost in the timetable editor (Calama, route B, direction 0): every edit is one undo
// step (Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the toolbar's buttons), deleting trips asks first naming
// how many, and leaving with unsaved changes asks too. E2E_SHOTS=/dir keeps screenshots.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { calamaZip } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

const S1 = 'Ruta 21 Nº 8 Norte';
/** A time cell, named by its time (which changes as it is edited), its stop and its trip. */
const cell = (trip: string, stop = S1) =>
  page.getByRole('gridcell', { name: new RegExp(`, ${stop}, trip ${trip}$`) });
const text = (trip: string) => cell(trip).innerText();
const grid = () => page.getByRole('grid', { name: 'Timetable' });
const button = (name: string) => page.getByRole('button', { name, exact: true });
const shot = async (name: string) => {
  if (!process.env.E2E_SHOTS) return;
  await page.waitForTimeout(400); // the dialog's opening transition
  await page.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-undo-${name}.png` });
};

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'timetable-undo');
  page = await signedInPage(browser, account);
  page.on('pageerror', (e) => console.error('PAGEERROR', e));
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
  await page.goto(`${account.baseUrl}/project/${projectId}/timetable?route=80&direction=0`);
  await cell('286').waitFor();
});

afterAll(async () => {
  await browser?.close();
});

describe('timetable undo, redo and safe delete', () => {
  it('undoes and redoes each edit with the keys and the buttons', async () => {
    expect(await text('286')).toBe('08:03');
    expect(await button('Undo (Ctrl+Z)').isDisabled()).toBe(true);
    await cell('286').click();
    await page.keyboard.type('08:04');
    await page.keyboard.press('Enter');
    await expect.poll(() => text('286')).toBe('08:04');
    // The row header selects trip 994; + shifts it 5 minutes later.
    await page.getByRole('rowheader', { name: /^994/ }).click();
    await grid().press('+');
    await expect.poll(() => text('994')).toBe('08:09');
    await page.getByRole('status').filter({ hasText: '2 trips changed' }).waitFor();

    await grid().press('Control+Z');
    await expect.poll(() => text('994')).toBe('08:04');
    expect(await text('286')).toBe('08:04');
    await grid().press('Control+Z');
    await expect.poll(() => text('286')).toBe('08:03');
    // Back to what was read: nothing to save, nothing more to undo.
    expect(await button('Save').isDisabled()).toBe(true);
    expect(await button('Undo (Ctrl+Z)').isDisabled()).toBe(true);

    await grid().press('Control+Shift+Z');
    await expect.poll(() => text('286')).toBe('08:04');
    await button('Redo (Ctrl+Shift+Z)').click();
    await expect.poll(() => text('994')).toBe('08:09');
    expect(await button('Redo (Ctrl+Shift+Z)').isDisabled()).toBe(true);
    await button('Undo (Ctrl+Z)').click();
    await expect.poll(() => text('994')).toBe('08:04');
    await grid().press('Control+Y');
    await expect.poll(() => text('994')).toBe('08:09');
  });

  it('asks before deleting trips, naming how many, and the deletion can be undone', async () => {
    // Trips 994 and 287 follow each other: a click and a shift-click select both.
    await cell('994').click();
    await cell('287').click({ modifiers: ['Shift'] });
    await button('Delete 2 trips').click();
    const dialog = page.getByRole('dialog', { name: 'Delete 2 trips?' });
    await dialog.getByText('Trips 994 to 287 and their stop times are deleted when you save.').waitFor();
    await shot('delete');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cell('287').count()).toBe(1);

    await button('Delete 2 trips').click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => cell('287').count()).toBe(0);
    expect(await cell('994').count()).toBe(0);
    await grid().press('Control+Z');
    await expect.poll(() => cell('287').count()).toBe(1);
    expect(await text('994')).toBe('08:09');
  });

  it('asks before leaving with unsaved changes', async () => {
    await page.getByRole('link', { name: 'Open trip 288 in the stop-times editor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/project/${projectId}/timetable`);
    expect(await text('994')).toBe('08:09');
  });

  it('speaks Spanish in the buttons and the question', async () => {
    const es = await signedInPage(browser, account, { language: 'es' });
    await es.goto(`${account.baseUrl}/project/${projectId}/timetable?route=80&direction=0`);
    await es.getByRole('gridcell', { name: new RegExp(`, ${S1}, viaje 286$`) }).click();
    await es.getByRole('button', { name: 'Deshacer (Ctrl+Z)' }).waitFor();
    await es.getByRole('button', { name: 'Eliminar viaje', exact: true }).click();
    await es.getByRole('dialog', { name: '¿Eliminar 1 viaje?' }).getByText('El viaje 286').waitFor();
    await es.waitForTimeout(400);
    if (process.env.E2E_SHOTS)
      await es.screenshot({ path: `${process.env.E2E_SHOTS}/timetable-undo-es-delete.png` });
    await es.context().close();
  });
});

// Findings that say what to fix (issue 25), in Spanish: a feed with weekday trips and a weekend
// service still without any gets trip_coverage_not_active_for_next7_days naming the weekend days and
// the service, with a link to the timetable where its trips are added; the HTML report opens in a
// tab in Spanish with its counted words agreeing with their numbers, and the card's last run is in
// the past tense.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createRow, importProject, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { syntheticFeed } from './support/feeds.js';

let browser: Browser;
let page: Page;
let account: Account;
let projectId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'findingsfix');
  // Weekday trips only (WK, Monday to Friday, all of 2026) and a weekend service with no trip.
  projectId = (await importProject(account, 'Sin fin de semana', await syntheticFeed(2, 3))).project_id;
  await createRow(account, projectId, 'calendars', {
    service_id: 'FDS',
    monday: false,
    tuesday: false,
    wednesday: false,
    thursday: false,
    friday: false,
    saturday: true,
    sunday: true,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
  });
  page = await signedInPage(browser, account, { language: 'es', timeout: 15_000 });
});
afterAll(async () => {
  await browser?.close();
});

const card = () => page.getByRole('region', { name: 'Generar y validar GTFS' });

describe('findings that say what to fix', () => {
  it('runs the build; the last run reads in the past tense', async () => {
    await page.goto(`${account.baseUrl}/project/${projectId}`);
    await card().getByRole('button', { name: 'Ejecutar' }).click();
    await card().getByText('Finalizado', { exact: true }).waitFor({ timeout: 60_000 });
    await expect.poll(() => card().locator('time').first().innerText()).toMatch(/^hace /);
  });

  it('opens the HTML report in a tab, in Spanish, with its counts in agreement', async () => {
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      card().getByRole('button', { name: 'Ver problemas' }).click(),
    ]);
    await tab.getByRole('heading', { name: 'Informe de validación GTFS' }).waitFor();
    expect(await tab.locator('html').getAttribute('lang')).toBe('es');
    const text = await tab.locator('body').innerText();
    expect(text).toContain('trip_coverage_not_active_for_next7_days');
    expect(text).not.toMatch(/\b1 (filas|errores|advertencias|avisos)\b/);
    await tab.close();
  });

  it('names the days and the service without trips, and links to the timetable', async () => {
    await card().getByRole('link', { name: 'Hallazgos' }).click();
    await page.getByRole('button', { name: /trip_coverage_not_active_for_next7_days/ }).click();
    const fix = page.getByTestId('coverage-fix');
    await fix.getByText('Qué corregir').waitFor();
    // Two weekend days fall in any seven, each named with its weekday in Spanish.
    await fix
      .getByText(/Ningún viaje circula estos 2 días: (sábado|domingo), .+; (sábado|domingo), /)
      .waitFor();
    await fix.getByRole('link', { name: /Añadir viajes al servicio FDS en el horario/ }).click();
    await page.waitForURL(new RegExp(`/project/${projectId}/timetable$`));
  });
});

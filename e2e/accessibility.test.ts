// axe-core's WCAG 2.1 A and AA rules on every screen of the router, in English and Spanish: the
// signed-out screens (sign-in, register, password recovery, e-mail verification, an invitation, the
// 404), then each project screen signed in with the Calama feed loaded, built and proposed as a
// release (overview with its network and build card, every table grid, the stops map and table, the
// stop-times list and editor, the shapes list, editor and new shape, the timetable, the validation
// report, tidy, releases and a release, activity, members), the overview of a project whose import
// left warnings and of an empty project (its start checklist). Any serious or critical violation
// fails its screen's test; every violation found is printed with its rule, target and help.
// Screens after the first are opened inside the app (history.pushState and a popstate event, as a
// link click does), not reloaded: a reload parses the app's bundle again, which was most of the
// suite's time. Each signed-in screen is opened once and checked in both languages in one pass: in
// the language the page speaks, then again after the header's language menu switches it (the next
// screen starts in that language), so a screen's data loads once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RESOURCE_NAMES } from '../packages/gtfs/src/schema/resources.js';
import {
  createAccount,
  createProject,
  importProject,
  retryTag,
  signInContext,
  type Account,
} from './support/account.js';
import { seriousViolations } from './support/axe.js';
import { launchBrowser } from './support/browser.js';
import { calamaZip, zipFiles } from './support/feeds.js';
import { mapsSettled } from './support/mapIdle.js';

let browser: Browser;
let account: Account;
let projectId: number;
let messyId: number;
let emptyId: number;
let shapeId: number;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function api(path: string, init: RequestInit = {}): Promise<any> {
  const res = await fetch(`${account.baseUrl}/api/projects/${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', 'User-Id': account.email, 'User-Token': account.token },
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A feed whose import leaves warnings, for the overview's import report. */
const messyFeed = () =>
  zipFiles({
    'agency.txt': Buffer.from(
      'agency_id,agency_name,agency_url,agency_timezone\nA,Messy,https://m.example.org,America/Santiago\n',
    ),
    'stops.txt': Buffer.from('stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\nS2,Dos\n'),
  });

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'axe');
  projectId = (await importProject(account, 'Calama', calamaZip())).project_id;
  messyId = (await importProject(account, `Messy ${retryTag()}`, await messyFeed())).project_id;
  emptyId = (await createProject(account, `Empty ${retryTag()}`)).project_id;
  shapeId = (await api(`${projectId}/shapes/?no_page=True`))[0].id;
  // A finished build, so that the overview's build card and the validation page show a report.
  await api(`${projectId}/build_and_validate_gtfs_file/`, { method: 'POST' });
  const deadline = Date.now() + 90_000;
  let status = '';
  while (Date.now() < deadline && !['finished', 'error', 'canceled'].includes(status)) {
    await new Promise((r) => setTimeout(r, 500));
    status = (await api(`${projectId}/`)).gtfs_building_and_validation_status;
  }
  if (status !== 'finished') throw new Error(`Calama's build ended as "${status}"`);
  // Release 1, for the releases list and a release's page.
  await api(`${projectId}/releases/`, { method: 'POST', body: JSON.stringify({ note: 'axe' }) });
});

afterAll(async () => {
  await browser?.close();
});

/** Requests in flight per page and when the last one ended, to tell when a screen has loaded. */
const traffic = new WeakMap<Page, { inFlight: Set<string>; lastEnd: number }>();

function watchTraffic(page: Page) {
  const state = { inFlight: new Set<string>(), lastEnd: Date.now() };
  traffic.set(page, state);
  // Keyed by the request itself (its method and URL are not unique), named for the failure message.
  const names = new WeakMap<object, string>();
  let next = 0;
  page.on('request', (request) => {
    // The app's own files (scripts, styles, MapLibre's worker) are not data, and a worker's script
    // may never report its end; a chunk still loading shows a loader, which is waited for below.
    if (new URL(request.url()).pathname.startsWith('/assets/')) return;
    const name = `${next++} ${request.method()} ${request.url()}`;
    names.set(request, name);
    state.inFlight.add(name);
  });
  const end = (request: object) => {
    state.inFlight.delete(names.get(request) ?? '');
    state.lastEnd = Date.now();
  };
  page.on('requestfinished', end);
  page.on('requestfailed', end);
}

/** Opens `path` (the first time by loading the app, then inside it, as a link would) and waits
 * until it has drawn its data (settled). */
async function open(page: Page, path: string) {
  if (page.url().startsWith(account.baseUrl)) {
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }, path);
  } else {
    await page.goto(account.baseUrl + path);
  }
  await settled(page, path);
}

/** No request for half a second, no loader or skeleton, and every map still on the page idle. */
async function settled(page: Page, path: string) {
  const state = traffic.get(page)!;
  await expect
    .poll(
      () => (Date.now() - state.lastEnd >= 500 ? [...state.inFlight] : ['(a request ended < 500 ms ago)']),
      {
        interval: 100,
        message: `${path}: requests still in flight`,
      },
    )
    .toEqual([]);
  await expect.poll(() => page.locator('.mantine-Loader-root:visible').count()).toBe(0);
  // A screen's skeletons (LoadingRegion) are its data still on the way.
  await expect.poll(() => page.locator('[role="status"][aria-busy="true"]').count()).toBe(0);
  await mapsSettled(page);
}

/** axe's serious and critical violations of the page as it is now, named by rule and target. */
async function serious(page: Page, name: string): Promise<string[]> {
  const found = await seriousViolations(page, name);
  return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function expectNoSeriousViolations(page: Page, path: string) {
  await open(page, path);
  expect(await serious(page, path)).toEqual([]);
}

/** The language the signed-in page speaks (the header's menu says it). */
const speaking = async (page: Page) =>
  (await page.locator('header button[data-language]').getAttribute('data-language')) as 'en' | 'es';

/** Switches the app's language through the header's menu, as a user does, and waits for the page. */
async function switchLanguage(page: Page, path: string) {
  const to = (await speaking(page)) === 'en' ? 'es' : 'en';
  await page.locator('header button[data-language]').click();
  await page.getByRole('menuitem', { name: new RegExp(`^${to} ·`) }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(to);
  await settled(page, path);
}

/** Opens a signed-in screen once and checks it in both languages, the page's first. */
async function expectNoSeriousViolationsInBoth(page: Page, path: string) {
  await open(page, path);
  const found: Record<string, string[]> = {};
  found[await speaking(page)] = await serious(page, `${path} (${await speaking(page)})`);
  await switchLanguage(page, path);
  found[await speaking(page)] = await serious(page, `${path} (${await speaking(page)})`);
  expect(found).toEqual({ en: [], es: [] });
}

const tableScreens = RESOURCE_NAMES.filter((r) => r !== 'stops' && r !== 'shapes');

describe.each(['en', 'es'] as const)('axe WCAG 2.1 AA signed out, in %s', (language) => {
  let guest: Page;

  beforeAll(async () => {
    const guestContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await guestContext.addInitScript((lang) => localStorage.setItem('ruta.language', lang), language);
    guest = await guestContext.newPage();
    guest.setDefaultTimeout(15_000);
    watchTraffic(guest);
  });

  afterAll(async () => {
    await guest?.context().close();
  });

  it.each([
    '/login',
    '/register',
    '/recover-password-request',
    '/user/recover-password?token=unknown',
    '/user/email-verification?verificationToken=unknown',
    '/invitation?token=unknown',
    '/404',
  ])('%s', async (path) => {
    await expectNoSeriousViolations(guest, path);
  });
});

describe('axe WCAG 2.1 AA signed in, each screen in English and Spanish', () => {
  let page: Page;

  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await signInContext(context, account, 'en');
    page = await context.newPage();
    page.setDefaultTimeout(15_000);
    watchTraffic(page);
  });

  afterAll(async () => {
    await page?.context().close();
  });

  const check = (path: string) => expectNoSeriousViolationsInBoth(page, path);

  it('the project list', async () => {
    await check('/myprojects');
  });

  it('the overview, its network and build card', async () => {
    await check(`/project/${projectId}`);
  });

  it('the overview with an import report', async () => {
    await check(`/project/${messyId}`);
  });

  it('the overview of an empty project, with its start checklist', async () => {
    await check(`/project/${emptyId}`);
  });

  it.each(tableScreens)('the %s grid', async (resource) => {
    await check(`/project/${projectId}/${resource}`);
  });

  it.each(['stops', 'stops?tab=table'])('the %s screen', async (screen) => {
    await check(`/project/${projectId}/${screen}`);
  });

  it.each(['stoptimes', 'stoptimes/1'])('the %s screen', async (screen) => {
    await check(`/project/${projectId}/${screen}`);
  });

  it('the shapes list, a shape editor and a new shape', async () => {
    await check(`/project/${projectId}/shapes`);
    await check(`/project/${projectId}/shapes/${shapeId}`);
    await check(`/project/${projectId}/shapes/create`);
  });

  it('the timetable', async () => {
    await check(`/project/${projectId}/timetable?route=80&direction=0`);
  });

  it('the validation report', async () => {
    await check(`/project/${projectId}/validation`);
  });

  it.each(['tidy', 'releases', 'releases/1', 'activity', 'members'])('the %s screen', async (screen) => {
    await check(`/project/${projectId}/${screen}`);
  });
});

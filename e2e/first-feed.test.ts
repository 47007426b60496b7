// A small agency's first feed, built from an empty project through the UI alone, in Spanish: Calama's
// six stops, one route both ways, weekday and weekend service every 20 minutes from 06:00 to 22:00
// and a shape a direction. The downloaded zip is checked row by row, the validation must find
// nothing, and the clicks and keystrokes the path took are counted, printed and held to at most 60
// clicks and 300 keystrokes.
import { mkdirSync } from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { fieldWords } from '@ruta/gtfs/schema';
import { es } from '../packages/web/src/i18n/es.js';
import { readEditable } from '../packages/gtfs/src/test-helpers/feed-changes.js';
import { api, createAccount, createProject, retryTag, type Account } from './support/account.js';
import { downloadedBytes, launchBrowser, signedInPage } from './support/browser.js';
import { Effort } from './support/effort.js';
import { settled } from './support/mapIdle.js';
import { pixelOf } from './support/pixels.js';
import { inject } from 'vitest';

/** Calama's six stops, north to south, about 700 m apart. */
const STOPS = [
  { id: 'P1', name: 'Terminal', lat: -22.44, lon: -68.93 },
  { id: 'P2', name: 'Hospital', lat: -22.446, lon: -68.928 },
  { id: 'P3', name: 'Plaza', lat: -22.452, lon: -68.926 },
  { id: 'P4', name: 'Mercado', lat: -22.458, lon: -68.924 },
  { id: 'P5', name: 'Estadio', lat: -22.464, lon: -68.922 },
  { id: 'P6', name: 'Villa', lat: -22.47, lon: -68.92 },
];

const shots = process.env.E2E_SHOTS;
let browser: Browser;
let page: Page;
let account: Account;
let effort: Effort;
let overview: string;

async function shot(name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/first-feed-${name}.png` });
}

beforeAll(async () => {
  browser = await launchBrowser();
  account = await createAccount(inject('baseUrl'), inject('dataDir'), 'firstfeed', 'es');
  page = await signedInPage(browser, account, { language: 'es', timeout: 30_000 });
  effort = new Effort(page);
});

afterAll(async () => {
  await browser?.close();
});

const checklist = () => page.getByRole('region', { name: es.startChecklist.title });
const stepLink = (name: string) => checklist().getByRole('link', { name, exact: true });
/** A field by its label (optionally required). */
const field = (scope: Locator, name: string) => scope.getByLabel(new RegExp(`^${name}( \\*)?$`));
/** A form field by its words in Spanish, as the add dialogs label it. */
const words = (scope: Locator, table: string, name: string) =>
  field(scope, fieldWords(table, name)!.label.es);
/** The add dialog of a table, by its title. */
const addDialog = (table: keyof typeof es.forms.newTitle) =>
  page.getByRole('dialog', { name: es.forms.newTitle[table], exact: true });
/** A field reached by Tab from the one before it, then typed into. */
const typeNext = async (next: Locator, text: string) => {
  await effort.tabTo(next);
  await effort.type(next, text, { focused: true });
};
/** "Siguiente: <step>" beside the breadcrumbs: the checklist's next step, from the screen just finished. */
const next = async (step: string) => {
  const name = es.startChecklist.next.replace('{{step}}', step);
  await effort.click(page.getByRole('navigation', { name: es.breadcrumb.label }).getByRole('link', { name }));
};

/**
 * The first trip, started from the checklist's next step (from the routes screen) on its route (direction 0 and the id L1-0 proposed),
 * its stops clicked on the map and their times calculated.
 */
async function seed(o: { trip: string; service: string }) {
  await next(es.startChecklist.steps.trips);
  const trip = page.getByRole('dialog', { name: es.newTrip.title.replace('{{route}}', 'L1') });
  await trip.waitFor();
  await expect.poll(() => trip.getByLabel(es.newTrip.tripId).inputValue()).toBe(o.trip);
  await effort.choose(
    trip.locator('input').and(trip.getByLabel(es.newTrip.service)),
    page.getByRole('option', { name: new RegExp(`^${o.service}( ·|$)`) }),
  );
  await shot(`trip-${o.trip}`);
  // Created, it opens in the stop-times editor.
  await effort.click(trip.getByRole('button', { name: es.newTrip.create }));
  await page.getByRole('heading', { name: es.stopTimes.editorTitle.replace('{{id}}', o.trip) }).waitFor();
  await settled(page);
  await allStopsInView();
  await expect.poll(() => page.locator('[data-map-mode]').getAttribute('data-map-mode')).toBe('pick-stops');
  for (const [i, stop] of STOPS.entries())
    await pickOnMap(stop, page.getByRole('row', { name: `${i + 1} ${stop.id}` }));
  // The first time typed once (Enter gives the departure the arrival); the others calculated at
  // 20 km/h (straight lines without a shape).
  await effort.click(page.getByRole('button', { name: es.stopTimes.editRow.replace('{{seq}}', '1') }));
  const arrival = page.getByRole('textbox', { name: `${es.stopTimes.columns.arrival} 1` });
  await effort.type(arrival, '06:00');
  await effort.press('Enter', arrival);
  await expect
    .poll(() => page.getByRole('row', { name: `1 ${STOPS[0]!.id}` }).textContent())
    .toMatch(/^1P106:00(:00)?06:00/);
  await effort.type(page.getByRole('textbox', { name: es.stopTimes.speed }), '20');
  await effort.click(page.getByRole('button', { name: es.stopTimes.calculateTimes }));
  await expect
    .poll(() => page.getByRole('row', { name: `6 ${STOPS[5]!.id}` }).textContent())
    .toMatch(/\d\d:\d\d:\d\d/);
  await shot(`stoptimes-${o.trip}`);
  await effort.click(page.getByRole('button', { name: es.common.save, exact: true }));
  await page.getByText(es.stopTimes.recordsSaved).waitFor();
}

/**
 * Clicks a stop's place on the map once it has drawn, until `shows` appears. A click the map drops
 * (seen in CI on the first click of a map mode: a stop placed, a stop picked; not understood yet) is
 * clicked again, as a planner would, and counted.
 */
async function pickOnMap(stop: (typeof STOPS)[number], shows: Locator) {
  for (let attempt = 1; ; attempt++) {
    await settled(page);
    const at = await pixelOf(page, stop.lon, stop.lat);
    // Again a little beside the first spot, as a hand would.
    const [dx, dy] = [
      [0, 0],
      [4, -4],
      [-4, 4],
    ][attempt - 1]!;
    await effort.clickAt({ x: at.x + dx!, y: at.y + dy! });
    const shown = await shows.waitFor({ timeout: 8_000 }).then(
      () => true,
      () => false,
    );
    if (shown) return;
    if (attempt === 3) throw new Error(`stop ${stop.id}: 3 clicks on the map did nothing`);
  }
}

/** Zooms the map out until every stop is well inside it, as a user would to reach them all. */
async function allStopsInView() {
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  for (;;) {
    const at = await Promise.all(STOPS.map((s) => pixelOf(page, s.lon, s.lat)));
    const inside = at.every(
      (p) =>
        p.x > box.x + 30 && p.x < box.x + box.width - 60 && p.y > box.y + 30 && p.y < box.y + box.height - 40,
    );
    if (inside) return;
    await effort.click(page.getByRole('button', { name: 'Alejar' }));
    await settled(page);
  }
}

/** The open trip's shape, drawn through its stops in one action, named and given to it. */
async function shapeThroughStops(trip: string) {
  await effort.click(page.getByRole('button', { name: es.tripShortcuts.makeShape }));
  await page
    .getByRole('status')
    .filter({ hasText: es.tripShortcuts.shapeMade_one.replace('{{id}}', trip) })
    .waitFor({ timeout: 30_000 });
  await shot(`shape-${trip}`);
}

/**
 * The route's timetable opened from the return trip's editor, in its direction: its trip repeated
 * every 20 minutes until 22:00, and the first direction's trip with it ("both directions", offered
 * and on since the other direction has a trip leaving at the same time), saved; then the whole route
 * copied to the weekend.
 */
async function timetable() {
  await effort.click(page.getByRole('link', { name: es.tripShortcuts.timetable.replace('{{route}}', 'L1') }));
  await page.getByRole('grid', { name: es.timetable.gridLabel }).waitFor();
  expect(
    await page
      .locator('input')
      .and(page.getByLabel(es.timetable.direction, { exact: true }))
      .inputValue(),
  ).toMatch(/^Vuelta \(1\)/);
  await effort.type(page.getByLabel(es.timetable.headway), '20');
  await effort.type(page.getByLabel(es.timetable.series.until), '22:00');
  // The direction's one trip is the selected row: the preview names it as the series' source, and the
  // first direction's trip as the other's.
  const preview = es.timetable.series.preview_other
    .replace('{{count}}', '48')
    .replace('{{trip}}', 'L1-1')
    .replace('{{first}}', '06:20')
    .replace('{{last}}', '22:00');
  const other = es.timetable.series.previewOther
    .replace('{{direction}}', 'Ida (0)')
    .replace('{{trip}}', 'L1-0');
  await page.getByText(`${preview} ${other}`).waitFor();
  expect(
    await page
      .getByRole('checkbox', {
        name: es.timetable.series.bothDirections
          .replace('{{direction}}', 'Ida (0)')
          .replace('{{trip}}', 'L1-0'),
      })
      .isChecked(),
  ).toBe(true);
  await shot('timetable-L1-1');
  await effort.click(
    page.getByRole('button', { name: es.timetable.series.insert_other.replace('{{count}}', '48') }),
  );
  await page.getByText(es.timetable.changes_other.replace('{{count}}', '48')).waitFor();
  await effort.click(page.getByRole('button', { name: es.timetable.save, exact: true }));
  await page.getByRole('status').filter({ hasText: es.timetable.saved }).waitFor({ timeout: 60_000 });
  // Both directions' 98 weekday trips to the weekend service in one copy.
  await effort.click(page.getByRole('button', { name: es.tripCopy.open }));
  const copy = page.getByRole('dialog', { name: es.tripCopy.title });
  await effort.click(copy.getByText(es.tripCopy.route_other.replace('{{count}}', '98')));
  // The one service besides the weekday one comes chosen.
  await expect
    .poll(() => copy.locator('input').and(copy.getByLabel(es.tripCopy.service)).inputValue())
    .toBe('SD');
  await shot('copy-route');
  await effort.click(copy.getByRole('button', { name: es.tripCopy.copy_other.replace('{{count}}', '98') }));
  await copy.getByRole('status').waitFor({ timeout: 60_000 });
  await effort.click(copy.getByRole('button', { name: es.tripCopy.close }));
}

const seconds = (time: string) => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** The zip has the whole feed and the validation found nothing. */
async function checkFeed(zip: Buffer, projectId: number) {
  const feed = await readEditable(zip);
  const trips = feed.tables['trips.txt']!;
  const stopTimes = feed.tables['stop_times.txt']!;
  expect(feed.tables['stops.txt']).toHaveLength(6);
  // Each stop where it was clicked, within a click's precision: at the zoom that shows all six a pixel
  // is about 10 m, and the map may still move a few pixels as the panel closes (0.0006° is about 65 m;
  // the stops are 700 m apart).
  for (const stop of STOPS) {
    const row = feed.tables['stops.txt']!.find((r) => r.stop_id === stop.id)!;
    expect([row.stop_name, Math.abs(Number(row.stop_lat) - stop.lat) < 6e-4]).toEqual([stop.name, true]);
    expect(Math.abs(Number(row.stop_lon) - stop.lon)).toBeLessThan(6e-4);
  }
  expect(feed.tables['routes.txt']).toHaveLength(1);
  expect(trips).toHaveLength(196);
  expect(stopTimes).toHaveLength(1176);
  for (const service of ['LV', 'SD'])
    for (const direction of ['0', '1'])
      expect(trips.filter((t) => t.service_id === service && t.direction_id === direction)).toHaveLength(49);
  // Shapes on every trip: one a direction.
  const shapeOf = new Map(
    ['0', '1'].map((d) => [d, new Set(trips.filter((t) => t.direction_id === d).map((t) => t.shape_id))]),
  );
  expect([...shapeOf.values()].map((s) => [...s])).toEqual([['L1-0'], ['L1-1']]);
  expect(new Set(feed.tables['shapes.txt']!.map((p) => p.shape_id))).toEqual(new Set(['L1-0', 'L1-1']));
  // Every gap 20 minutes: the first departures of each service and direction, 06:00 to 22:00.
  const first = new Map<string, { seq: number; time: number }>();
  for (const st of stopTimes) {
    const seq = Number(st.stop_sequence);
    if (seq < (first.get(st.trip_id!)?.seq ?? Infinity))
      first.set(st.trip_id!, { seq, time: seconds(st.departure_time!) });
  }
  for (const service of ['LV', 'SD'])
    for (const direction of ['0', '1']) {
      const starts = trips
        .filter((t) => t.service_id === service && t.direction_id === direction)
        .map((t) => first.get(t.trip_id!)!.time)
        .sort((a, b) => a - b);
      expect(starts[0]).toBe(6 * 3600);
      expect(starts.at(-1)).toBe(22 * 3600);
      expect(starts.slice(1).every((s, i) => s - starts[i]! === 1200)).toBe(true);
    }
  const project = (await api(account, `projects/${projectId}/`)) as {
    gtfs_validation: { error_number: number; warning_number: number; info_number: number };
  };
  const { notices } = (await api(account, `projects/${projectId}/validation/`)) as {
    notices: { code: string; total: number; samples: unknown[] }[];
  };
  for (const n of notices) console.log(n.code, n.total, JSON.stringify(n.samples.slice(0, 2)));
  expect(project.gtfs_validation).toMatchObject({ error_number: 0, warning_number: 0, info_number: 0 });
}

describe('a first feed from nothing', () => {
  it('builds Calama in Spanish through the UI alone', { retry: 2, timeout: 900_000 }, async () => {
    onTestFailed(() => shot('failed'));
    // A first service runs from today for a year (the day before today's date next year).
    const day = (d: Date) =>
      `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    const now = new Date();
    const period = [day(now), day(new Date(now.getFullYear() + 1, now.getMonth(), now.getDate() - 1))];
    const project = await createProject(account, `Calama ${retryTag()}`);
    overview = `${account.baseUrl}/project/${project.project_id}`;
    await page.goto(overview);

    effort.step('1. agency');
    // 1. The agency, from the checklist: its new-record form opens on the empty table.
    await effort.click(stepLink(es.startChecklist.steps.agency));
    const agency = addDialog('agency');
    await agency.waitFor();
    // Tab goes from field to field, Ctrl+S saves. Its language gives the feed info's. The id follows
    // the name's initials.
    await typeNext(words(agency, 'agency', 'agency_name'), 'Buses Calama');
    expect(await words(agency, 'agency', 'agency_id').inputValue()).toBe('BC');
    await typeNext(words(agency, 'agency', 'agency_url'), 'https://buses.calama.cl');
    await typeNext(words(agency, 'agency', 'agency_timezone'), 'Santiago');
    await effort.click(page.getByRole('option', { name: 'America/Santiago' }));
    await effort.type(words(agency, 'agency', 'agency_lang'), 'es');
    await shot('agency');
    await effort.press('Control+s');
    await agency.waitFor({ state: 'hidden' });
    // Saved, the screen offers the next step: the feed info form, on the overview.
    await next(es.startChecklist.steps.feedInfo);

    effort.step('2. feed info');
    // 2. Feed info, in a form on the overview: publisher and language come from the agency; Tab goes
    // from date to date to version to e-mail, Ctrl+S saves.
    const feedInfo = page.getByRole('dialog', { name: es.dashboard.editFeedInfo });
    await expect
      .poll(() => words(feedInfo, 'feed_info', 'feed_publisher_name').inputValue())
      .toBe('Buses Calama');
    expect(await words(feedInfo, 'feed_info', 'feed_publisher_url').inputValue()).toBe(
      'https://buses.calama.cl',
    );
    expect(await words(feedInfo, 'feed_info', 'feed_lang').inputValue()).toBe('es');
    // The dates, version and contact are left to the build (the calendars, its day, the account).
    await feedInfo.getByText(es.dashboard.filledAtBuild.version).waitFor();
    await effort.press('Control+s');
    await feedInfo.waitFor({ state: 'hidden' });

    effort.step('3. services');
    // 3. Two services: weekdays and weekends, over the feed's period (Ctrl+S creates each).
    await effort.click(stepLink(es.startChecklist.steps.service));
    for (const [service, preset] of [
      [es.forms.serviceIds.weekdays, es.forms.presetWeekdays],
      [es.forms.serviceIds.weekend, es.forms.presetWeekend],
    ] as const) {
      if (service === es.forms.serviceIds.weekend)
        await effort.click(page.getByRole('button', { name: es.tables.addRow }));
      const calendar = addDialog('calendar');
      await calendar.waitFor();
      // The preset names the service; the period is a year from today, the second copies the first.
      await effort.click(calendar.getByRole('button', { name: preset, exact: true }));
      expect(await words(calendar, 'calendar', 'service_id').inputValue()).toBe(service);
      await expect.poll(() => words(calendar, 'calendar', 'start_date').inputValue()).toBe(period[0]);
      expect(await words(calendar, 'calendar', 'end_date').inputValue()).toBe(period[1]);
      await shot(`calendar-${service}`);
      await effort.press('Control+s');
      await calendar.waitFor({ state: 'hidden' });
    }
    await next(es.startChecklist.steps.stops);

    effort.step('4. stops');
    // 4. The stops, on the map (the services' screen offered it as the next step): each placed by a
    // click where it is, its name typed and Enter, which saves it and leaves adding on; after the
    // first, the stop_id comes suggested (P2 after P1) and the focus waits in the name.
    const map = page.getByRole('region', { name: es.stops.mapLabel });
    await map.waitFor({ timeout: 60_000 });
    await settled(page);
    const panel = page.getByRole('form', { name: es.stops.panel });
    // The time zone gives the country's capital: the place box takes the town's coordinates.
    const place = page.getByRole('searchbox', { name: es.stops.search });
    await effort.type(place, '-22.455, -68.925');
    await effort.press('Enter', place);
    await settled(page);
    await allStopsInView();
    await effort.click(page.getByRole('button', { name: es.stops.addStop }));
    for (const stop of STOPS) {
      // The panel's closing widens the map: its pixels are read once it has settled.
      await pickOnMap(stop, panel);
      if (stop.id === 'P1') {
        await effort.type(words(panel, 'stops', 'stop_id'), stop.id, { focused: true });
        await typeNext(words(panel, 'stops', 'stop_name'), stop.name);
      } else {
        expect(await words(panel, 'stops', 'stop_id').inputValue()).toBe(stop.id);
        await effort.type(words(panel, 'stops', 'stop_name'), stop.name, { focused: true });
      }
      await shot(`stop-${stop.id}`);
      await effort.press('Enter');
      await panel.waitFor({ state: 'hidden' });
      await expect.poll(() => page.locator('[data-mode]').getAttribute('data-mode')).toBe('adding');
    }
    await next(es.startChecklist.steps.route);

    effort.step('5. route');
    // 5. The route (route_id, its short name following), its form opened by the stops screen's next step.
    // The only agency comes preselected.
    const route = addDialog('routes');
    await route.waitFor();
    await expect.poll(() => words(route, 'routes', 'agency_id').inputValue()).toMatch(/^BC\b/);
    await effort.type(words(route, 'routes', 'route_id'), 'L1');
    // The short name follows the id.
    expect(await words(route, 'routes', 'route_short_name').inputValue()).toBe('L1');
    await typeNext(words(route, 'routes', 'route_long_name'), 'Terminal - Villa');
    await effort.choose(words(route, 'routes', 'route_type'), page.getByRole('option', { name: 'Autobús' }));
    await shot('route');
    await effort.press('Control+s');
    await route.waitFor({ state: 'hidden' });

    effort.step('6. trips, stop times and shapes');
    // 6. The first weekday trip, its stops clicked on the map and its times calculated from its first
    // departure; its shape drawn through its stops; its return made from it (stops reversed, same
    // times), shaped through its own stops the same way since the first trip has a shape.
    await seed({ trip: 'L1-0', service: 'LV' });
    await shapeThroughStops('L1-0');
    await effort.click(page.getByRole('button', { name: es.tripShortcuts.makeReturn }));
    await page.getByRole('heading', { name: es.stopTimes.editorTitle.replace('{{id}}', 'L1-1') }).waitFor();
    // It has its shape: the editor no longer offers one, and its button goes back to the first trip.
    await page.getByRole('button', { name: es.tripShortcuts.openReturn.replace('{{id}}', 'L1-0') }).waitFor();
    expect(await page.getByRole('button', { name: es.tripShortcuts.makeShape }).count()).toBe(0);

    effort.step('7. timetable and weekend copy');
    // 7. The timetable repeats both directions' trips every 20 minutes until 22:00 in one series, then
    // copies the weekday trips to the weekend service.
    await timetable();

    effort.step('8. build and download');
    // 8. Build, validate, download: the timetable's next step is the overview's build card.
    await next(es.startChecklist.steps.build);
    const card = page.getByRole('region', { name: es.build.title });
    await effort.click(card.getByRole('button', { name: es.build.run }));
    await card.getByText(es.build.statuses.finished, { exact: true }).waitFor({ timeout: 120_000 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      effort.click(card.getByRole('button', { name: es.build.downloadGtfs })),
    ]);
    const zip = await downloadedBytes(download);
    console.log(`Calama's first feed: ${effort}\n${effort.breakdown()}`);
    // Issue 39's budget for this path (52 clicks and 158 keystrokes when it was set).
    expect(effort.clicks).toBeLessThanOrEqual(60);
    expect(effort.keystrokes).toBeLessThanOrEqual(300);
    await checkFeed(zip, project.project_id);
  });
});

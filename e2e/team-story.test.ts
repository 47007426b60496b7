// A team's story end to end in a real browser: the owner imports a small feed and invites an editor
// (who registers through the mailed link) and a viewer (who has an account); both accept. The editor
// moves a stop on the stops map and shifts a trip in the timetable editor; the owner finds both
// changes in Activity under the editor's name, and the move in the stop's own history. The viewer
// sees no edit control on the stops map, the timetable, the stop-times editor, a grid or Activity.
// The owner reverts the shift (the times come back, the revert is itself in the history), then tries
// to revert the move over a stop changed since: the dialog names the row and nothing is reverted.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, createAccount, importProject, retryTag, type Account } from './support/account.js';
import { launchBrowser, signedInPage } from './support/browser.js';
import { linesZip } from './support/feeds.js';
import { editCellName } from './support/grid.js';
import { invitationPath, inviteFromScreen, registerThroughInvitation } from './support/invite.js';

let browser: Browser;
let owner: Account;
let viewer: Account;
let ownerPage: Page;
let editorPage: Page;
let projectId: number;
const editorEmail = `eva.${Date.now()}.${retryTag()}@example.org`;

interface Stop {
  id: number;
  version: number;
  stop_id: string;
  stop_lat: number;
  stop_lon: number;
}

/** Route 8, one direction, trips T1 (08:00 → 08:10) and T2 (09:00 → 09:10) over two plazas. */
const feed = () =>
  linesZip({
    'agency.txt': ['agency_id,agency_name,agency_url,agency_timezone', 'A1,Red,https://red.example,UTC'],
    'routes.txt': ['route_id,agency_id,route_short_name,route_type', 'R8,A1,8,3'],
    'calendar.txt': [
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date',
      'WK,1,1,1,1,1,0,0,20260101,20261231',
    ],
    'stops.txt': [
      'stop_id,stop_code,stop_name,stop_lat,stop_lon',
      'PN,PLZN,Plaza Norte,-22.45,-68.92',
      'PS,PLZS,Plaza Sur,-22.47,-68.92',
    ],
    'trips.txt': ['route_id,service_id,trip_id,direction_id', 'R8,WK,T1,0', 'R8,WK,T2,0'],
    'stop_times.txt': [
      'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
      'T1,08:00:00,08:00:00,PN,1',
      'T1,08:10:00,08:10:00,PS,2',
      'T2,09:00:00,09:00:00,PN,1',
      'T2,09:10:00,09:10:00,PS,2',
    ],
  });

const stopPN = async () =>
  (await api<Stop[]>(owner, `projects/${projectId}/stops/?no_page=True`)).find((s) => s.stop_id === 'PN')!;
/** The departures of a trip of route 8, from the timetable's answer (seconds after midnight). */
async function departures(trip: string): Promise<(number | null)[]> {
  const tt = await api<{ patterns: { trips: { trip_id: string; departure_times: (number | null)[] }[] }[] }>(
    owner,
    `projects/${projectId}/timetable/?route=R8&direction=0`,
  );
  return tt.patterns.flatMap((p) => p.trips).find((t) => t.trip_id === trip)!.departure_times;
}
const timetablePath = () => `${owner.baseUrl}/project/${projectId}/timetable?route=R8&direction=0`;
const cell = (page: Page, trip: string, stop: string) =>
  page.getByRole('gridcell', { name: new RegExp(`, ${stop}, trip ${trip}$`) });
const mapMode = (page: Page) => page.locator('[data-mode]').getAttribute('data-mode');

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createAccount(inject('baseUrl'), inject('dataDir'), 'owner');
  viewer = await createAccount(inject('baseUrl'), inject('dataDir'), 'viewer');
  projectId = (await importProject(owner, `Team ${retryTag()}`, await feed())).project_id;
  ownerPage = await signedInPage(browser, owner);
});
afterAll(() => browser?.close());

describe('a team edits one feed', () => {
  it('the owner invites an editor and a viewer; both accept from the mailed links', async () => {
    await ownerPage.goto(`${owner.baseUrl}/project/${projectId}/members`);
    await ownerPage.getByRole('heading', { name: 'Invite someone' }).waitFor();
    await inviteFromScreen(ownerPage, editorEmail, 'Editor');
    await inviteFromScreen(ownerPage, viewer.email, 'Viewer');

    const editorContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    editorPage = await editorContext.newPage();
    editorPage.setDefaultTimeout(10_000);
    await editorPage.goto(await invitationPath(editorEmail));
    await registerThroughInvitation(editorPage, editorEmail, 'Eva', 'Editor');

    const viewerPage = await signedInPage(browser, viewer);
    await viewerPage.goto(await invitationPath(viewer.email));
    await viewerPage.getByRole('button', { name: 'Join the project' }).click();
    await viewerPage.waitForURL(`**/project/${projectId}`);
    await viewerPage.context().close();

    await ownerPage.reload();
    await expect.poll(() => ownerPage.getByTestId('member-row').count()).toBe(3);
  });

  it('the editor moves a stop on the stops map', async () => {
    const before = await stopPN();
    await editorPage.goto(`${owner.baseUrl}/project/${projectId}/stops`);
    await editorPage.getByRole('searchbox', { name: 'Search stops' }).fill('plzn');
    await expect
      .poll(() => editorPage.locator('[data-map-zoom]').getAttribute('data-map-zoom'))
      .toBe('15.00');
    const canvas = editorPage.locator('canvas.maplibregl-canvas');
    let box = (await canvas.boundingBox())!;
    await editorPage.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => mapMode(editorPage)).toBe('editDataPoint');
    box = (await canvas.boundingBox())!; // the side panel narrowed the map; the stop stays centred
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await editorPage.mouse.move(at.x, at.y);
    await editorPage.mouse.down();
    for (let i = 1; i <= 8; i++) await editorPage.mouse.move(at.x + i * 10, at.y);
    await editorPage.mouse.up();
    await editorPage.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => mapMode(editorPage)).toBe('idle');
    expect((await stopPN()).stop_lon).toBeGreaterThan(before.stop_lon);
  });

  it('the editor shifts a trip by +5 min in the timetable editor and saves', async () => {
    await editorPage.goto(timetablePath());
    await expect.poll(() => cell(editorPage, 'T1', 'Plaza Norte').innerText()).toBe('08:00');
    await editorPage.getByRole('rowheader', { name: /T1/ }).click();
    await editorPage.getByRole('button', { name: 'Move the selected times 5 min later (+)' }).click();
    await expect.poll(() => cell(editorPage, 'T1', 'Plaza Norte').innerText()).toBe('08:05');
    await editorPage.getByRole('button', { name: 'Save', exact: true }).click();
    await editorPage.getByText('Timetable saved.').waitFor();
    expect(await departures('T1')).toEqual([8 * 3600 + 300, 8 * 3600 + 900]);
  });

  it("the owner sees both changes in Activity and the move in the stop's history, by the editor", async () => {
    await ownerPage.goto(`${owner.baseUrl}/project/${projectId}/activity`);
    const moved = ownerPage.getByRole('row', { name: /Moved stop PN/ });
    const shifted = ownerPage.getByRole('row', { name: /Shifted 1 trip of route 8 by \+5 min/ });
    await moved.getByText('Eva Editor').waitFor();
    await shifted.getByText('Eva Editor').waitFor();
    // The import is a change too, by the owner who imported.
    await ownerPage
      .getByRole('row', { name: /Imported a GTFS feed/ })
      .getByText('Test User')
      .waitFor();

    // The stop's row in the stops table says who changed it last, and opens its history.
    const pn = await stopPN();
    await ownerPage.goto(`${owner.baseUrl}/project/${projectId}/stops?tab=table`);
    await ownerPage
      .getByRole('button', { name: /^changed by Eva Editor, .* — History of this row$/ })
      .click({ timeout: 30_000 });
    await ownerPage.waitForURL(`**/project/${projectId}/activity?table=stops&row=${pn.id}`);
    await ownerPage.getByRole('heading', { name: /^History of stops? PN/ }).waitFor();
    await ownerPage.getByText('Moved stop PN').waitFor();
    await ownerPage.getByText('Eva Editor').first().waitFor();
  });

  it('the viewer sees no edit control on the map, the timetable, the stop times, a grid or Activity', async () => {
    const page = await signedInPage(browser, viewer);
    await page.goto(`${owner.baseUrl}/project/${projectId}/stops`);
    await page.locator('[data-map-mode="view"]').waitFor();
    expect(await page.getByRole('button', { name: 'Add stop' }).count()).toBe(0);
    expect(await page.getByTestId('viewer-notice').count()).toBe(1);

    await page.goto(timetablePath());
    const first = cell(page, 'T1', 'Plaza Norte');
    await expect.poll(() => first.innerText()).toBe('08:05');
    expect(await page.getByRole('button', { name: /^Move the selected times/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New trip on this route' }).count()).toBe(0);
    // Keys that edit an editor's grid only move in a viewer's.
    await first.click();
    await page.keyboard.press('Enter');
    await page.keyboard.press('+');
    await page.keyboard.type('7');
    expect(await page.getByRole('textbox', { name: 'Time of T1 at Plaza Norte' }).count()).toBe(0);
    expect(await first.innerText()).toBe('08:05');

    await page.goto(`${owner.baseUrl}/project/${projectId}/stoptimes/T1`);
    await page.getByRole('heading', { name: 'Stop times of trip T1' }).waitFor();
    await page.getByRole('button', { name: 'Fly to stop 1' }).waitFor();
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Edit stop \d/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Remove stop \d/ }).count()).toBe(0);

    await page.goto(`${owner.baseUrl}/project/${projectId}/routes`);
    await page.getByText('R8', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: editCellName('route_short_name', 'R8') }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add row' }).count()).toBe(0);

    await page.goto(`${owner.baseUrl}/project/${projectId}/activity`);
    await page.getByRole('row', { name: /Moved stop PN/ }).waitFor();
    expect(await page.getByRole('button', { name: /^Revert: / }).count()).toBe(0);
    await page.context().close();
  });

  it('the owner reverts the shift: the times come back and the revert is in the history', async () => {
    await ownerPage.goto(`${owner.baseUrl}/project/${projectId}/activity`);
    await ownerPage.getByRole('button', { name: 'Revert: Shifted 1 trip of route 8 by +5 min' }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Revert', exact: true }).click();
    await ownerPage.getByText(/^Reverted: \d+ rows? restored\.$/).waitFor();
    expect(await departures('T1')).toEqual([8 * 3600, 8 * 3600 + 600]);
    await ownerPage
      .getByRole('row', { name: /Reverted change #\d+/ })
      .getByText('Test User')
      .waitFor();
    await ownerPage.getByText(/^Reverted by change #\d+$/).waitFor();
  });

  it('a revert over a stop changed since names it, and the owner reverts nothing', async () => {
    const pn = await stopPN();
    await api(owner, `projects/${projectId}/stops/${pn.id}/`, {
      method: 'PATCH',
      body: JSON.stringify({ version: pn.version, stop_name: 'Plaza Norte Alta' }),
    });
    await ownerPage.reload();
    await ownerPage.getByRole('button', { name: /^Revert: Moved stop PN/ }).click();
    const dialog = ownerPage.getByRole('dialog');
    await dialog.getByText('1 row was changed again since', { exact: false }).waitFor();
    await dialog.getByText(/changed by Test User in change #\d+/).waitFor();
    await dialog.getByRole('button', { name: 'Revert nothing' }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await stopPN();
    expect(after.stop_lon).toBe(pn.stop_lon);
  });
});

// The project both shape test files start from: an agency, a weekday service, route R, and stops A, B
// and C 20 m north of a line going east along latitude -22.45 (0.015° of longitude apart, ~1.5 km).
import type { Client, TestApp } from '../helpers.js';
import { agencyRow, createRow, startWithProject, WEEKDAYS } from '../support/project.js';

export const LAT = -22.45;

export async function startLineProject(
  name: string,
): Promise<{ app: TestApp; client: Client; base: string }> {
  const started = await startWithProject(name);
  const create = (resource: string, row: Record<string, unknown>) =>
    createRow(started.client, started.base, resource, row);
  await create('agencies', agencyRow('AG'));
  await create('calendars', WEEKDAYS);
  await create('routes', { route_id: 'R', agency_id: 'AG', route_short_name: '1', route_type: 3 });
  for (const [id, lon] of [
    ['A', -68.92],
    ['B', -68.905],
    ['C', -68.89],
  ] as const)
    await create('stops', { stop_id: id, stop_name: id, stop_lat: LAT + 0.0002, stop_lon: lon });
  return started;
}

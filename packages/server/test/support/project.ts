// The setup most API tests share: a real server, a signed-in user and one empty project of theirs,
// with a `create` that posts a row and fails the setup loudly, and the rows a feed starts from.
import { signedInClient, startTestApp, type Client, type TestApp } from '../helpers.js';

export interface ProjectFixture {
  app: TestApp;
  /** The signed-in owner of the project. */
  client: Client;
  projectId: number;
  /** `/api/projects/{id}`, the prefix of the project's routes. */
  base: string;
}

export async function startWithProject(
  name: string,
  user = 'alice',
  env: Record<string, string> = {},
): Promise<ProjectFixture> {
  const app = await startTestApp(env);
  const client = await signedInClient(app, user);
  const res = await client.post<{ project_id: number }>('/api/projects/', { name });
  if (res.status !== 201) throw new Error(`project: ${res.status} ${res.text}`);
  return { app, client, projectId: res.body.project_id, base: `/api/projects/${res.body.project_id}` };
}

/** POSTs a row to a table resource of the project and answers it; a refusal throws with its answer. */
export async function createRow(
  client: Client,
  base: string,
  resource: string,
  row: Record<string, unknown>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const res = await client.post(`${base}/${resource}/`, row);
  if (res.status !== 201) throw new Error(`${resource}: ${res.status} ${res.text}`);
  return res.body;
}

export const agencyRow = (agency_id: string, extra: Record<string, unknown> = {}) => ({
  agency_id,
  agency_name: 'Red',
  agency_url: 'https://red.example',
  agency_timezone: 'America/Santiago',
  ...extra,
});

/** Service WK: Monday to Friday through 2026. */
export { WEEKDAYS } from '../../../gtfs/src/test-helpers/rows.js';

/** A stop time arriving and leaving at `time` (HH:MM:SS), for a trip's `stop_times`. */
export const stopTime = (stop_id: string, stop_sequence: number, time: string) => ({
  stop_id,
  stop_sequence,
  arrival_time: time,
  departure_time: time,
});

// Helpers of the release tests: a built project of a fixture feed, proposing and publishing, and
// fetching public addresses the way any HTTP client would (no credentials).
import { openGtfsZip, readTable } from '@ruta/gtfs';
import type { ReleaseAnswer } from '../../src/api-types.js';
import type { Client } from '../helpers.js';
import { build } from '../build/support.js';
import { importZip } from '../feed/support.js';

export async function builtProject(client: Client, name: string, zip: Buffer): Promise<number> {
  const project = await importZip(client, name, zip);
  if (project.creation_status !== 'from_gtfs')
    throw new Error(`import: ${project.loading_gtfs_error_message}`);
  await rebuild(client, project.project_id);
  return project.project_id;
}

export async function rebuild(client: Client, projectId: number): Promise<void> {
  const built = await build(client, projectId);
  if (built.gtfs_building_and_validation_status !== 'finished')
    throw new Error(`build: ${built.gtfs_building_error_message}`);
}

export async function propose(client: Client, projectId: number, note = ''): Promise<ReleaseAnswer> {
  const res = await client.post<ReleaseAnswer>(`/api/projects/${projectId}/releases/`, { note });
  if (res.status !== 201) throw new Error(`propose: ${res.status} ${res.text}`);
  return res.body;
}

/** Publishes, confirming whatever error codes the release's validation has. */
export async function publish(
  client: Client,
  projectId: number,
  number: number,
  setFeedInfo = true,
): Promise<ReleaseAnswer> {
  const path = `/api/projects/${projectId}/releases/${number}/publish/`;
  const release = await client.get(`/api/projects/${projectId}/releases/${number}/`);
  const codes = (release.body.validation.error_codes as { code: string }[]).map((e) => e.code);
  const res = await client.post<ReleaseAnswer>(path, {
    set_feed_info: setFeedInfo,
    confirm_error_codes: codes,
  });
  if (res.status !== 200) throw new Error(`publish: ${res.status} ${res.text}`);
  return res.body;
}

/** GET without any credentials; the body as bytes. */
export async function fetchPublic(base: string, pathname: string, headers: Record<string, string> = {}) {
  const res = await fetch(base + pathname, { headers });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** feed_info.txt's first row of a zip, as text values. */
export async function feedInfoOf(zip: Buffer): Promise<Record<string, unknown> | undefined> {
  const opened = await openGtfsZip(zip);
  try {
    const entry = opened.entries.find((e) => e.name === 'feed_info.txt');
    if (!entry) return undefined;
    for await (const batch of readTable(entry)) return batch.rows[0]?.values;
    return undefined;
  } finally {
    opened.close();
  }
}

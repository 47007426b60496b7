// Helpers of the build tests: run a build and wait for its end, download bytes over HTTP.
import type { Client } from '../helpers.js';

export interface BuildProject {
  project_id: number;
  gtfs_building_and_validation_status: string | null;
  gtfs_building_duration: string | null;
  gtfs_building_error_message: string | null;
  gtfs_file_updated_at: string | null;
}

const ACTIVE = ['queued', 'building', 'validating'];

export async function waitForBuild(client: Client, id: number, timeoutMs = 60_000): Promise<BuildProject> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<BuildProject>(`/api/projects/${id}/`);
    if (!ACTIVE.includes(res.body.gtfs_building_and_validation_status ?? '')) return res.body;
    if (Date.now() > end) throw new Error(`project ${id} still building after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function build(client: Client, id: number): Promise<BuildProject> {
  const res = await client.post<BuildProject>(`/api/projects/${id}/build_and_validate_gtfs_file/`);
  if (res.status !== 200) throw new Error(`build: ${res.status} ${res.text}`);
  return waitForBuild(client, id);
}

/** GET as bytes (the test client reads text). */
export async function getBytes(
  client: Client,
  pathname: string,
): Promise<{ status: number; bytes: Buffer; headers: Headers }> {
  const res = await fetch(client.base + pathname, {
    headers: {
      'User-Id': client.userId ?? '',
      'User-Token': client.token ?? '',
      'Accept-Language': client.lang,
    },
  });
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), headers: res.headers };
}

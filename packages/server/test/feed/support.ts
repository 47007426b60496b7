// Helpers of the GTFS import tests: zips made in memory, importing through the real HTTP endpoints,
// and the row counts of a project's tables next to those of the zip's files.
import { sql } from 'kysely';
import { TABLES, inspectFeed } from '@ruta/gtfs';
import { gtfsTableName } from '../../src/feed/sql-schema.js';
import type { Db } from '../../src/db/connection.js';
import { zipForm, type Client } from '../helpers.js';

export { makeZip } from '../../../gtfs/src/test-helpers/make-zip.js';

export interface ProjectBody {
  project_id: number;
  creation_status: string;
  loading_gtfs_error_message: string | null;
  envelope: { type: string; geometry: { type: string; coordinates: number[][][] } } | null;
  feedinfo: Record<string, unknown> | null;
  last_modification: string;
}

/** Polls the project until it is no longer loading (the web app polls the same way). */
export async function waitForImport(client: Client, id: number, timeoutMs = 60_000): Promise<ProjectBody> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<ProjectBody>(`/api/projects/${id}/`);
    if (res.status !== 200) throw new Error(`GET project ${id}: ${res.status} ${res.text}`);
    if (res.body.creation_status !== 'loading_gtfs') return res.body;
    if (Date.now() > end) throw new Error(`project ${id} still loading after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** create_project_from_gtfs, then wait for the import to end. */
export async function importZip(client: Client, name: string, zip: Buffer): Promise<ProjectBody> {
  const res = await client.request<ProjectBody>('POST', '/api/projects/create_project_from_gtfs/', {
    body: zipForm({ name }, { content: zip }),
  });
  if (res.status !== 201) throw new Error(`create_project_from_gtfs: ${res.status} ${res.text}`);
  expectLoading(res.body);
  return waitForImport(client, res.body.project_id);
}

/** upload_gtfs_file, then wait for the import to end. */
export async function uploadZip(client: Client, id: number, zip: Buffer): Promise<ProjectBody> {
  const res = await client.request<ProjectBody>('POST', `/api/projects/${id}/upload_gtfs_file/`, {
    body: zipForm({}, { content: zip }),
  });
  if (res.status !== 200) throw new Error(`upload_gtfs_file: ${res.status} ${res.text}`);
  expectLoading(res.body);
  return waitForImport(client, id);
}

function expectLoading(p: ProjectBody) {
  if (p.creation_status !== 'loading_gtfs')
    throw new Error(`expected loading_gtfs, got ${p.creation_status}`);
}

/** Rows per GTFS table of a project (tables without rows left out). */
export async function tableCounts(db: Db, projectId: number): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM ${sql.table(gtfsTableName(t))} WHERE project_id = ${projectId}`.execute(
      db,
    );
    if (rows[0]!.n) counts[t.name] = rows[0]!.n;
  }
  return counts;
}

/** Rows per table file of a zip, read by @ruta/gtfs (tables without rows left out). */
export async function fileCounts(zip: string | Buffer): Promise<Record<string, number>> {
  const summary = await inspectFeed(zip);
  const counts: Record<string, number> = {};
  for (const f of summary.files)
    if (f.kind === 'table' && f.rows) counts[f.name.replace(/\.txt$/, '')] = f.rows;
  return counts;
}

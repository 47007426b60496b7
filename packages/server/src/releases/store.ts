// SQL of releases and publishing settings. A release row points at its frozen stored files; the
// stable address serves the project's most recently published release that is not withdrawn.
import type { Query } from '../files/store.js';

export type ReleaseStatus = 'proposed' | 'published' | 'withdrawn';

export interface ValidationCounts {
  errors: number;
  warnings: number;
  infos: number;
  error_codes: { code: string; total: number }[];
}

export interface WebhookState {
  state: 'pending' | 'delivered' | 'failed';
  event: string;
  attempts: number;
  status: number | null;
  error: string | null;
  at: string;
}

export interface ReleaseRow {
  id: number;
  project_id: number;
  number: number;
  note: string;
  created_at: Date;
  built_at: Date;
  zip_file_id: number;
  report_file_id: number;
  ids_file_id: number;
  zip_size: number;
  validation: ValidationCounts;
  service_start: string | null;
  service_end: string | null;
  status: ReleaseStatus;
  published_at: Date | null;
  withdrawn_at: Date | null;
  published_zip_file_id: number | null;
  published_size: number | null;
  etag: string | null;
  feed_info_set: boolean | null;
  summary: Record<string, unknown> | null;
  webhook: WebhookState | null;
}

const RELEASE_COLUMNS = `r.id, r.project_id, r.number, r.note, r.created_at, r.built_at, r.zip_file_id,
  r.report_file_id, r.ids_file_id, z.size AS zip_size, r.validation,
  to_char(r.service_start, 'YYYY-MM-DD') AS service_start, to_char(r.service_end, 'YYYY-MM-DD') AS service_end,
  r.status, r.published_at, r.withdrawn_at, r.published_zip_file_id, p.size AS published_size, r.etag,
  r.feed_info_set, r.summary, r.webhook`;
const RELEASE_FROM = `releases r JOIN stored_files z ON z.id = r.zip_file_id
  LEFT JOIN stored_files p ON p.id = r.published_zip_file_id`;

export async function listReleases(query: Query, projectId: number): Promise<ReleaseRow[]> {
  const rows = await query<ReleaseRow>(
    `SELECT ${RELEASE_COLUMNS} FROM ${RELEASE_FROM} WHERE r.project_id = $1 ORDER BY r.number DESC`,
    [projectId],
  );
  return rows;
}

export async function findRelease(
  query: Query,
  projectId: number,
  number: number,
): Promise<ReleaseRow | undefined> {
  const [row] = await query<ReleaseRow>(
    `SELECT ${RELEASE_COLUMNS} FROM ${RELEASE_FROM} WHERE r.project_id = $1 AND r.number = $2`,
    [projectId, number],
  );
  return row;
}

export async function findReleaseById(query: Query, id: number): Promise<ReleaseRow | undefined> {
  const [row] = await query<ReleaseRow>(`SELECT ${RELEASE_COLUMNS} FROM ${RELEASE_FROM} WHERE r.id = $1`, [
    id,
  ]);
  return row;
}

/** The release the stable address serves: the last published one that is not withdrawn. */
export async function currentRelease(query: Query, projectId: number): Promise<ReleaseRow | undefined> {
  const [row] = await query<ReleaseRow>(
    `SELECT ${RELEASE_COLUMNS} FROM ${RELEASE_FROM}
      WHERE r.project_id = $1 AND r.status = 'published' ORDER BY r.published_at DESC, r.id DESC LIMIT 1`,
    [projectId],
  );
  return row;
}

/** Published releases, newest first (the Atom feed). */
export async function publishedReleases(query: Query, projectId: number): Promise<ReleaseRow[]> {
  const rows = await query<ReleaseRow>(
    `SELECT ${RELEASE_COLUMNS} FROM ${RELEASE_FROM}
      WHERE r.project_id = $1 AND r.status = 'published' ORDER BY r.published_at DESC, r.id DESC`,
    [projectId],
  );
  return rows;
}

/** The release of this build, if one was already proposed. */
export async function releaseOfBuild(
  query: Query,
  projectId: number,
  builtAt: Date,
): Promise<number | undefined> {
  const [row] = await query<{ number: number }>(
    `SELECT number FROM releases WHERE project_id = $1 AND built_at = $2`,
    [projectId, builtAt],
  );
  return row?.number;
}

export interface NewRelease {
  projectId: number;
  note: string;
  builtAt: Date;
  zipFileId: number;
  reportFileId: number;
  idsFileId: number;
  validation: ValidationCounts;
  serviceStart: string | null;
  serviceEnd: string | null;
}

/** Inserts with the project's next number (the caller holds the project's row lock). */
export async function insertRelease(query: Query, r: NewRelease): Promise<number> {
  const [row] = await query<{ number: number }>(
    `INSERT INTO releases (project_id, number, note, built_at, zip_file_id, report_file_id, ids_file_id,
       validation, service_start, service_end)
     SELECT $1, COALESCE(MAX(number), 0) + 1, $2, $3, $4, $5, $6, $7, $8, $9 FROM releases WHERE project_id = $1
     RETURNING number`,
    [
      r.projectId,
      r.note,
      r.builtAt,
      r.zipFileId,
      r.reportFileId,
      r.idsFileId,
      JSON.stringify(r.validation),
      r.serviceStart,
      r.serviceEnd,
    ],
  );
  return row!.number;
}

export async function markPublished(
  query: Query,
  id: number,
  published: { fileId: number; etag: string; feedInfoSet: boolean; summary: Record<string, unknown> },
): Promise<void> {
  await query(
    `UPDATE releases SET status = 'published', published_at = now(), withdrawn_at = NULL,
       published_zip_file_id = $2, etag = $3, feed_info_set = $4, summary = $5
     WHERE id = $1`,
    [id, published.fileId, published.etag, published.feedInfoSet, JSON.stringify(published.summary)],
  );
}

export async function markWithdrawn(query: Query, id: number): Promise<void> {
  await query(`UPDATE releases SET status = 'withdrawn', withdrawn_at = now() WHERE id = $1`, [id]);
}

export async function setWebhookState(query: Query, id: number, state: WebhookState): Promise<void> {
  await query(`UPDATE releases SET webhook = $2 WHERE id = $1`, [id, JSON.stringify(state)]);
}

export interface PublishingSettings {
  slug: string | null;
  webhook_url: string | null;
  webhook_secret: string | null;
}

export async function readSettings(query: Query, projectId: number): Promise<PublishingSettings> {
  const [row] = await query<PublishingSettings>(
    `SELECT slug, webhook_url, webhook_secret FROM project_publishing WHERE project_id = $1`,
    [projectId],
  );
  return row ?? { slug: null, webhook_url: null, webhook_secret: null };
}

/** Whether another project holds `slug`. */
export async function slugTaken(query: Query, projectId: number, slug: string): Promise<boolean> {
  const rows = await query(`SELECT 1 FROM project_publishing WHERE slug = $1 AND project_id <> $2`, [
    slug,
    projectId,
  ]);
  return rows.length > 0;
}

export async function writeSettings(query: Query, projectId: number, s: PublishingSettings): Promise<void> {
  await query(
    `INSERT INTO project_publishing (project_id, slug, webhook_url, webhook_secret) VALUES ($1, $2, $3, $4)
     ON CONFLICT (project_id) DO UPDATE SET slug = $2, webhook_url = $3, webhook_secret = $4`,
    [projectId, s.slug, s.webhook_url, s.webhook_secret],
  );
}

/** The project published at `slug`, with its name (the Atom feed's title). */
export async function projectOfSlug(
  query: Query,
  slug: string,
): Promise<{ id: number; name: string } | undefined> {
  const [row] = await query<{ id: number; name: string }>(
    `SELECT p.id, p.name FROM project_publishing s JOIN projects p ON p.id = s.project_id WHERE s.slug = $1`,
    [slug],
  );
  return row && { id: Number(row.id), name: row.name };
}

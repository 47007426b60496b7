// Publishing and withdrawing a release. Publishing writes the served copy (feed_info stamped when
// asked), marks it published, and queues the webhook; the stable address then serves it. Withdrawing
// takes it off both addresses, so the stable one serves the release published before it.
import type { AppContext } from '../http/context.js';
import { connectClient } from '../db/connection.js';
import { clientQuery, dbQuery } from '../files/store.js';
import { writePublishedZip } from './publish-zip.js';
import {
  currentRelease,
  findReleaseById,
  markPublished,
  markWithdrawn,
  readSettings,
  type ReleaseRow,
} from './store.js';
import { cachedDiffSummary } from './diff-summary.js';
import { queueWebhook, type WebhookEvent } from './webhook.js';
import type { ReleaseSummary } from './summary.js';

export const feedBase = (publicUrl: string, slug: string) => `${publicUrl}/feeds/${slug}`;

/** feed_version of a published release: its number and the day it was published, e.g. `v3 2026-11-25`. */
export const publishedFeedVersion = (number: number, at: Date) =>
  `v${number} ${at.toISOString().slice(0, 10)}`;

/** Error codes of the release's validation that the user has not confirmed. */
export const unconfirmedErrors = (release: ReleaseRow, confirmed: string[]) =>
  release.validation.error_codes.map((e) => e.code).filter((code) => !confirmed.includes(code));

async function notify(ctx: AppContext, projectId: number, releaseId: number, event: WebhookEvent) {
  const settings = await readSettings(dbQuery(ctx.db), projectId);
  if (!settings.slug || !settings.webhook_url || !settings.webhook_secret) return;
  await queueWebhook(ctx.jobs, { releaseId, event, base: feedBase(ctx.config.publicUrl, settings.slug) });
}

export async function publishRelease(
  ctx: AppContext,
  release: ReleaseRow,
  setFeedInfo: boolean,
): Promise<void> {
  const previous = await currentRelease(dbQuery(ctx.db), release.project_id);
  const summary: ReleaseSummary = {
    previous_number: previous?.number ?? null,
    ...(previous ? await cachedDiffSummary(ctx.db, previous.id, release.id) : {}),
  };
  const client = await connectClient(ctx.databaseUrl);
  try {
    const query = clientQuery(client);
    await client.query('BEGIN');
    const zip = { id: release.zip_file_id, size: release.zip_size, name: 'gtfs.zip' };
    const stamp = setFeedInfo
      ? {
          feed_version: publishedFeedVersion(release.number, new Date()),
          feed_start_date: release.service_start,
          feed_end_date: release.service_end,
        }
      : null;
    const published = await writePublishedZip(query, release.project_id, zip, stamp);
    await markPublished(query, release.id, {
      fileId: published.file.id,
      etag: published.etag,
      feedInfoSet: published.feedInfoSet,
      summary: summary as unknown as Record<string, unknown>,
    });
    // A release published again (after a withdrawal) drops the copy it served before.
    if (release.published_zip_file_id)
      await query(`DELETE FROM stored_files WHERE id = $1`, [release.published_zip_file_id]);
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  } finally {
    await client.end().catch(() => undefined);
  }
  await notify(ctx, release.project_id, release.id, 'release.published');
}

export async function withdrawRelease(ctx: AppContext, release: ReleaseRow): Promise<ReleaseRow> {
  await markWithdrawn(dbQuery(ctx.db), release.id);
  await notify(ctx, release.project_id, release.id, 'release.withdrawn');
  return (await findReleaseById(dbQuery(ctx.db), release.id))!;
}

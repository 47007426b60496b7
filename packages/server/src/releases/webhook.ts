// The optional webhook: after a publish or a withdrawal, a POST of JSON to the project's webhook URL,
// signed with HMAC-SHA256 of the body under the project's secret (`X-Ruta-Signature: sha256=<hex>`,
// as GitHub signs its webhooks). Delivered by a job that pg-boss retries with backoff; the release
// row keeps the last attempt's outcome for the releases screen.
import { createHmac, randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.js';
import { dbQuery } from '../files/store.js';
import type { JobQueue } from '../jobs/queue.js';
import { findReleaseById, readSettings, setWebhookState } from './store.js';
import { releaseZipUrl, stableZipUrl } from './atom.js';
import { summaryText } from './summary.js';

export const WEBHOOK_JOB = 'release-webhook';
/** Retries after the first attempt (so 6 attempts), 5 s apart and doubling. */
export const WEBHOOK_RETRIES = 5;
const TIMEOUT_MS = 10_000;

export type WebhookEvent = 'release.published' | 'release.withdrawn';

export interface WebhookJobData {
  releaseId: number;
  event: WebhookEvent;
  /** /feeds/{slug} on the public URL when the job was sent. */
  base: string;
  delivery: string;
}

export const signature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export function queueWebhook(jobs: JobQueue, data: Omit<WebhookJobData, 'delivery'>) {
  return jobs.send<WebhookJobData>(
    WEBHOOK_JOB,
    { ...data, delivery: randomUUID() },
    { retry: { limit: WEBHOOK_RETRIES, delaySeconds: 5, backoff: true } },
  );
}

/** One attempt; throws (so pg-boss retries) unless the receiver answered 2xx. */
async function deliver(db: Db, data: WebhookJobData, log: FastifyBaseLogger): Promise<void> {
  const query = dbQuery(db);
  const release = await findReleaseById(query, data.releaseId);
  if (!release) return; // the project or release is gone: nothing to tell
  const settings = await readSettings(query, release.project_id);
  if (!settings.webhook_url || !settings.webhook_secret) return;
  const body = JSON.stringify({
    event: data.event,
    release: release.number,
    status: release.status,
    published_at: release.published_at?.toISOString() ?? null,
    withdrawn_at: release.withdrawn_at?.toISOString() ?? null,
    etag: release.etag,
    url: releaseZipUrl(data.base, release.number),
    stable_url: stableZipUrl(data.base),
    service_start: release.service_start,
    service_end: release.service_end,
    validation: release.validation,
    summary: summaryText('en', release),
  });
  const attempts = (release.webhook?.event === data.event ? release.webhook.attempts : 0) + 1;
  const record = (state: 'pending' | 'delivered' | 'failed', status: number | null, error: string | null) =>
    setWebhookState(query, release.id, {
      state,
      event: data.event,
      attempts,
      status,
      error,
      at: new Date().toISOString(),
    });
  let status: number | null = null;
  try {
    const response = await fetch(settings.webhook_url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Ruta',
        'x-ruta-event': data.event,
        'x-ruta-delivery': data.delivery,
        'x-ruta-signature': signature(settings.webhook_secret, body),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    status = response.status;
    await response.body?.cancel();
    if (status < 200 || status > 299) throw new Error(`the receiver answered ${status}`);
    await record('delivered', status, null);
  } catch (err) {
    const message = (err as Error).message;
    const last = attempts > WEBHOOK_RETRIES;
    await record(last ? 'failed' : 'pending', status, message);
    log.warn({ releaseId: release.id, attempts, status, message }, 'release webhook not delivered');
    throw err;
  }
}

export async function registerWebhookJob(jobs: JobQueue, db: Db, log: FastifyBaseLogger): Promise<void> {
  await jobs.register<WebhookJobData>(WEBHOOK_JOB, (data) => deliver(db, data, log));
}

// The answers and bodies of the release and publishing routes (the web app takes their types from
// @ruta/server/api-types).
import { z } from 'zod';
import { projectParams } from '../http/project-scope.js';
import type { ReleaseRow } from './store.js';

export const releaseParams = projectParams.extend({ number: z.string().regex(/^[1-9][0-9]{0,8}$/) });

const validationSchema = z.object({
  errors: z.number(),
  warnings: z.number(),
  infos: z.number(),
  error_codes: z.array(z.object({ code: z.string(), total: z.number() })),
});

export const releaseSchema = z.object({
  number: z.number(),
  note: z.string(),
  status: z.enum(['proposed', 'published', 'withdrawn']),
  /** Whether the stable address serves this release now. */
  current: z.boolean(),
  created_at: z.string(),
  built_at: z.string(),
  published_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  size: z.number().describe('Bytes of the frozen zip'),
  published_size: z.number().nullable(),
  etag: z.string().nullable(),
  feed_info_set: z.boolean().nullable(),
  service_start: z.string().nullable(),
  service_end: z.string().nullable(),
  validation: validationSchema,
  summary: z.unknown().describe('{previous_number, risks?, rows?} recorded when published, or null'),
  webhook: z
    .object({
      state: z.enum(['pending', 'delivered', 'failed']),
      event: z.string(),
      attempts: z.number(),
      status: z.number().nullable(),
      error: z.string().nullable(),
      at: z.string(),
    })
    .nullable(),
  public_url: z.string().nullable().describe('The numbered public address while published'),
});

export type ReleaseJson = z.infer<typeof releaseSchema>;

export const publishingSchema = z.object({
  slug: z.string().nullable(),
  webhook_url: z.string().nullable(),
  has_webhook_secret: z.boolean(),
  /** The stable address, the Atom feed and the DMFR download once a slug is chosen. */
  feed_url: z.string().nullable(),
  atom_url: z.string().nullable(),
});

export const releasesSchema = z.object({
  releases: z.array(releaseSchema),
  publishing: publishingSchema,
});

export const proposeBody = z.object({ note: z.string().trim().max(2000).default('') });

export const publishBody = z.object({
  set_feed_info: z.boolean().default(true),
  /** Each error code of the release's validation, confirmed by the user, to publish despite it. */
  confirm_error_codes: z.array(z.string()).default([]),
});

export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{2,59}$/;

export const publishingBody = z.object({
  slug: z.string().trim().nullable(),
  webhook_url: z.string().trim().nullable(),
  /** Absent or null keeps the stored secret; a string replaces it. */
  webhook_secret: z.string().nullable().optional(),
});

export function releaseJson(r: ReleaseRow, current: boolean, base: string | null): ReleaseJson {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    number: r.number,
    note: r.note,
    status: r.status,
    current,
    created_at: r.created_at.toISOString(),
    built_at: r.built_at.toISOString(),
    published_at: iso(r.published_at),
    withdrawn_at: iso(r.withdrawn_at),
    size: r.zip_size,
    published_size: r.published_size,
    etag: r.etag,
    feed_info_set: r.feed_info_set,
    service_start: r.service_start,
    service_end: r.service_end,
    validation: r.validation,
    summary: r.summary,
    webhook: r.webhook,
    public_url: base && r.status === 'published' ? `${base}/releases/${r.number}/gtfs.zip` : null,
  };
}

// Publishing settings of a project: the slug of its public address, the webhook (URL and secret),
// and the DMFR file for its stable address. The secret is write-only: answers only say whether one is set.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError, fieldErrors } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { dbQuery } from '../files/store.js';
import { stableZipUrl } from './atom.js';
import { dmfrDocument, type DmfrAgency } from './dmfr.js';
import { releaseMessage } from './messages.js';
import { feedBase } from './publish.js';
import { publishingBody, publishingSchema, SLUG_PATTERN } from './schemas.js';
import { readSettings, slugTaken, writeSettings, type PublishingSettings } from './store.js';
import { fileAnswer } from '../http/answers.js';

export function publishingJson(s: PublishingSettings, base: string | null): z.infer<typeof publishingSchema> {
  return {
    slug: s.slug,
    webhook_url: s.webhook_url,
    has_webhook_secret: !!s.webhook_secret,
    feed_url: base && stableZipUrl(base),
    atom_url: base && `${base}/releases.atom`,
  };
}

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};

export async function publishingRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['releases'];
  const query = dbQuery(ctx.db);
  const baseOf = (slug: string | null) => (slug ? feedBase(ctx.config.publicUrl, slug) : null);

  r.get(
    '/:id/publishing/',
    { schema: { tags, params: projectParams, response: { 200: publishingSchema } } },
    async (request) => {
      const settings = await readSettings(query, ownedProject(request).id);
      return publishingJson(settings, baseOf(settings.slug));
    },
  );

  r.put(
    '/:id/publishing/',
    {
      config: { role: 'publisher' },
      schema: {
        tags,
        params: projectParams,
        body: publishingBody,
        response: { 200: publishingSchema },
        description:
          'Sets the slug of /feeds/{slug}/ (3-60 of a-z, 0-9 and "-", unique), and the webhook URL and its ' +
          'secret (at least 16 characters; omit webhook_secret to keep the stored one). 400 with field errors.',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const lang = request.lang;
      const old = await readSettings(query, project.id);
      const slug = request.body.slug || null;
      const url = request.body.webhook_url || null;
      const secret =
        request.body.webhook_secret === undefined || request.body.webhook_secret === null
          ? old.webhook_secret
          : request.body.webhook_secret || null;
      const errors: Record<string, string[]> = {};
      if (slug && !SLUG_PATTERN.test(slug)) errors.slug = [releaseMessage(lang, 'slug_format')];
      else if (slug && (await slugTaken(query, project.id, slug)))
        errors.slug = [releaseMessage(lang, 'slug_taken')];
      if (url && !isHttpUrl(url)) errors.webhook_url = [releaseMessage(lang, 'webhook_url')];
      if (url && (!secret || secret.length < 16))
        errors.webhook_secret = [releaseMessage(lang, 'webhook_secret')];
      if (Object.keys(errors).length) throw fieldErrors(errors);
      const settings = { slug, webhook_url: url, webhook_secret: url ? secret : null };
      try {
        await writeSettings(query, project.id, settings);
      } catch (err) {
        // Two projects claiming one slug at once: the unique index decides.
        if ((err as { code?: string }).code === '23505')
          throw fieldErrors({ slug: [releaseMessage(lang, 'slug_taken')] });
        throw err;
      }
      return publishingJson(settings, baseOf(slug));
    },
  );

  r.get(
    '/:id/publishing/dmfr.json',
    {
      schema: {
        tags,
        params: projectParams,
        response: fileAnswer('The DMFR file (application/json), to save as <slug>.dmfr.json'),
        description:
          "A Transitland DMFR file (schema v0.5.0) naming the stable address, with the feed's agencies as operators. 409 before a slug is chosen.",
      },
    },
    async (request, reply) => {
      const project = ownedProject(request);
      const { slug } = await readSettings(query, project.id);
      if (!slug) throw detailError(409, releaseMessage(request.lang, 'no_slug'));
      const agencies = await query<DmfrAgency>(
        `SELECT agency_id, agency_name, agency_url FROM gtfs_agency WHERE project_id = $1 ORDER BY id`,
        [project.id],
      );
      const document = dmfrDocument(slug, project.name, stableZipUrl(baseOf(slug)!), agencies);
      return reply
        .type('application/json')
        .header('content-disposition', `attachment; filename="${slug}.dmfr.json"`)
        .send(JSON.stringify(document, null, 2) + '\n');
    },
  );
}

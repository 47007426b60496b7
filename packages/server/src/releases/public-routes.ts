// The public addresses of published releases, without sign-in (outside the project scope):
//   /feeds/{slug}/gtfs.zip                      the current release (the last published, not withdrawn)
//   /feeds/{slug}/releases/{number}/gtfs.zip    each published release
//   /feeds/{slug}/releases.atom                 an Atom feed of the published releases
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { dbQuery } from '../files/store.js';
import { atomFeed } from './atom.js';
import { releaseMessage } from './messages.js';
import { feedBase } from './publish.js';
import { currentRelease, findRelease, projectOfSlug, publishedReleases, type ReleaseRow } from './store.js';
import { sendPublishedZip } from './send-zip.js';

const slugParams = z.object({ slug: z.string().max(100) });
const numberParams = slugParams.extend({ number: z.string().regex(/^[1-9][0-9]{0,8}$/) });

export async function publicFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = dbQuery(ctx.db);
  const tags = ['public feeds'];
  const security: [] = [];

  const send = (
    request: Parameters<typeof sendPublishedZip>[0],
    reply: Parameters<typeof sendPublishedZip>[1],
    slug: string,
    release: ReleaseRow,
    name: string,
  ) =>
    sendPublishedZip(
      request,
      reply,
      ctx.databaseUrl,
      {
        fileId: release.published_zip_file_id!,
        size: release.published_size!,
        etag: release.etag!,
        lastModified: release.published_at!,
        downloadName: `${slug}${name}.zip`,
      },
      ctx.config.downloadStallSeconds,
    );

  r.get(
    '/feeds/:slug/gtfs.zip',
    {
      schema: {
        tags,
        security,
        params: slugParams,
        description:
          'The current published release (application/zip) with ETag, Last-Modified, 304 on If-None-Match or ' +
          'If-Modified-Since, and one Range (206). 404 when nothing is published.',
      },
    },
    async (request, reply) => {
      const project = await projectOfSlug(query, request.params.slug);
      const release = project && (await currentRelease(query, project.id));
      if (!release) throw detailError(404, releaseMessage(request.lang, 'feed_not_found'));
      return send(request, reply, request.params.slug, release, '');
    },
  );

  r.get(
    '/feeds/:slug/releases/:number/gtfs.zip',
    {
      schema: {
        tags,
        security,
        params: numberParams,
        description: 'One published release, as the stable address serves it. 410 once withdrawn.',
      },
    },
    async (request, reply) => {
      const project = await projectOfSlug(query, request.params.slug);
      const release = project && (await findRelease(query, project.id, Number(request.params.number)));
      if (release?.status === 'withdrawn')
        throw detailError(410, releaseMessage(request.lang, 'release_withdrawn'));
      if (release?.status !== 'published')
        throw detailError(404, releaseMessage(request.lang, 'feed_not_found'));
      return send(request, reply, request.params.slug, release, `-${release.number}`);
    },
  );

  r.get(
    '/feeds/:slug/releases.atom',
    {
      schema: {
        tags,
        security,
        params: slugParams,
        description: 'Atom feed of the published releases, newest first, each with its summary.',
      },
    },
    async (request, reply) => {
      const project = await projectOfSlug(query, request.params.slug);
      if (!project) throw detailError(404, releaseMessage(request.lang, 'feed_not_found'));
      const releases = await publishedReleases(query, project.id);
      const base = feedBase(ctx.config.publicUrl, request.params.slug);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(atomFeed(request.lang, project.name, base, releases));
    },
  );
}

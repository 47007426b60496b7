// The public addresses of published releases, without sign-in (outside the project scope):
//   /feeds/{slug}/gtfs.zip                      the current release (the last published, not withdrawn)
//   /feeds/{slug}/releases/{number}/gtfs.zip    each published release
//   /feeds/{slug}/releases.atom                 an Atom feed of the published releases
// Whatever is not published answers one and the same 404 (an unknown slug, a malformed one with NUL
// or control characters, a project with a slug but nothing published, a number never published), so
// nobody guessing addresses learns which unpublished projects exist, and no odd text reaches a query.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { dbQuery } from '../files/store.js';
import { atomFeed } from './atom.js';
import { releaseMessage } from './messages.js';
import { feedBase } from './publish.js';
import { SLUG_PATTERN } from './schemas.js';
import { currentRelease, findRelease, projectOfSlug, publishedReleases, type ReleaseRow } from './store.js';
import { sendPublishedZip } from './send-zip.js';

// Any text is taken here and judged in the handler, so that a malformed one gets the same 404.
const slugParams = z.object({ slug: z.string() });
const numberParams = slugParams.extend({ number: z.string() });
const NUMBER_PATTERN = /^[1-9][0-9]{0,8}$/;

/** The one answer of every public address that is not published. */
const notPublished = (request: FastifyRequest) =>
  detailError(404, releaseMessage(request.lang, 'feed_not_found'));

export async function publicFeedRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const query = dbQuery(ctx.db);
  const tags = ['public feeds'];
  /** The project of a well-formed slug, if it has one. */
  const projectOf = (slug: string) => (SLUG_PATTERN.test(slug) ? projectOfSlug(query, slug) : undefined);
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
          'If-Modified-Since, and one Range (206). The same 404 for any slug with nothing published.',
      },
    },
    async (request, reply) => {
      const project = await projectOf(request.params.slug);
      const release = project && (await currentRelease(query, project.id));
      if (!release) throw notPublished(request);
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
      const { slug, number } = request.params;
      const project = NUMBER_PATTERN.test(number) ? await projectOf(slug) : undefined;
      const release = project && (await findRelease(query, project.id, Number(number)));
      // A withdrawn release was public once: its address says so rather than that it never was.
      if (release?.status === 'withdrawn')
        throw detailError(410, releaseMessage(request.lang, 'release_withdrawn'));
      if (release?.status !== 'published') throw notPublished(request);
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
        description:
          'Atom feed of the published releases, newest first, each with its summary; 404 when none is.',
      },
    },
    async (request, reply) => {
      const project = await projectOf(request.params.slug);
      const releases = project ? await publishedReleases(query, project.id) : [];
      if (!project || !releases.length) throw notPublished(request);
      const base = feedBase(ctx.config.publicUrl, request.params.slug);
      return reply
        .type('application/atom+xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(atomFeed(request.lang, project.name, base, releases));
    },
  );
}

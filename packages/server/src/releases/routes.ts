// Releases of a project: list, propose (freeze the last build), read, download the frozen zip,
// publish and withdraw. Every route reaches its project through the project scope.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { connectClient } from '../db/connection.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { dbQuery } from '../files/store.js';
import { endStalledDownload } from '../files/send.js';
import { downloadName } from '../build/files.js';
import { fileStream } from '../files/store.js';
import { releaseMessage } from './messages.js';
import { ProposeRefusal, proposeRelease } from './snapshot.js';
import { feedBase, publishRelease, unconfirmedErrors, withdrawRelease } from './publish.js';
import {
  proposeBody,
  publishBody,
  releaseJson,
  releaseParams,
  releaseSchema,
  releasesSchema,
} from './schemas.js';
import { currentRelease, findRelease, listReleases, readSettings } from './store.js';
import { publishingJson } from './settings-routes.js';
import { fileAnswer } from '../http/answers.js';

const detail = z.object({ detail: z.string() });

export async function releaseRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['releases'];
  const query = dbQuery(db);

  /** The public base (/feeds/{slug}) of the project, or null before a slug is chosen. */
  const baseOf = async (projectId: number) => {
    const { slug } = await readSettings(query, projectId);
    return slug ? feedBase(ctx.config.publicUrl, slug) : null;
  };

  async function loadRelease(request: FastifyRequest<{ Params: z.infer<typeof releaseParams> }>) {
    const project = ownedProject(request);
    const release = await findRelease(query, project.id, Number(request.params.number));
    if (!release) throw detailError(404, releaseMessage(request.lang, 'not_found'));
    return release;
  }

  async function answer(projectId: number, number: number) {
    const release = (await findRelease(query, projectId, number))!;
    const current = await currentRelease(query, projectId);
    return releaseJson(release, current?.id === release.id, await baseOf(projectId));
  }

  r.get(
    '/:id/releases/',
    {
      schema: {
        tags,
        params: projectParams,
        response: { 200: releasesSchema },
        description: 'The releases, newest first, and the publishing settings (public addresses).',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const [releases, current, settings] = await Promise.all([
        listReleases(query, project.id),
        currentRelease(query, project.id),
        readSettings(query, project.id),
      ]);
      const base = settings.slug ? feedBase(ctx.config.publicUrl, settings.slug) : null;
      return {
        releases: releases.map((rel) => releaseJson(rel, rel.id === current?.id, base)),
        publishing: publishingJson(settings, base),
      };
    },
  );

  r.post(
    '/:id/releases/',
    {
      config: { role: 'publisher' },
      schema: {
        tags,
        params: projectParams,
        body: proposeBody,
        response: { 201: releaseSchema, 409: detail },
        description:
          'Proposes a release: freezes the last finished build (zip, validation report, row ids). 409 when ' +
          'there is no finished build, a build is running, the data changed since the build, or the build is already a release.',
      },
    },
    async (request, reply) => {
      const project = ownedProject(request);
      const client = await connectClient(ctx.databaseUrl);
      try {
        const number = await proposeRelease(client, project.id, request.body.note);
        return reply.code(201).send(await answer(project.id, number));
      } catch (err) {
        if (err instanceof ProposeRefusal)
          throw detailError(409, releaseMessage(request.lang, err.key, err.params));
        throw err;
      } finally {
        await client.end().catch(() => undefined);
      }
    },
  );

  r.get(
    '/:id/releases/:number/',
    { schema: { tags, params: releaseParams, response: { 200: releaseSchema } } },
    async (request) => {
      const release = await loadRelease(request);
      return answer(release.project_id, release.number);
    },
  );

  r.get(
    '/:id/releases/:number/download/',
    {
      schema: {
        tags,
        params: releaseParams,
        response: fileAnswer('The frozen zip of the release, as built (application/zip)'),
      },
    },
    async (request, reply) => {
      const release = await loadRelease(request);
      const name = downloadName(ownedProject(request).name, `release-${release.number}`);
      const file = { id: release.zip_file_id, size: release.zip_size, name };
      // The frozen files never change or go while the release exists: no snapshot transaction needed.
      endStalledDownload(reply, ctx.config.downloadStallSeconds);
      return reply
        .type('application/zip')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(fileStream(query, file));
    },
  );

  r.post(
    '/:id/releases/:number/publish/',
    {
      config: { role: 'publisher' },
      schema: {
        tags,
        params: releaseParams,
        body: publishBody,
        response: {
          200: releaseSchema,
          409: z.object({ detail: z.string(), error_codes: z.array(z.string()).optional() }),
        },
        description:
          'Publishes the release at /feeds/{slug}/gtfs.zip and /feeds/{slug}/releases/{number}/gtfs.zip. ' +
          '409 without a slug, when already published, or while error codes of its validation are not in confirm_error_codes.',
      },
    },
    async (request, reply) => {
      const release = await loadRelease(request);
      const lang = request.lang;
      if (release.status === 'published') throw detailError(409, releaseMessage(lang, 'already_published'));
      if (!(await baseOf(release.project_id))) throw detailError(409, releaseMessage(lang, 'no_slug'));
      const missing = unconfirmedErrors(release, request.body.confirm_error_codes);
      if (missing.length)
        return reply.code(409).send({
          detail: releaseMessage(lang, 'unconfirmed_errors', { codes: missing.join(', ') }),
          error_codes: missing,
        });
      await publishRelease(ctx, release, request.body.set_feed_info);
      return answer(release.project_id, release.number);
    },
  );

  r.post(
    '/:id/releases/:number/withdraw/',
    {
      config: { role: 'publisher' },
      schema: {
        tags,
        params: releaseParams,
        response: { 200: releaseSchema, 409: detail },
        description:
          'Takes a published release off its addresses; the stable one serves the previous published release.',
      },
    },
    async (request) => {
      const release = await loadRelease(request);
      if (release.status !== 'published')
        throw detailError(409, releaseMessage(request.lang, 'not_published'));
      await withdrawRelease(ctx, release);
      return answer(release.project_id, release.number);
    },
  );
}

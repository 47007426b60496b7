// Build, cancel and download of a project's GTFS zip, and the findings of its validation. Every route
// reaches its project through the project scope (http/project-scope.ts): another user's answers 404.
import { randomUUID } from 'node:crypto';
import { renderReportHtml } from '@ruta/gtfs';
import { REPORT_POLICY } from '../http/security-headers.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { ownedProject, projectParams, projectRole } from '../http/project-scope.js';
import { findProject, projectJson, projectSchema } from '../http/project-store.js';
import { sendLatestFile } from '../files/send.js';
import { downloadName } from './files.js';
import { readFindings, readReport } from './findings.js';
import { BUILD_JOB, abortLocalRun, type BuildJobData } from './job.js';
import { feedVersion, markCanceled, markQueued } from './store.js';
import { buildMessage } from './messages.js';
import { findingsSchema, reportAnswer, zipAnswer } from './schemas.js';

export async function buildRoutes(app: FastifyInstance, ctx: AppContext) {
  const { db, jobs, databaseUrl } = ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['build'];

  r.post(
    '/:id/build_and_validate_gtfs_file/',
    {
      schema: {
        tags,
        params: projectParams,
        response: { 200: projectSchema },
        description: 'Queues a build of the GTFS zip. While a run is queued or running, changes nothing.',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const run = randomUUID();
      const queued = await markQueued(db, project.id, run);
      const role = projectRole(request);
      if (!queued) return projectJson((await findProject(db, project.id)) ?? project, role);
      await jobs.send<BuildJobData>(BUILD_JOB, { projectId: project.id, run }, { id: run });
      return projectJson(queued, role);
    },
  );

  r.post(
    '/:id/cancel_build_and_validate_gtfs_file/',
    {
      schema: {
        tags,
        params: projectParams,
        // A malformed request answers the usual field errors (a NUL character in a text) or detail
        // (a body that is not JSON).
        response: {
          200: projectSchema,
          400: z.union([
            z.array(z.string()),
            z.record(z.string(), z.array(z.string())),
            z.object({ detail: z.string() }),
          ]),
        },
        description:
          'Cancels the queued or running build; 400 ["Process is not running or queued"] otherwise.',
      },
    },
    async (request, reply) => {
      const project = ownedProject(request);
      const canceled = await markCanceled(db, project.id);
      if (!canceled) return reply.code(400).send([buildMessage(request.lang, 'not_running')]);
      const run = canceled.gtfs_build_run;
      if (run) {
        abortLocalRun(run);
        // A queued job is removed; a running one (in any process) sees the status and stops.
        await jobs.cancel(BUILD_JOB, run).catch((err: unknown) => request.log.warn({ err }, 'job cancel'));
      }
      return projectJson(canceled, projectRole(request));
    },
  );

  r.get(
    '/:id/download/',
    {
      schema: {
        tags,
        params: projectParams,
        response: zipAnswer,
        description: 'The last built GTFS zip (application/zip, with a file name in Content-Disposition).',
      },
    },
    async (request, reply) => {
      const project = ownedProject(request);
      const name = downloadName(project.name, await feedVersion(db, project.id));
      const file = {
        projectId: project.id,
        kind: 'build_zip' as const,
        type: 'application/zip',
        downloadName: name,
      };
      const sent = await sendLatestFile(reply, databaseUrl, file, ctx.config.downloadStallSeconds);
      if (!sent) throw detailError(404, buildMessage(request.lang, 'never_built'));
      return reply;
    },
  );

  r.get(
    '/:id/validation_report/',
    {
      schema: {
        tags,
        params: projectParams,
        querystring: z.object({ download: z.enum(['0', '1']).optional() }),
        response: reportAnswer,
        description:
          "The self-contained HTML report of the last validation (text/html), in the reader's language, to " +
          'open in a browser tab; `download=1` asks the browser to save it as gtfs-validation-report.html. ' +
          '404 when never validated.',
      },
    },
    async (request, reply) => {
      // Rendered from report.json at each read, so it speaks the reader's language, not the builder's.
      const report = await readReport(db, ownedProject(request).id);
      if (!report) throw detailError(404, buildMessage(request.lang, 'never_validated'));
      const disposition = request.query.download === '1' ? 'attachment' : 'inline';
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', `${disposition}; filename="gtfs-validation-report.html"`)
        .header('content-security-policy', REPORT_POLICY)
        .send(renderReportHtml(report, undefined, request.lang));
    },
  );

  r.get(
    '/:id/validation/',
    {
      schema: {
        tags,
        params: projectParams,
        response: { 200: findingsSchema },
        description:
          'Findings of the last validation: {validated_at, notices: [{code, severity, total, description, file, samples}]}, ' +
          'errors first; at most 100 samples per code. 404 when never validated.',
      },
    },
    async (request) => {
      const project = ownedProject(request);
      const findings = await readFindings(db, project.id, request.lang);
      if (!findings) throw detailError(404, buildMessage(request.lang, 'never_validated'));
      return findings;
    },
  );
}

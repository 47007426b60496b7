// GET /api/projects/{id}/{resource}/download/ and PUT .../upload/ for every table resource.
// The project comes from the project scope (http/project-scope.ts): another user's answers 404.
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { connectClient } from '../db/connection.js';
import type { AppContext } from '../http/context.js';
import { detailError } from '../http/errors.js';
import { interruptedUpload, isInterruptedBody } from '../http/interrupted-upload.js';
import { ownedProject, projectParams } from '../http/project-scope.js';
import { endStalledDownload } from '../files/send.js';
import { fileAnswer } from '../http/answers.js';
import { tableCsv } from './download.js';
import { CSV_RESOURCES } from './resources.js';
import { csvUploadAnswer } from '../tables/schemas.js';
import { UploadTooLarge, replaceTable } from './upload.js';

export async function tableCsvRoutes(app: FastifyInstance, ctx: AppContext) {
  const { databaseUrl, config } = ctx;
  // The upload body is read as a stream by the route (raw CSV, whatever the content type says).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const maxBytes = config.maxUploadMb * 1024 * 1024;

  for (const [resource, table] of Object.entries(CSV_RESOURCES)) {
    app.get(
      `/:id/${resource}/download/`,
      {
        schema: {
          tags: ['table CSV'],
          params: projectParams,
          response: fileAnswer(`${table.file} as CSV (text/csv)`),
        },
      },
      async (request, reply) => {
        const project = ownedProject(request);
        endStalledDownload(reply, config.downloadStallSeconds);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${table.file}"`)
          .send(Readable.from(tableCsv(databaseUrl, project.id, table)));
      },
    );

    app.put(
      `/:id/${resource}/upload/`,
      {
        schema: {
          tags: ['table CSV'],
          params: projectParams,
          response: csvUploadAnswer,
          description: `Replaces ${table.file} by the CSV body: 200 {created, updated, deleted, warnings} or 400 {non_field_errors, rows: [{row, field, message, value}]}`,
        },
      },
      async (request, reply) => {
        const project = ownedProject(request);
        const body = request.body;
        const source: AsyncIterable<Buffer | string> | Iterable<string> =
          body && typeof (body as Readable)[Symbol.asyncIterator] === 'function'
            ? (body as AsyncIterable<Buffer>)
            : [typeof body === 'string' ? body : ''];
        const client = await connectClient(databaseUrl);
        try {
          const result = await replaceTable(client, project.id, table, source, request.lang, maxBytes);
          if (!result.ok)
            return reply.code(400).send({ non_field_errors: result.non_field_errors, rows: result.rows });
          const { created, updated, deleted, warnings } = result;
          return { created, updated, deleted, warnings };
        } catch (err) {
          if (err instanceof UploadTooLarge)
            throw detailError(413, request.t('file_too_large', { max: config.maxUploadMb }));
          if (isInterruptedBody(err)) throw interruptedUpload(request);
          throw err;
        } finally {
          await client.end().catch(() => undefined);
        }
      },
    );
  }
}

// Error answers of the API: 400 {"field": [...], "non_field_errors": [...]} for validation, and
// {"detail": "..."} for everything else. The error handler turns every library error caused by bad
// input into a 4xx so that only real faults answer 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translator } from '../i18n/index.js';
import { validationToFieldErrors, type FieldErrors } from './validation.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

export type { FieldErrors };
export { isDatabaseUnavailable };

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: FieldErrors | { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.detail === 'string' ? body.detail : JSON.stringify(body));
  }
}

export const fieldErrors = (errors: FieldErrors) => new HttpError(400, errors);
export const detailError = (statusCode: number, detail: string) => new HttpError(statusCode, { detail });
/** A 429, with the seconds after which the same request may succeed (every 429 says when). */
export const tooManyRequests = (detail: string, retryAfterSeconds: number) =>
  new HttpError(429, { detail }, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The request hook may not have run (e.g. a body parser failed first), so derive the language here too.
  const t = request.t ?? translator('en');
  if (error instanceof HttpError) return reply.code(error.statusCode).headers(error.headers).send(error.body);
  if (hasZodFastifySchemaValidationErrors(error)) {
    // A malformed path parameter (e.g. a project id that is not a positive integer) names nothing.
    if (error.validationContext === 'params') return reply.code(404).send({ detail: t('not_found') });
    const source = error.validationContext === 'querystring' ? request.query : request.body;
    return reply.code(400).send(validationToFieldErrors(error.validation, source, t));
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return reply.code(400).send({ detail: t('malformed_json') });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return reply
        .code(415)
        .send({ detail: t('unsupported_media_type', { type: request.headers['content-type'] ?? '' }) });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return reply.code(413).send({ detail: t('body_too_large') });
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return reply.code(415).send({ detail: t('multipart_required') });
  }
  if (error instanceof SyntaxError) return reply.code(400).send({ detail: t('malformed_json') });
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ code: error.code, message: error.message }, 'database unavailable');
    return reply
      .code(503)
      .header('Retry-After', '5')
      .send({ detail: t('database_unavailable') });
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ detail: error.message });
  request.log.error({ err: error }, 'unhandled error');
  return reply.code(500).send({ detail: t('internal_error') });
}

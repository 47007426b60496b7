// The JSON body parser of every route. A body nested deeper than MAX_JSON_DEPTH is refused with 400 at
// parse time, before any hook, route or check reads it (sign-in included), so no later walk of the
// body (the NUL check, the schema validation, a route) meets a depth it was not written for. The depth
// is found by one linear scan of the text before JSON.parse runs.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fieldErrors } from './errors.js';

/** The deepest nesting of arrays and objects a JSON body may have (docs/api.md). */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests arrays and objects deeper than `max`; brackets inside strings do not count. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    // Inside a string, a backslash escapes the next character and a quote ends it.
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** Replaces Fastify's JSON parser: an empty body counts as none, and a too deep one answers 400. */
export function parseJsonBodies(app: FastifyInstance): void {
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string' },
    (request: FastifyRequest, body: string | Buffer, done) => {
      const text = body.toString();
      // Clients send Content-Type: application/json on bodiless POSTs.
      if (text.trim() === '') return done(null, undefined);
      if (nestedDeeperThan(text, MAX_JSON_DEPTH))
        return done(fieldErrors({ non_field_errors: [request.t('json_too_deep', { max: MAX_JSON_DEPTH })] }));
      defaultJson(request, text, done);
    },
  );
}

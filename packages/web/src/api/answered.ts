import { ApiError } from './client';
import { parseErrorBody } from './errors';

/** The body of the server's refusal; undefined when the call failed without an answer (or did not fail). */
export function answeredBody(error: unknown): unknown {
  return error instanceof ApiError && error.answered ? error.body : undefined;
}

/** The refusal's messages by field name, for showing beside the inputs (none without an answer). */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  return parseErrorBody(answeredBody(error)).fields;
}

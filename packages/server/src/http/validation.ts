// Turns zod issues (as fastify-type-provider-zod reports them) into the API's field-error shape with
// messages from the i18n catalogues. A schema may give a catalogue key as its message.
import type { FastifySchemaValidationError } from 'fastify';
import type { MessageKey, Translate } from '../i18n/index.js';
import { en } from '../i18n/en.js';

/** The API's 400 body: messages per field, and `non_field_errors` for the request as a whole. */
export type FieldErrors = Record<string, string[]>;

const isKey = (message: string | undefined): message is MessageKey => !!message && message in en;

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const segment of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function messageFor(issue: FastifySchemaValidationError, value: unknown, t: Translate): string {
  const params = issue.params as Record<string, unknown>;
  if (value === undefined || value === null) return t('required');
  if (isKey(issue.message)) return t(issue.message, { max: String(params.maximum ?? '') });
  switch (issue.keyword) {
    case 'too_small':
      return params.origin === 'string' && params.minimum === 1 ? t('required') : t('invalid_value');
    case 'too_big':
      return params.origin === 'string' ? t('too_long', { max: String(params.maximum) }) : t('invalid_value');
    case 'invalid_format':
      return params.format === 'email' ? t('invalid_email') : t('invalid_value');
    case 'invalid_type':
      return params.expected === 'string' ? t('not_a_string') : t('invalid_value');
    default:
      return t('invalid_value');
  }
}

export function validationToFieldErrors(
  issues: FastifySchemaValidationError[],
  source: unknown,
  t: Translate,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path[0] ?? 'non_field_errors';
    // A schema's own message for the whole body (e.g. body_not_object) holds whatever the body is.
    const message =
      !path.length && isKey(issue.message)
        ? t(issue.message)
        : messageFor(issue, path.length ? valueAt(source, path) : source, t);
    const list = (errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}

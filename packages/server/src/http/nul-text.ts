// PostgreSQL text cannot hold the NUL character (U+0000), so a write carrying one would fail in SQL.
// Every request's JSON body and query are checked once, before any route reads them, and the answer
// names each field holding one. (A feed or CSV import drops the character instead, with a warning.)
import type { Translate } from '../i18n/index.js';
import type { FieldErrors } from './validation.js';

/** `stop_times[2].stop_id` for the path ['stop_times', 2, 'stop_id']. */
const fieldName = (path: (string | number)[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : i ? `.${p}` : p)).join('');

/** A parsed JSON object (not a stream a route reads its body from, nor any other instance). */
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === 'object' &&
  [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);

/** The fields of `source` (at any depth, keys included) whose text holds a NUL, or null if none. */
export function nulTextErrors(source: unknown, t: Translate): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (path: (string | number)[]) => {
    const top = typeof path[0] === 'string' && path[0] !== '' ? path[0] : 'non_field_errors';
    (errors[top] ??= []).push(t('text_nul', { field: fieldName(path) }));
  };
  // A loop over an explicit stack, so a deeply nested body cannot overflow the call stack.
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value: source, path: [] }];
  while (stack.length) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\0')) add(path);
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else if (isPlainObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\0')) add([...path, key]);
        else stack.push({ value: item, path: [...path, key] });
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}

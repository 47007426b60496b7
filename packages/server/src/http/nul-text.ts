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

/** A value still to check, and where it sits: its key in its parent, whose own place is `parent`. */
interface Place {
  value: unknown;
  key: string | number | null;
  parent: Place | null;
}

/** The path of `place` from the root, e.g. ['stop_times', 2, 'stop_id']; built only for a field that has a NUL. */
function pathOf(place: Place): (string | number)[] {
  const path: (string | number)[] = [];
  for (let p: Place | null = place; p && p.key !== null; p = p.parent) path.push(p.key);
  return path.reverse();
}

/**
 * The fields of `source` (at any depth, keys included) whose text holds a NUL, or null if none. Time
 * is linear in the size of `source`: a loop over an explicit stack (no recursion to overflow), and
 * each value keeps a link to its parent rather than a copy of its path.
 */
export function nulTextErrors(source: unknown, t: Translate): FieldErrors | null {
  const errors: FieldErrors = {};
  const add = (place: Place) => {
    const path = pathOf(place);
    const top = typeof path[0] === 'string' && path[0] !== '' ? path[0] : 'non_field_errors';
    (errors[top] ??= []).push(t('text_nul', { field: fieldName(path) }));
  };
  const stack: Place[] = [{ value: source, key: null, parent: null }];
  while (stack.length) {
    const place = stack.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      if (value.includes('\0')) add(place);
    } else if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) stack.push({ value: value[i], key: i, parent: place });
    } else if (isPlainObject(value)) {
      for (const key in value) {
        const child = { value: value[key], key, parent: place };
        if (key.includes('\0')) add(child);
        else stack.push(child);
      }
    }
  }
  return Object.keys(errors).length ? errors : null;
}

// Server error bodies (docs/api.md): {"detail": "..."} or {"field": ["msg", ...], "non_field_errors": [...]}.
// These helpers turn any such body (or a plain string or array) into messages the screens can show.

export interface ErrorMessages {
  /** Messages not tied to a field: detail, non_field_errors, bare strings. */
  general: string[];
  /** Field name → its messages, in the order the server sent them. */
  fields: Record<string, string[]>;
}

const GENERAL_KEYS = new Set(['detail', 'non_field_errors']);

/** Every string found in a value, depth first (arrays of strings, nested row errors…). */
export function flattenMessages(value: unknown): string[] {
  if (value == null) return [];
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value)) return value.flatMap(flattenMessages);
  if (typeof value === 'object') return Object.values(value).flatMap(flattenMessages);
  return [];
}

export function parseErrorBody(body: unknown): ErrorMessages {
  const result: ErrorMessages = { general: [], fields: {} };
  if (body == null) return result;
  if (typeof body !== 'object' || Array.isArray(body)) {
    result.general = flattenMessages(body);
    return result;
  }
  for (const [key, value] of Object.entries(body)) {
    const messages = flattenMessages(value);
    if (messages.length === 0) continue;
    if (GENERAL_KEYS.has(key)) result.general.push(...messages);
    else result.fields[key] = messages;
  }
  return result;
}

/** One list for places that show a single block of text (e.g. login failures). */
export function allMessages(body: unknown): string[] {
  const { general, fields } = parseErrorBody(body);
  return [...general, ...Object.values(fields).flat()];
}

/** The first message for one field, or undefined. */
export function firstFieldMessage(body: unknown, field: string): string | undefined {
  return parseErrorBody(body).fields[field]?.[0];
}

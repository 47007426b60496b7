// A stored value of a change row as GTFS text: fields by their schema kind (times as HH:MM:SS),
// the `invalid` and `extras` maps as key=value lists.
import { formatValue, TABLES_BY_NAME, type Value } from '@ruta/gtfs/schema';

export function changeValue(table: string, field: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  const def = TABLES_BY_NAME.get(table)?.fieldsByName.get(field);
  if (def) return formatValue(def, value as Value);
  if (typeof value === 'object')
    return Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${k}=${String(v)}`)
      .join(', ');
  return String(value);
}

/** The fields a change row shows: those it changed, or every field with a value (an added or deleted row). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  return [...keys].filter((k) => (before?.[k] ?? null) !== null || (after?.[k] ?? null) !== null);
}

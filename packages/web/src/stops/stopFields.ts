// The stop form's fields, straight from the @ruta/gtfs schema (the one declaration of fields): their
// order, input kind, enum options with en/es labels, and which are required for the values typed so
// far (the asterisk), including the schema's conditional rules such as stop_name for location_type 0-2.
import { stops, type Condition, type FieldDef } from '@ruta/gtfs/schema';

export type StopInputKind = 'text' | 'number' | 'select' | 'timezone' | 'station';

export interface StopField {
  name: string;
  def: FieldDef;
  input: StopInputKind;
}

const NUMBER_KINDS = new Set(['integer', 'float', 'latitude', 'longitude']);

function inputKind(def: FieldDef): StopInputKind {
  if (def.kind === 'enum') return 'select';
  if (def.kind === 'timezone') return 'timezone';
  // A parent station is another stop of the project: chosen among the stations on the map.
  if (def.references.some((r) => r.table === 'stops')) return 'station';
  return NUMBER_KINDS.has(def.kind) ? 'number' : 'text';
}

export const STOP_FIELDS: readonly StopField[] = stops.fields.map((def) => ({
  name: def.name,
  def,
  input: inputKind(def),
}));

export type FormValues = Readonly<Record<string, string>>;

function intValue(text: string | undefined, emptyIs?: number): number | null {
  const t = (text ?? '').trim();
  if (t === '') return emptyIs ?? null;
  const n = Number(t);
  return Number.isInteger(n) ? n : null;
}

/** Evaluates one of the schema's row conditions against the form's text values. */
export function conditionHolds(
  condition: Condition,
  values: FormValues,
  fields = stops.fieldsByName,
): boolean {
  if ('all' in condition) return condition.all.every((c) => conditionHolds(c, values, fields));
  if ('any' in condition) return condition.any.some((c) => conditionHolds(c, values, fields));
  const text = (values[condition.field] ?? '').trim();
  if ('empty' in condition) return text === '';
  if ('present' in condition) return text !== '';
  const emptyMeans = fields.get(condition.field)?.emptyMeans;
  const emptyIs = condition.emptyIs ?? (typeof emptyMeans === 'number' ? emptyMeans : undefined);
  const value = intValue(text, emptyIs);
  return value !== null && condition.in.includes(value);
}

export function isRequired(field: StopField, values: FormValues): boolean {
  if (field.def.presence === 'required') return true;
  return !!field.def.requiredWhen && conditionHolds(field.def.requiredWhen, values);
}

/** Forbidden fields (e.g. parent_station of a station) are disabled in the form. */
export function isForbidden(field: StopField, values: FormValues): boolean {
  return !!field.def.forbiddenWhen && conditionHolds(field.def.forbiddenWhen, values);
}

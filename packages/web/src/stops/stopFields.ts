// The stop form's fields, straight from the @ruta/gtfs schema (the one declaration of fields): their
// order, input kind, enum options with en/es labels, and which are required for the values typed so
// far (the asterisk), including the schema's conditional rules such as stop_name for location_type 0-2.
import { conditionHolds, stops, type FieldDef } from '@ruta/gtfs/schema';

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

/** The fields every stop a rider boards at needs, shown first; the others are under "More fields". */
export const MAIN_STOP_FIELDS: readonly string[] = ['stop_id', 'stop_name', 'stop_lat', 'stop_lon'];

export type FormValues = Readonly<Record<string, string>>;

/** A form's text as a condition reads it: blank is empty, an integer is a number. */
function formValueOf(values: FormValues) {
  return (field: string) => {
    const text = (values[field] ?? '').trim();
    if (text === '') return null;
    const n = Number(text);
    return Number.isInteger(n) ? n : text;
  };
}

export function isRequired(field: StopField, values: FormValues): boolean {
  if (field.def.presence === 'required') return true;
  return !!field.def.requiredWhen && conditionHolds(field.def.requiredWhen, formValueOf(values));
}

/** Forbidden fields (e.g. parent_station of a station) are disabled in the form. */
export function isForbidden(field: StopField, values: FormValues): boolean {
  return !!field.def.forbiddenWhen && conditionHolds(field.def.forbiddenWhen, formValueOf(values));
}

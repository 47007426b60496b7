// The table resources of the API (docs/api.md "Tables"): URL name → GTFS schema table. One map for
// every route that works on a table (these routes, and the CSV download/upload routes).
import {
  agency,
  calendar,
  calendar_dates,
  fare_attributes,
  fare_rules,
  frequencies,
  levels,
  pathways,
  routes,
  shapes,
  stop_times,
  stops,
  transfers,
  trips,
  feed_info,
  type TableDef,
} from '@ruta/gtfs';

export const RESOURCES = {
  agencies: agency,
  calendars: calendar,
  calendardates: calendar_dates,
  stops,
  routes,
  trips,
  shapes,
  frequencies,
  fareattributes: fare_attributes,
  farerules: fare_rules,
  transfers,
  pathways,
  levels,
} as const satisfies Record<string, TableDef>;

export type ResourceName = keyof typeof RESOURCES;

export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

/** Sub-resources and singletons that are not in the generic list. */
export const STOP_TIMES = stop_times;
export const FEED_INFO = feed_info;

/**
 * Fields shown as checkboxes (SPEC §3: calendar days "booleans", pathways is_bidirectional
 * "checkbox"): JSON booleans over the schema's 0/1 enum. A presentation choice, not a field
 * declaration: the schema still says what the field is.
 */
const BOOLEAN_FIELDS: Record<string, readonly string[]> = {
  calendar: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  pathways: ['is_bidirectional'],
};

export const isBooleanField = (table: TableDef, field: string) =>
  BOOLEAN_FIELDS[table.name]?.includes(field) ?? false;

// The table screens and the API resources behind them (docs/api.md "Tables"). The fields of each
// table come from the @ruta/gtfs schema; this file only says which API resource serves which table.
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
  stops,
  transfers,
  trips,
  type TableDef,
} from '@ruta/gtfs/schema';

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

export function isResourceName(value: string): value is ResourceName {
  return Object.hasOwn(RESOURCES, value);
}

/** The resource that serves a schema table (`agency` → `agencies`), if it is edited on its own. */
export function resourceOfTable(tableName: string): ResourceName | undefined {
  return RESOURCE_NAMES.find((name) => RESOURCES[name].name === tableName);
}

/**
 * Fields the API sends as JSON booleans over the schema's 0/1 enum (docs/api.md "Row JSON":
 * calendar days and is_bidirectional); the grid shows them as checkboxes.
 */
const BOOLEAN_FIELDS: Partial<Record<string, readonly string[]>> = {
  calendar: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  pathways: ['is_bidirectional'],
};

export function isBooleanField(table: TableDef, field: string): boolean {
  return BOOLEAN_FIELDS[table.name]?.includes(field) ?? false;
}

/** Service ids come from calendar and calendar_dates together, through `services/`. */
export const SERVICES_RESOURCE = 'services';

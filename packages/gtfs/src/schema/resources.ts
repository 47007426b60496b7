// The HTTP API's table resources (docs/api.md "Tables"): URL name → schema table, shared by the server
// routes and the web app's table screens so both name every table alike.
import type { TableDef } from './dsl.js';
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
} from './tables.js';

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
 * Fields the API sends as JSON booleans over the schema's 0/1 enum (calendar days, pathways
 * is_bidirectional); the grid shows them as checkboxes. A
 * presentation choice: the schema still says what the field is.
 */
const BOOLEAN_FIELDS: Partial<Record<string, readonly string[]>> = {
  calendar: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  pathways: ['is_bidirectional'],
};

export function isBooleanField(table: Pick<TableDef, 'name'>, field: string): boolean {
  return BOOLEAN_FIELDS[table.name]?.includes(field) ?? false;
}

// Exact filters of a table screen, kept in the URL (`/trips?route_id=8`) so links from other screens
// (a route's trips, a stop's route chips) open the grid already narrowed. Only fields that reference
// another table filter, as the list API accepts (docs/api.md "List parameters").
import type { TableDef } from '@ruta/gtfs/schema';

export type ExactFilters = Record<string, string>;

/** The reference fields of `table` that the URL's query names, in schema order. */
export function filtersFromQuery(table: TableDef, query: URLSearchParams): ExactFilters {
  const out: ExactFilters = {};
  for (const f of table.fields) {
    const value = f.references.length > 0 ? query.get(f.name) : null;
    if (value) out[f.name] = value;
  }
  return out;
}

export const sameFilters = (a: ExactFilters, b: ExactFilters) =>
  JSON.stringify(Object.entries(a)) === JSON.stringify(Object.entries(b));

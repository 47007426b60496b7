// Exact filters of a table list (docs/api.md "List parameters"): `?route_id=R` on trips keeps the rows
// whose route_id is exactly R (a search for "8" would also find "80"). Any field that references
// another table may filter; the column comes from the schema and the value is a parameter.
import type { FastifyRequest } from 'fastify';
import type { TableDef } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { fieldErrors, type FieldErrors } from '../http/errors.js';
import { SEARCH_MAX } from '../http/pagination.js';

export interface ExactFilter {
  column: string;
  value: string;
}

/** The fields of `table` a list may filter on exactly: those that reference another table. */
export function filterFields(table: TableDef): string[] {
  return table.fields.filter((f) => f.references.length > 0).map((f) => f.name);
}

/**
 * The exact filters in the request's query. A parameter naming another field of the table is an
 * error (not silently ignored: the user would think the list filtered); other parameters are not ours.
 */
export function parseExactFilters(request: FastifyRequest, table: TableDef): ExactFilter[] {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const allowed = filterFields(table);
  const errors: FieldErrors = {};
  const filters: ExactFilter[] = [];
  for (const f of table.fields) {
    const value = q[f.name];
    if (value === undefined) continue;
    if (!allowed.includes(f.name))
      errors[f.name] = [request.t('invalid_filter', { fields: allowed.join(', ') || '-' })];
    else if (typeof value !== 'string' || value.length > SEARCH_MAX)
      errors[f.name] = [request.t('too_long', { max: SEARCH_MAX })];
    else filters.push({ column: f.sqlName, value });
  }
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return filters;
}

/** `AND "route_id" = $n …`, pushing each value onto `params`. */
export function filterSql(filters: ExactFilter[], params: unknown[]): string {
  return filters
    .map((f) => {
      params.push(f.value);
      return ` AND ${ident(f.column)} = $${params.length}`;
    })
    .join('');
}

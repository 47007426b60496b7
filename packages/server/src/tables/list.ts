// List parameters and paged queries (docs/api.md "List parameters"). Sort fields map to quoted
// identifiers taken from the schema, search text is a parameter: nothing the client sends reaches SQL
// as text.
import type { FastifyRequest } from 'fastify';
import type { TableDef } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { fieldErrors, type FieldErrors } from '../http/errors.js';
import { collatedColumn, type SortExpression } from './collation.js';
import { SEARCH_MAX } from '../http/pagination.js';

export interface ListParams {
  page: number;
  perPage: number;
  /** SQL of the ORDER BY (from `sortable`), ties broken by id. */
  orderBy: string;
  search: string | null;
  noPage: boolean;
}

const WHOLE = /^[1-9][0-9]{0,8}$/;

/**
 * The SQL sort expression of each sortable name: `id` and every field of the table, text and id
 * fields in the collation of the request's language (collation.ts).
 */
export function fieldSorts(table: TableDef): Record<string, SortExpression> {
  const out: Record<string, SortExpression> = { id: 'id' };
  for (const f of table.fields) out[f.name] = (language) => collatedColumn(f.sqlName, f.kind, language);
  return out;
}

function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null; // repeated parameters arrive as arrays
}

export function parseListQuery(
  request: FastifyRequest,
  sortable: Record<string, SortExpression>,
  defaults: { perPage: number; sort: string },
): ListParams {
  const q = (request.query ?? {}) as Record<string, unknown>;
  const errors: FieldErrors = {};
  const page = single(q.page);
  const perPage = single(q.per_page);
  const sort = single(q.sort);
  const search = single(q.search);
  if (page !== undefined && (page === null || !WHOLE.test(page))) errors.page = [request.t('invalid_page')];
  if (perPage !== undefined && (perPage === null || !WHOLE.test(perPage) || Number(perPage) > 1000))
    errors.per_page = [request.t('invalid_page')];
  let orderBy = '';
  const [field, direction] = (sort ?? defaults.sort).split('|');
  const expression = field !== undefined && Object.hasOwn(sortable, field) ? sortable[field] : undefined;
  const column = typeof expression === 'function' ? expression(request.lang) : expression;
  if (
    sort === null ||
    !column ||
    (direction !== 'asc' && direction !== 'desc') ||
    (sort ?? '').split('|').length > 2
  )
    errors.sort = [request.t('invalid_sort', { fields: Object.keys(sortable).join(', ') })];
  else orderBy = `${column} ${direction.toUpperCase()}, id ${direction.toUpperCase()}`;
  if (search === null || (search !== undefined && search.length > SEARCH_MAX))
    errors.search = [request.t('too_long', { max: SEARCH_MAX })];
  if (Object.keys(errors).length) throw fieldErrors(errors);
  return {
    page: Number(page ?? 1),
    perPage: Number(perPage ?? defaults.perPage),
    orderBy,
    search: search?.trim() ? search.trim() : null,
    noPage: q.no_page !== undefined,
  };
}

/** Separator between search fields: a control character no search text keeps (see likePattern). */
const SEP = "E'\\x1f'";

/**
 * The one text a table's search looks in: its search fields joined. Immutable, so the migration
 * indexes exactly this expression with pg_trgm; queries must use it verbatim.
 */
export function searchExpression(table: TableDef): string {
  return `(${table.search.map((f) => `coalesce(${ident(f)}, '')`).join(` || ${SEP} || `)})`;
}

/** `%text%` with LIKE's wildcards escaped (ILIKE's default escape is the backslash). */
export function likePattern(search: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = search.replace(/\x1f/g, '');
  return `%${clean.replace(/[\\%_]/g, (c) => '\\' + c)}%`;
}

// List parameters and the pagination block shared by every paged list (projects, table rows, shapes,
// services; docs/api.md "List parameters"): declared once in zod so OpenAPI shows them, and the page
// links built once. A message that is a catalogue key is translated (http/validation.ts).
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';

export const SEARCH_MAX = 200;
const WHOLE = /^[1-9][0-9]{0,8}$/;
const whole = z.string({ error: 'invalid_page' }).regex(WHOLE, 'invalid_page');

/** page, per_page, sort, search and no_page; other parameters are kept (they stay in the page links). */
export const listQuerySchema = z.looseObject({
  no_page: z.string().optional().describe('Present (any value): answer a plain array of every row'),
  page: whole.optional().describe('From 1'),
  per_page: whole
    .refine((v) => Number(v) <= 1000, 'invalid_page')
    .optional()
    .describe('At most 1000'),
  sort: z.string().optional().describe('`field|asc` or `field|desc`'),
  search: z.string().max(SEARCH_MAX, 'too_long').optional(),
});

export const paginationSchema = z.object({
  current_page: z.number(),
  per_page: z.number(),
  total: z.number(),
  last_page: z.number(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  next_page_url: z.string().nullable(),
  prev_page_url: z.string().nullable(),
});

export type Pagination = z.infer<typeof paginationSchema>;

/** A list answer: a plain array with no_page, else one page of results with its pagination. */
export const listAnswer = <T extends z.ZodType>(item: T) => ({
  200: z.union([z.array(item), z.object({ results: z.array(item), pagination: paginationSchema })]),
});

/** The pagination of page `page` of `total` rows showing `count`; the links keep the other parameters. */
export function pagination(
  request: FastifyRequest,
  { page, perPage }: { page: number; perPage: number },
  total: number,
  count: number,
): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const [path = ''] = request.url.split('?');
  const pageUrl = (n: number) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries((request.query ?? {}) as Record<string, unknown>))
      if (typeof v === 'string' && k !== 'page') params.set(k, v);
    params.set('page', String(n));
    return `${path}?${params.toString()}`;
  };
  const from = (page - 1) * perPage + 1;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from: count ? from : null,
    to: count ? from + count - 1 : null,
    next_page_url: page < lastPage ? pageUrl(page + 1) : null,
    prev_page_url: page > 1 ? pageUrl(Math.min(page - 1, lastPage)) : null,
  };
}

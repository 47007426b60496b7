// Table calls (docs/api.md "Tables") and their TanStack Query hooks. Lists are cached under
// ['table', projectId, resource, params]; every write invalidates the resource's lists and the
// project's table summary (the dashboard's counts).
import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Pagination, RowPageAnswer, TableRowAnswer, TableSummaryAnswer } from '@ruta/server/api-types';
import { apiFetch, apiRequest } from './client';

export type { Pagination };

/** A value of a row field as the API sends it. */
export type CellValue = string | number | boolean | null;

/** A row as the server declares it (id, version, invalid), its field values typed for the grid. */
export type Row = TableRowAnswer & {
  [field: string]: CellValue | Record<string, string> | null | undefined;
};

/** One page of a table, as the server declares it. */
export type RowPage = RowPageAnswer & { results: Row[] };

export interface ListParams {
  page: number;
  perPage: number;
  /** `field|asc` or `field|desc`. */
  sort: string;
  search: string;
  /** Exact filters on reference fields (`route_id` → `8`). */
  filters?: Record<string, string>;
}

/** Per table, its entries and the last validation's counts, as GET tables/ answers them. */
export type TableSummary = TableSummaryAnswer;

export const tableKeys = {
  resource: (projectId: number, resource: string) => ['table', projectId, resource] as const,
  list: (projectId: number, resource: string, params: ListParams) =>
    ['table', projectId, resource, params] as const,
  /** Options for a foreign-key select: 50 rows a page, searched on the server. */
  options: (projectId: number, resource: string, search: string, signal?: AbortSignal) =>
    apiRequest<RowPage>(base(projectId, resource), {
      query: { page: 1, per_page: 50, search: search || undefined },
      signal,
    }),
  summary: (projectId: number) => ['tables-summary', projectId] as const,
};

const base = (projectId: number, resource: string) => `projects/${projectId}/${resource}/`;

/** The file name of a download, from `Content-Disposition` (plain or RFC 5987 `filename*`). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? name.trim() : fallback;
}

export const tablesApi = {
  list: (projectId: number, resource: string, p: ListParams, signal?: AbortSignal) =>
    apiRequest<RowPage>(base(projectId, resource), {
      query: {
        ...p.filters,
        page: p.page,
        per_page: p.perPage,
        sort: p.sort,
        search: p.search || undefined,
      },
      signal,
    }),
  create: (projectId: number, resource: string, values: Record<string, unknown>) =>
    apiRequest<Row>(base(projectId, resource), { method: 'POST', body: values }),
  patch: (projectId: number, resource: string, rowId: number, body: Record<string, unknown>) =>
    apiRequest<Row>(`${base(projectId, resource)}${rowId}/`, { method: 'PATCH', body }),
  remove: (projectId: number, resource: string, rowId: number) =>
    apiRequest<null>(`${base(projectId, resource)}${rowId}/`, { method: 'DELETE' }),
  /** The table as CSV, with the server's file name. */
  download: async (projectId: number, resource: string, fallbackName: string) => {
    const response = await apiFetch(`${base(projectId, resource)}download/`, {
      timeoutMs: null, // Reading a whole table has no time-out
    });
    const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
    return { name, blob: await response.blob() };
  },
  /** Replaces the whole table by the CSV. */
  upload: (projectId: number, resource: string, file: Blob) =>
    apiRequest<unknown>(`${base(projectId, resource)}upload/`, { method: 'PUT', body: file }),
  /** Options for a foreign-key select: 50 rows a page, searched on the server. */
  options: (projectId: number, resource: string, search: string, signal?: AbortSignal) =>
    apiRequest<RowPage>(base(projectId, resource), {
      query: { page: 1, per_page: 50, search: search || undefined },
      signal,
    }),
  summary: (projectId: number) => apiRequest<TableSummary>(`projects/${projectId}/tables/`),
};

/**
 * One page of a table; the previous page stays on screen while the next one loads, and the next
 * page is fetched ahead so paging forward shows at once.
 */
export function useTableRows(projectId: number, resource: string, params: ListParams) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: tableKeys.list(projectId, resource, params),
    queryFn: ({ signal }) => tablesApi.list(projectId, resource, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const lastPage = query.data?.pagination.last_page ?? 0;
  const ready = query.isSuccess && !query.isPlaceholderData;
  const { page, perPage, sort, search, filters } = params;
  useEffect(() => {
    if (!ready || page >= lastPage) return;
    const next = { page: page + 1, perPage, sort, search, filters };
    void queryClient.prefetchQuery({
      queryKey: tableKeys.list(projectId, resource, next),
      queryFn: ({ signal }) => tablesApi.list(projectId, resource, next, signal),
      staleTime: 10_000,
    });
  }, [ready, page, lastPage, perPage, sort, search, filters, projectId, resource, queryClient]);
  return query;
}

export function useTableSummary(projectId: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: tableKeys.summary(projectId),
    queryFn: () => tablesApi.summary(projectId),
    enabled,
  });
}

/** After a write: the resource's pages and the dashboard counts are out of date. */
export function invalidateTable(queryClient: QueryClient, projectId: number, resource: string) {
  void queryClient.invalidateQueries({ queryKey: tableKeys.resource(projectId, resource) });
  void queryClient.invalidateQueries({ queryKey: tableKeys.summary(projectId) });
  void queryClient.invalidateQueries({ queryKey: ['project', projectId] });
}

export function useInvalidateTable(projectId: number, resource: string) {
  const queryClient = useQueryClient();
  return () => invalidateTable(queryClient, projectId, resource);
}

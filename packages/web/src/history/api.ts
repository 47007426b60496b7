// History calls (docs/api.md "History") and their query hooks.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  HistoryAuthorsAnswer,
  HistoryBatch,
  HistoryBatchDetail,
  HistoryLastChanges,
  HistoryPageAnswer,
  HistoryRowChange,
  RevertAnswer,
} from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type { HistoryBatch, HistoryBatchDetail, HistoryRowChange, RevertAnswer };

export interface HistoryFilter {
  user?: string;
  table?: string;
  from?: string;
  to?: string;
  page: number;
}

export const historyKeys = {
  all: (projectId: number) => ['history', projectId] as const,
};

const query = (f: HistoryFilter) => {
  const params = new URLSearchParams({ page: String(f.page), per_page: '30' });
  for (const k of ['user', 'table', 'from', 'to'] as const) if (f[k]) params.set(k, f[k]!);
  return params.toString();
};

export const historyApi = {
  list: (id: number, f: HistoryFilter) =>
    apiRequest<HistoryPageAnswer>(`projects/${id}/history/?${query(f)}`),
  authors: (id: number) => apiRequest<HistoryAuthorsAnswer>(`projects/${id}/history/authors/`),
  batch: (id: number, batchId: number) =>
    apiRequest<HistoryBatchDetail>(`projects/${id}/history/${batchId}/`),
  row: (id: number, table: string, rowId: number) =>
    apiRequest<HistoryRowChange[]>(`projects/${id}/history/rows/${table}/${rowId}/`),
  last: (id: number, table: string, ids: number[]) =>
    apiRequest<HistoryLastChanges>(`projects/${id}/history/last/?table=${table}&ids=${ids.join(',')}`),
  revert: (id: number, batchId: number, body: { dry_run: boolean; mode?: 'rest' | 'all-or-nothing' }) =>
    apiRequest<RevertAnswer>(`projects/${id}/history/${batchId}/revert/`, { method: 'POST', body }),
};

export function useHistory(projectId: number, filter: HistoryFilter) {
  return useQuery({
    queryKey: [...historyKeys.all(projectId), 'list', filter],
    queryFn: () => historyApi.list(projectId, filter),
    placeholderData: keepPreviousData,
  });
}

export function useHistoryAuthors(projectId: number) {
  return useQuery({
    queryKey: [...historyKeys.all(projectId), 'authors'],
    queryFn: () => historyApi.authors(projectId),
  });
}

export function useBatch(projectId: number, batchId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...historyKeys.all(projectId), 'batch', batchId],
    queryFn: () => historyApi.batch(projectId, batchId),
    enabled,
  });
}

export function useRowHistory(projectId: number, table: string, rowId: number | null) {
  return useQuery({
    queryKey: [...historyKeys.all(projectId), 'row', table, rowId],
    queryFn: () => historyApi.row(projectId, table, rowId!),
    enabled: rowId !== null,
  });
}

/**
 * The last change of each listed row (grid rows, the stop panel). `stamp` (the rows' versions) is in
 * the key, so a row saved since asks again.
 */
export function useLastChanges(projectId: number, table: string, ids: number[], stamp = '') {
  const listed = ids.slice(0, 500);
  return useQuery({
    queryKey: [...historyKeys.all(projectId), 'last', table, listed.join(','), stamp],
    queryFn: () => historyApi.last(projectId, table, listed),
    enabled: listed.length > 0,
    placeholderData: keepPreviousData,
  });
}

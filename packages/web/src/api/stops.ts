// Stop calls for the stops map (docs/api.md "Tables"): every stop in one
// request (no paging, no time-out), and create / update / delete of one stop. The map keeps the
// list in the query cache and patches it after each write instead of reloading thousands of rows.
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { StopRowAnswer } from '@ruta/server/api-types';
import { apiRequest } from './client';

/** A stop row as the API sends it: id, version, then GTFS fields (null when empty). */
export type StopRow = StopRowAnswer;

export type StopValues = Record<string, string | number | null>;

const base = (projectId: number) => `projects/${projectId}/stops/`;

export const stopKeys = {
  all: (projectId: number) => ['stops-all', projectId] as const,
};

export const stopsApi = {
  /** Every stop; no time-out. */
  all: (projectId: number, signal?: AbortSignal) =>
    apiRequest<StopRow[]>(base(projectId), { query: { no_page: 'True' }, timeoutMs: null, signal }),
  create: (projectId: number, values: StopValues) =>
    apiRequest<StopRow>(base(projectId), { method: 'POST', body: values }),
  update: (projectId: number, stop: Pick<StopRow, 'id' | 'version'>, values: StopValues) =>
    apiRequest<StopRow>(`${base(projectId)}${stop.id}/`, {
      method: 'PATCH',
      body: { ...values, version: stop.version },
    }),
  remove: (projectId: number, stopId: number) =>
    apiRequest<null>(`${base(projectId)}${stopId}/`, { method: 'DELETE' }),
};

export function useAllStops(projectId: number) {
  return useQuery({
    queryKey: stopKeys.all(projectId),
    queryFn: ({ signal }) => stopsApi.all(projectId, signal),
    staleTime: 30_000,
  });
}

/** Puts a created or updated stop into the cached list (or takes a deleted one out). */
export function storeStop(
  queryClient: QueryClient,
  projectId: number,
  change: { saved: StopRow } | { removed: number },
): void {
  queryClient.setQueryData<StopRow[]>(stopKeys.all(projectId), (list) => {
    if (!list) return list;
    if ('removed' in change) return list.filter((s) => s.id !== change.removed);
    const { saved } = change;
    const index = list.findIndex((s) => s.id === saved.id);
    if (index < 0) return [...list, saved];
    const next = list.slice();
    next[index] = saved;
    return next;
  });
  // The stops grid, the dashboard counts and the project envelope follow every stop change.
  void queryClient.invalidateQueries({ queryKey: ['table', projectId, 'stops'] });
  void queryClient.invalidateQueries({ queryKey: ['tables-summary', projectId] });
  void queryClient.invalidateQueries({ queryKey: ['project', projectId] });
}

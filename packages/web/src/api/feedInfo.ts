// Feed info calls (docs/api.md "Feed info"): one record per project, or null before it is created.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './client';
import type { Row } from './tables';

export type FeedInfo = Row;

export const feedInfoKey = (projectId: number) => ['feedinfo', projectId] as const;

export const feedInfoApi = {
  get: (projectId: number) => apiRequest<FeedInfo | null>(`projects/${projectId}/feedinfo/`),
  create: (projectId: number, values: Record<string, unknown>) =>
    apiRequest<FeedInfo>(`projects/${projectId}/feedinfo/`, { method: 'POST', body: values }),
  update: (projectId: number, feedId: number, body: Record<string, unknown>) =>
    apiRequest<FeedInfo>(`projects/${projectId}/feedinfo/${feedId}/`, { method: 'PATCH', body }),
};

export function useFeedInfo(projectId: number, { enabled = true } = {}) {
  return useQuery({
    queryKey: feedInfoKey(projectId),
    queryFn: () => feedInfoApi.get(projectId),
    enabled,
  });
}

/** POST when the project has no feed info yet, PATCH (with its version) when it has one. */
export function useSaveFeedInfo(projectId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ current, values }: { current: FeedInfo | null; values: Record<string, unknown> }) =>
      current
        ? feedInfoApi.update(projectId, current.id, { ...values, version: current.version })
        : feedInfoApi.create(projectId, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(feedInfoKey(projectId), saved);
      void queryClient.invalidateQueries({ queryKey: ['project', projectId] });
      void queryClient.invalidateQueries({ queryKey: ['tables-summary', projectId] });
    },
  });
}

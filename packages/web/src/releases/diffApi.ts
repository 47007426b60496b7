// GET releases/{n}/diff/: queued on first call, polled each second until the result is there.
import { useQuery } from '@tanstack/react-query';
import type { ReleaseDiff, ReleaseDiffAnswer } from '@ruta/server/api-types';
import { apiRequest } from '../api/client';

export type { ReleaseDiff };
export type DiffRisk = ReleaseDiff['risks'][number];

export function useReleaseDiff(projectId: number, number: number, against: number | null, retry = 0) {
  return useQuery({
    queryKey: ['release-diff', projectId, number, against, retry],
    queryFn: () =>
      apiRequest<ReleaseDiffAnswer>(`projects/${projectId}/releases/${number}/diff/`, {
        query: { against: against ?? undefined, retry: retry ? 'true' : undefined },
      }),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? 1000 : false;
    },
  });
}

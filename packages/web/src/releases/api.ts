// Release and publishing calls (docs/api.md "Releases") and their query hooks.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  PublishBody,
  PublishingAnswer,
  PublishingBody,
  ReleaseAnswer,
  ReleasesAnswer,
} from '@ruta/server/api-types';
import { fetchFile } from '../api/build';
import { apiRequest } from '../api/client';

export type Release = ReleaseAnswer;
export type Publishing = PublishingAnswer;

export const releaseKeys = {
  list: (projectId: number) => ['releases', projectId] as const,
};

/** Absent or null webhook_secret keeps the stored secret. */
export type PublishingInput = PublishingBody;

export const releasesApi = {
  list: (id: number) => apiRequest<ReleasesAnswer>(`projects/${id}/releases/`),
  propose: (id: number, note: string) =>
    apiRequest<Release>(`projects/${id}/releases/`, { method: 'POST', body: { note }, timeoutMs: null }),
  publish: (id: number, number: number, body: PublishBody) =>
    apiRequest<Release>(`projects/${id}/releases/${number}/publish/`, {
      method: 'POST',
      body,
      timeoutMs: null,
    }),
  withdraw: (id: number, number: number) =>
    apiRequest<Release>(`projects/${id}/releases/${number}/withdraw/`, { method: 'POST' }),
  download: (id: number, number: number) =>
    fetchFile(`projects/${id}/releases/${number}/download/`, 'gtfs.zip'),
  savePublishing: (id: number, body: PublishingInput) =>
    apiRequest<Publishing>(`projects/${id}/publishing/`, { method: 'PUT', body }),
  dmfr: (id: number) => fetchFile(`projects/${id}/publishing/dmfr.json`, 'feed.dmfr.json'),
};

export function useReleases(projectId: number, enabled = true) {
  return useQuery({
    queryKey: releaseKeys.list(projectId),
    queryFn: () => releasesApi.list(projectId),
    enabled,
    // A webhook delivery in flight changes the list by itself; poll until it settles.
    refetchInterval: (query) =>
      query.state.data?.releases.some((r) => r.webhook?.state === 'pending') ? 2000 : false,
  });
}

/** A mutation of the project's releases that refreshes the list when it succeeds. */
export function useReleaseMutation<A, R>(projectId: number, call: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: releaseKeys.list(projectId) }),
  });
}

// Build-and-validate calls (docs/api.md "Build and download") and their hooks: Run, Cancel, the
// download of the built zip, the findings of the last validation, and the 2 s polling of a run.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Finding, Findings } from '@ruta/server/api-types';
import { apiFetch, apiRequest } from './client';
import { POLL_INTERVAL_MS, projectKeys, projectsApi, storeProject, type Project } from './projects';
import { fileNameFromDisposition, tableKeys } from './tables';

export type BuildStatus = 'queued' | 'building' | 'validating' | 'finished' | 'error' | 'canceled';

/** While queued, building or validating, Cancel and the spinner show instead of Run. */
export const ACTIVE_BUILD_STATUSES: readonly string[] = ['queued', 'building', 'validating'];

export function isBuildActive(status: string | null | undefined): boolean {
  return ACTIVE_BUILD_STATUSES.includes(status ?? '');
}

/** The project as the build card reads it (with why a run failed). */
export type BuildProject = Project;

export type { Finding, Findings };
export type Severity = Finding['severity'];
/** A sample notice: MobilityData's field names and values. */
export type SampleNotice = Finding['samples'][number];

export const buildKeys = {
  findings: (id: number) => ['validation', id] as const,
};

/** A file the server sends as an attachment, with its file name. */
export async function fetchFile(
  path: string,
  fallbackName: string,
  query?: Record<string, string>,
): Promise<{ name: string; blob: Blob }> {
  const response = await apiFetch(path, { timeoutMs: null, query });
  const name = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  return { name, blob: await response.blob() };
}

export const buildApi = {
  run: (id: number) =>
    apiRequest<BuildProject>(`projects/${id}/build_and_validate_gtfs_file/`, { method: 'POST' }),
  cancel: (id: number) =>
    apiRequest<BuildProject>(`projects/${id}/cancel_build_and_validate_gtfs_file/`, { method: 'POST' }),
  /** The built zip with the server's file name; no time-out (a big feed takes a while). */
  download: (id: number) => fetchFile(`projects/${id}/download/`, 'gtfs.zip'),
  /** The HTML report of the last validation, in the interface language, to open in a tab. */
  report: (id: number) => fetchFile(`projects/${id}/validation_report/`, 'gtfs-validation-report.html'),
  /** The same report as a file to save. */
  downloadReport: (id: number) =>
    fetchFile(`projects/${id}/validation_report/`, 'gtfs-validation-report.html', { download: '1' }),
  findings: (id: number) => apiRequest<Findings>(`projects/${id}/validation/`, { timeoutMs: null }),
};

/**
 * Polls the project every 2 s while its build is queued or running, and when a run
 * ends refreshes what it changed: the table counts of the data cards, the project list's pill and
 * the findings.
 */
export function useBuildPolling(project: BuildProject) {
  const queryClient = useQueryClient();
  const id = project.project_id;
  const active = isBuildActive(project.gtfs_building_and_validation_status);
  useQuery({
    queryKey: projectKeys.one(id),
    queryFn: async () => {
      const fresh = await projectsApi.get(id);
      storeProject(queryClient, fresh);
      return fresh;
    },
    enabled: active,
    refetchInterval: active ? POLL_INTERVAL_MS : false,
    retry: false,
  });
  const wasActive = useRef(active);
  useEffect(() => {
    if (wasActive.current && !active) {
      void queryClient.invalidateQueries({ queryKey: tableKeys.summary(id) });
      void queryClient.invalidateQueries({ queryKey: buildKeys.findings(id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list });
    }
    wasActive.current = active;
  }, [active, id, queryClient]);
}

export function useRunBuild(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buildApi.run(id),
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

export function useCancelBuild(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => buildApi.cancel(id),
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

/** The findings of the last validation; `validatedAt` (gtfs_file_updated_at) keys a new run's. */
export function useFindings(id: number, enabled: boolean) {
  return useQuery({
    queryKey: buildKeys.findings(id),
    queryFn: () => buildApi.findings(id),
    enabled,
    retry: false,
  });
}

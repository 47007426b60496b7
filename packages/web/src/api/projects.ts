// Project calls (docs/api.md "Projects") and their TanStack Query hooks. The list is cached under
// ['projects'] and each project under ['project', id]; mutations keep both in step.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ProjectAnswer } from '@ruta/server/api-types';
import { apiRequest } from './client';

export type CreationStatus = ProjectAnswer['creation_status'];

export type Project = ProjectAnswer;
export type GtfsValidation = NonNullable<Project['gtfs_validation']>;
export type EnvelopeFeature = NonNullable<Project['envelope']>;
/** Reader warnings of the last import, until dismissed (importReport/). */
export type ImportWarning = NonNullable<Project['import_warnings']>[number];
/** Set while an import runs: bytes of the zip read, then the index builds. */
export type ImportProgress = NonNullable<Project['import_progress']>;

/** A project importing a GTFS file is polled every 2 s. */
export const POLL_INTERVAL_MS = 2000;

export const projectKeys = {
  list: ['projects'] as const,
  one: (id: number) => ['project', id] as const,
};

function gtfsForm(file: File, name?: string): FormData {
  const form = new FormData();
  if (name !== undefined) form.append('name', name);
  form.append('file', file);
  return form;
}

export const projectsApi = {
  list: () => apiRequest<Project[]>('projects/', { query: { no_page: 'True' } }),
  get: (id: number) => apiRequest<Project>(`projects/${id}/`),
  create: (name: string) => apiRequest<Project>('projects/', { method: 'POST', body: { name } }),
  createFromGtfs: (name: string, file: File) =>
    apiRequest<Project>('projects/create_project_from_gtfs/', { method: 'POST', body: gtfsForm(file, name) }),
  rename: (id: number, name: string) =>
    apiRequest<Project>(`projects/${id}/`, { method: 'PUT', body: { name } }),
  remove: (id: number) => apiRequest<null>(`projects/${id}/`, { method: 'DELETE' }),
  uploadGtfs: (id: number, file: File) =>
    apiRequest<Project>(`projects/${id}/upload_gtfs_file/`, { method: 'POST', body: gtfsForm(file) }),
};

/** Puts a fresh copy of a project into the list (replacing or prepending) and into its own entry. */
export function storeProject(queryClient: QueryClient, project: Project, { prepend = false } = {}): void {
  queryClient.setQueryData(projectKeys.one(project.project_id), project);
  queryClient.setQueryData<Project[]>(projectKeys.list, (list) => {
    if (!list) return list;
    const exists = list.some((p) => p.project_id === project.project_id);
    if (!exists) return prepend ? [project, ...list] : [...list, project];
    return list.map((p) => (p.project_id === project.project_id ? project : p));
  });
}

export function useProjects() {
  return useQuery({ queryKey: projectKeys.list, queryFn: projectsApi.list });
}

/** One project; polled while its GTFS import runs. */
export function useProject(id: number, { enabled = true } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: projectKeys.one(id),
    queryFn: async () => {
      const project = await projectsApi.get(id);
      storeProject(queryClient, project);
      return project;
    },
    enabled: enabled && Number.isFinite(id),
    refetchInterval: (query) =>
      query.state.data?.creation_status === 'loading_gtfs' ? POLL_INTERVAL_MS : false,
    retry: false,
  });
}

export function useCreateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, file }: { name: string; file: File | null }) =>
      file ? projectsApi.createFromGtfs(name, file) : projectsApi.create(name),
    onSuccess: (project) => storeProject(queryClient, project, { prepend: true }),
  });
}

export function useRenameProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => projectsApi.rename(id, name),
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => projectsApi.remove(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Project[]>(projectKeys.list, (list) =>
        list?.filter((p) => p.project_id !== id),
      );
      // The project's own entry is left to expire: removing it now would make a still-mounted
      // overview fetch it again (and get a 404) before it navigates away.
    },
    onError: (error) => console.error('project deletion failed', error), // Only logged
  });
}

export function useUploadGtfs(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => projectsApi.uploadGtfs(id, file),
    onSuccess: (project) => storeProject(queryClient, project),
  });
}

// The project's service ids (calendar and calendar_dates together), for the selects that give a new
// trip its service.
import { useQuery } from '@tanstack/react-query';
import { tablesApi } from '../api/tables';
import { SERVICES_RESOURCE } from '../tables/resources';

export function useServiceIds(projectId: number, enabled = true) {
  const services = useQuery({
    queryKey: ['fk-options', projectId, SERVICES_RESOURCE, ''],
    queryFn: ({ signal }) => tablesApi.options(projectId, SERVICES_RESOURCE, '', signal),
    enabled,
    staleTime: 30_000,
  });
  const ids = [
    ...new Set((services.data?.results ?? []).map((r) => r.service_id).filter((v) => typeof v === 'string')),
  ] as string[];
  return { ids, loading: services.isFetching };
}

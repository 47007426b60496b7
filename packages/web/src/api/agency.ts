// The project's first agency (lowest row id): the facts a new project's other screens start from
// (feed info's publisher, the maps' home city). Cached under the agencies table's key, so any write
// to agencies refreshes it.
import { useQuery } from '@tanstack/react-query';
import { tableKeys, tablesApi } from './tables';

export function useFirstAgency(projectId: number, enabled = true) {
  return useQuery({
    queryKey: [...tableKeys.resource(projectId, 'agencies'), 'first'],
    queryFn: async () =>
      (await tablesApi.list(projectId, 'agencies', { page: 1, perPage: 1, sort: 'id|asc', search: '' }))
        .results[0] ?? null,
    enabled,
  });
}

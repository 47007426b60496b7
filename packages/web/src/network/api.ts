// Network calls (docs/api.md "Network"): the project's stored sketch, every route's lines as GeoJSON
// (the stops map's route layer) and the routes serving a stop.
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { POLL_INTERVAL_MS } from '../api/projects';
import type {
  NetworkAnswer,
  NetworkSketch,
  RouteLinesAnswer,
  StopRoutesAnswer,
} from '@ruta/server/api-types';

export type { NetworkSketch };
export type StopRoute = StopRoutesAnswer[number];
/** GeoJSON, typed for MapLibre's sources. */
export type RouteLines = GeoJSON.FeatureCollection<
  GeoJSON.MultiLineString,
  RouteLinesAnswer['features'][number]['properties']
>;

const base = (projectId: number) => `projects/${projectId}/network/`;

/**
 * The sketch, fetched again when the project says it changed. The job computes it a moment after an
 * import or an edit, so while none is newer than the project's last change it is polled every 2 s.
 */
export function useNetworkSketch(
  projectId: number,
  since: { lastModification: string; computedAt: string | null },
) {
  return useQuery({
    queryKey: ['network-sketch', projectId, since.computedAt],
    queryFn: () => apiRequest<NetworkAnswer>(base(projectId)),
    refetchInterval: (query) => {
      const computed = query.state.data?.computed_at;
      const stale = !computed || computed < since.lastModification;
      // Polling stops after a minute: a project whose job cannot run keeps its envelope drawing.
      return stale && query.state.dataUpdateCount < 30 ? POLL_INTERVAL_MS : false;
    },
    staleTime: Infinity,
  });
}

export function useRouteLines(projectId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['network-lines', projectId],
    queryFn: () => apiRequest<RouteLines>(`${base(projectId)}lines/`, { timeoutMs: null }),
    enabled,
    staleTime: 60_000,
  });
}

export function useStopRoutes(projectId: number, stopId: string | null) {
  return useQuery({
    queryKey: ['stop-routes', projectId, stopId],
    queryFn: () =>
      apiRequest<StopRoutesAnswer>(`${base(projectId)}stop_routes/`, { query: { stop_id: stopId! } }),
    enabled: !!stopId,
  });
}

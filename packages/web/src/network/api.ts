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
 * import or an edit; while the server says a newer one is on its way it is polled every 2 s.
 */
export function useNetworkSketch(projectId: number, computedAt: string | null) {
  return useQuery({
    queryKey: ['network-sketch', projectId, computedAt],
    queryFn: () => apiRequest<NetworkAnswer>(base(projectId)),
    // Polling stops after a minute: a project whose job cannot run keeps its envelope drawing.
    refetchInterval: (query) =>
      query.state.data?.stale !== false && query.state.dataUpdateCount < 30 ? POLL_INTERVAL_MS : false,
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

// "Draw through stops": the road route through a trip's stops in order, from the same provider as map
// matching (so no token reaches the browser): OSRM's /route/v1/{profile}/{coords} or Mapbox's
// Directions API. Mapbox takes at most 25 waypoints a request, so the stops are routed in legs of
// 25 (each leg starts at the previous one's last stop) and the legs' lines joined. Null when any leg
// found no route, answered a code other than Ok, or failed: the caller then draws straight segments.
import type { LngLat } from '@ruta/gtfs';
import { coordinates, fetchLine, lineOf, type MatchSettings } from './provider.js';

export const MAX_ROUTE_POINTS = 1000;
const LEG_POINTS = 25;
const TIMEOUT_MS = 15_000;

export interface Router {
  readonly provider: 'osrm' | 'mapbox';
  route(points: readonly LngLat[]): Promise<LngLat[] | null>;
}

/** The line of an OSRM-format route answer ({code, routes[0].geometry.coordinates}). */
export function routeLine(body: unknown): LngLat[] | null {
  const answer = body as { code?: unknown; routes?: { geometry?: { coordinates?: unknown } }[] } | null;
  return answer?.code === 'Ok' ? lineOf(answer.routes?.[0]?.geometry?.coordinates) : null;
}

const read = (url: string, init: RequestInit = {}) => fetchLine(url, init, TIMEOUT_MS, routeLine);

/** Legs of at most LEG_POINTS waypoints, each starting where the previous one ended. */
export function legsOf(points: readonly LngLat[]): LngLat[][] {
  const legs: LngLat[][] = [];
  for (let start = 0; start < points.length - 1; start += LEG_POINTS - 1)
    legs.push(points.slice(start, start + LEG_POINTS));
  return legs;
}

function inLegs(fetchLeg: (leg: LngLat[]) => Promise<LngLat[] | null>): Router['route'] {
  return async (points) => {
    const line: LngLat[] = [];
    for (const leg of legsOf(points)) {
      const part = await fetchLeg(leg);
      if (!part) return null;
      // The leg's first point is the previous leg's last one.
      line.push(...(line.length ? part.slice(1) : part));
    }
    return line;
  };
}

export function osrmRouter(baseUrl: string, profile: string): Router {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    provider: 'osrm',
    route: inLegs((leg) =>
      read(
        `${root}/route/v1/${encodeURIComponent(profile)}/${coordinates(leg)}?` +
          new URLSearchParams({ overview: 'full', geometries: 'geojson', steps: 'false' }),
      ),
    ),
  };
}

/** Mapbox Directions accepts the coordinates as a form-encoded POST too. */
export function mapboxRouter(token: string, profile: string, apiUrl = 'https://api.mapbox.com'): Router {
  const url = `${apiUrl.replace(/\/+$/, '')}/directions/v5/mapbox/${encodeURIComponent(profile)}?access_token=${encodeURIComponent(token)}`;
  return {
    provider: 'mapbox',
    route: inLegs((leg) =>
      read(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          coordinates: coordinates(leg),
          overview: 'full',
          geometries: 'geojson',
          steps: 'false',
        }).toString(),
      }),
    ),
  };
}

/** The configured router: the same choice as the map matcher's (OSRM, else Mapbox, else none). */
export function routerFrom(s: MatchSettings): Router | null {
  if (s.mapMatchingUrl) return osrmRouter(s.mapMatchingUrl, s.mapMatchingProfile);
  if (s.mapboxAccessToken) return mapboxRouter(s.mapboxAccessToken, s.mapMatchingProfile, s.mapboxApiUrl);
  return null;
}

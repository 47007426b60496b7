// Map matching behind one small interface, owned by the server so no token reaches the browser:
// an OSRM server (MAP_MATCHING_URL, its /match/v1/{profile} service) or Mapbox's Map Matching API
// (MAPBOX_ACCESS_TOKEN). Both snap with a radius of 25 m per point and answer the matched line, or
// null when the service found no match, answered a code other than Ok, or failed.
import type { LngLat } from '@ruta/gtfs';

export const MAX_MATCH_POINTS = 100;
export const SNAP_RADIUS_M = 25;
const TIMEOUT_MS = 10_000;

export interface MapMatcher {
  readonly provider: 'osrm' | 'mapbox';
  match(points: readonly LngLat[]): Promise<LngLat[] | null>;
}

export interface MatchSettings {
  mapMatchingUrl?: string;
  mapMatchingProfile: string;
  mapboxAccessToken?: string;
  /** Mapbox's API root (tests point it at a local server). */
  mapboxApiUrl?: string;
}

export const coordinates = (points: readonly LngLat[]) =>
  points.map(([lon, lat]) => `${lon},${lat}`).join(';');
const radiuses = (points: readonly LngLat[]) => points.map(() => SNAP_RADIUS_M).join(';');

/** A GeoJSON LineString's coordinates as a line of 2 or more points, else null. */
export function lineOf(coords: unknown): LngLat[] | null {
  if (!Array.isArray(coords) || coords.length < 2) return null;
  const line: LngLat[] = [];
  for (const c of coords) {
    if (!Array.isArray(c) || !Number.isFinite(c[0]) || !Number.isFinite(c[1])) return null;
    line.push([Number(c[0]), Number(c[1])]);
  }
  return line;
}

/** The matched line of an OSRM-format answer ({code, matchings[0].geometry.coordinates}). */
export function matchedLine(body: unknown): LngLat[] | null {
  const answer = body as { code?: unknown; matchings?: { geometry?: { coordinates?: unknown } }[] } | null;
  return answer?.code === 'Ok' ? lineOf(answer.matchings?.[0]?.geometry?.coordinates) : null;
}

/** The line a service answers at `url`, read by `lineFrom`; null on any failure or time-out. */
export async function fetchLine(
  url: string,
  init: RequestInit,
  timeoutMs: number,
  lineFrom: (body: unknown) => LngLat[] | null,
): Promise<LngLat[] | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    // OSRM answers NoMatch and friends with a 400 and a JSON body: both mean "no line".
    return lineFrom(await res.json());
  } catch {
    return null;
  }
}

const read = (url: string, init: RequestInit = {}) => fetchLine(url, init, TIMEOUT_MS, matchedLine);

export function osrmMatcher(baseUrl: string, profile: string): MapMatcher {
  const root = baseUrl.replace(/\/+$/, '');
  return {
    provider: 'osrm',
    match: (points) =>
      read(
        `${root}/match/v1/${encodeURIComponent(profile)}/${coordinates(points)}?` +
          new URLSearchParams({
            geometries: 'geojson',
            overview: 'full',
            steps: 'false',
            radiuses: radiuses(points),
          }),
      ),
  };
}

/** Mapbox takes a form-encoded POST (long coordinate lists do not fit in a URL). */
export function mapboxMatcher(token: string, profile: string, apiUrl = 'https://api.mapbox.com'): MapMatcher {
  const url = `${apiUrl.replace(/\/+$/, '')}/matching/v5/mapbox/${encodeURIComponent(profile)}?access_token=${encodeURIComponent(token)}`;
  return {
    provider: 'mapbox',
    match: (points) =>
      read(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          coordinates: coordinates(points),
          geometries: 'geojson',
          overview: 'full',
          steps: 'false',
          radiuses: radiuses(points),
        }).toString(),
      }),
  };
}

/** The configured provider: OSRM when MAP_MATCHING_URL is set, else Mapbox with a token, else none. */
export function mapMatcherFrom(s: MatchSettings): MapMatcher | null {
  if (s.mapMatchingUrl) return osrmMatcher(s.mapMatchingUrl, s.mapMatchingProfile);
  if (s.mapboxAccessToken) return mapboxMatcher(s.mapboxAccessToken, s.mapMatchingProfile, s.mapboxApiUrl);
  return null;
}

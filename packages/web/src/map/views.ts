// Where the map editors open: fitted to what they show (the project's envelope, a trip, a shape;
// useHomeView.ts for a project's first view),
// with room around the data for the controls and captions drawn over the map's edges, and the
// user's last view of a project's map where one is remembered (local storage, per project and map).
import { boundsOf, type LngLat } from './geo';
import type { InitialView } from './RutaMap';

/**
 * Room kept around fitted data: the search and toolbars along the top-left edge, the zoom buttons
 * top-right, the scale bottom-left and a mode's button bottom-right.
 */
export const DATA_PADDING = { top: 64, right: 56, bottom: 48, left: 48 } as const;
export const FIT_MAX_ZOOM = 17;
export const WORLD_VIEW: InitialView = { center: [0, 20], zoom: 1.5 };

/** The points fitted with DATA_PADDING, or null without points. */
export function fitView(points: Iterable<LngLat>): InitialView | null {
  const bounds = boundsOf(points);
  return bounds ? { bounds, padding: DATA_PADDING } : null;
}

const viewKey = (projectId: number, map: string) => `ruta.mapView.${projectId}.${map}`;

/** The last view the user left a project's map at, if any (and readable). */
export function savedView(projectId: number, map: string): InitialView | null {
  try {
    const v = JSON.parse(localStorage.getItem(viewKey(projectId, map)) ?? 'null') as unknown;
    if (!v || typeof v !== 'object') return null;
    const { center, zoom } = v as { center?: unknown; zoom?: unknown };
    if (!Array.isArray(center) || typeof zoom !== 'number') return null;
    const [lon, lat] = center as unknown[];
    if (typeof lon !== 'number' || typeof lat !== 'number' || !Number.isFinite(lon + lat + zoom)) return null;
    return { center: [lon, lat], zoom };
  } catch {
    return null;
  }
}

export function saveView(projectId: number, map: string, center: LngLat, zoom: number): void {
  try {
    localStorage.setItem(viewKey(projectId, map), JSON.stringify({ center, zoom }));
  } catch {
    // Storage full or refused: the map opens fitted next time, which is fine.
  }
}

// Fits the map to some points (a shape, a trip) whenever they change, once the map is ready: a fit
// asked for before the map exists (a trip focused while the page still loads) happens when it does.
import { useEffect, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { boundsOf, type LngLat } from './geo';
import { DATA_PADDING, FIT_MAX_ZOOM } from './views';

export function useFitPoints(
  mapRef: RefObject<MapRef | null>,
  ready: boolean,
  points: readonly LngLat[] | null,
) {
  useEffect(() => {
    const bounds = points && boundsOf(points);
    if (!ready || !bounds) return;
    mapRef.current?.fitBounds(bounds, { padding: DATA_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  }, [mapRef, ready, points]);
}

// Fits the map to a shape whenever the shape drawn changes.
import { useEffect, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { boundsOf, type LngLat } from '../map/geo';
import { DATA_PADDING, FIT_MAX_ZOOM } from '../map/views';

export function useFitShape(
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

// Fits the map to a shape whenever the shape drawn changes (padding 50).
import { useEffect, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { boundsOf, type LngLat } from '../map/geo';

export const SHAPE_FIT_PADDING = 50;

export function useFitShape(
  mapRef: RefObject<MapRef | null>,
  ready: boolean,
  points: readonly LngLat[] | null,
) {
  useEffect(() => {
    const bounds = points && boundsOf(points);
    if (!ready || !bounds) return;
    mapRef.current?.fitBounds(bounds, { padding: SHAPE_FIT_PADDING, maxZoom: 17, duration: 0 });
  }, [mapRef, ready, points]);
}

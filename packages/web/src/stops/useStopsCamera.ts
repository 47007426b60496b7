// Where the stops map looks after its first view (map/views.ts): the quick search's fly or fit, the
// first snap to a stop, the table's "show on map", fitting the chosen shape, and following the stop
// being placed (its coordinates typed, or a place found) when it leaves the screen.
import { useEffect, useRef, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import type { FeatureCollection, Point } from 'geojson';
import type { StopRow } from '../api/stops';
import { boundsOf, toLngLat, type LngLat } from '../map/geo';
import { DATA_PADDING, FIT_MAX_ZOOM } from '../map/views';
import { searchView } from './stopSearch';
import { nearestPoint, type StopFeatureProps } from '../map/stopsGeoJson';
import { STOP_FOCUS_ZOOM } from '../map/stopStyle';

interface Camera {
  mapRef: RefObject<MapRef | null>;
  mapReady: boolean;
  /** The stops once loaded (undefined before). */
  stops: readonly StopRow[] | undefined;
  byId: ReadonlyMap<number, StopRow>;
  geojson: FeatureCollection<Point, StopFeatureProps>;
  /** Matches of the debounced search text (null when it is too short). */
  matches: StopRow[] | null;
  searchText: string;
  focusStopId: number | null;
  onFocused: () => void;
  shapePoints: readonly LngLat[];
  /** Where the stop being added or edited stands, or null. */
  draft: LngLat | null;
}

/** A followed stop is shown at least at this zoom, where a street can be told apart. */
const FOLLOW_MIN_ZOOM = 14;

export function useStopsCamera(c: Camera): void {
  const { mapRef, mapReady, matches, searchText } = c;

  // Quick search: acts on the debounced text, fitting several matches or flying to one.
  const lastSearch = useRef('');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || !mapReady || !matches || lastSearch.current === searchText) return;
    lastSearch.current = searchText;
    const target = searchView(matches);
    if (target.kind === 'fly') map.flyTo({ center: [target.center[0], target.center[1]], zoom: target.zoom });
    else if (target.kind === 'fit')
      map.fitBounds(target.bounds, { padding: target.padding, maxZoom: FIT_MAX_ZOOM });
  }, [mapRef, matches, searchText, mapReady]);

  // The envelope also covers shapes, so its centre may show no stop: once the stops arrive, an
  // empty first view moves (same zoom) to the stop nearest its centre.
  const snapped = useRef(false);
  const { stops, geojson, focusStopId } = c;
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !mapReady || !stops || snapped.current || focusStopId != null) return;
    snapped.current = true;
    const center = map.getCenter();
    const nearest = nearestPoint(geojson, [center.lng, center.lat]);
    if (nearest && !map.getBounds().contains(nearest)) map.jumpTo({ center: nearest });
  }, [mapRef, mapReady, stops, geojson, focusStopId]);

  // From the table: fly to the stop at zoom 16.
  const { byId, onFocused } = c;
  useEffect(() => {
    const map = mapRef.current;
    if (focusStopId == null || !map || !mapReady || !stops) return;
    const stop = byId.get(focusStopId);
    const position = stop && toLngLat(stop.stop_lon, stop.stop_lat);
    snapped.current = true; // the first view is the stop's, not the envelope's
    if (position) map.flyTo({ center: [position[0], position[1]], zoom: STOP_FOCUS_ZOOM });
    onFocused();
  }, [mapRef, focusStopId, mapReady, stops, byId, onFocused]);

  // The stop being placed stays on screen: typed coordinates far away fly the map there.
  const { draft } = c;
  const [draftLon, draftLat] = draft ?? [NaN, NaN];
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!map || !mapReady || !Number.isFinite(draftLon + draftLat)) return;
    if (map.getBounds().contains([draftLon, draftLat])) return;
    map.flyTo({ center: [draftLon, draftLat], zoom: Math.max(map.getZoom(), FOLLOW_MIN_ZOOM) });
  }, [mapRef, mapReady, draftLon, draftLat]);

  // The chosen shape, fitted once its points arrive.
  const { shapePoints } = c;
  useEffect(() => {
    const bounds = boundsOf(shapePoints);
    if (bounds && mapReady)
      mapRef.current?.fitBounds(bounds, { padding: DATA_PADDING, maxZoom: FIT_MAX_ZOOM });
  }, [mapRef, shapePoints, mapReady]);
}

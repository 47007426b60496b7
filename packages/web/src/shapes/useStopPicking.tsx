// Clicking stops on the shape editor's map for "Draw through stops": while on, the map shows every
// stop of the project and its mode appends each clicked stop's id to the typed stops; Escape ends
// the picking like Done. Picking starts with every stop in view (the bar above took some of the map).
import { useEffect, useMemo, type ReactNode, type RefObject } from 'react';
import type { MapRef } from 'react-map-gl/maplibre';
import { boundsOf, toLngLat, type LngLat } from '../map/geo';
import { DATA_PADDING, FIT_MAX_ZOOM } from '../map/views';
import { useAllStops } from '../api/stops';
import type { MapMode } from '../map/mode';
import { StopLayers } from '../map/StopLayers';
import { stopsGeoJson } from '../map/stopsGeoJson';
import { pickStopsMode } from '../stoptimes/modes';
import { appendStop, dropLastStop } from './typedStops';

export function useStopPicking(
  projectId: number,
  mapRef: RefObject<MapRef | null>,
  on: boolean,
  setTyped: (change: (text: string) => string) => void,
  done: () => void,
): { mode: MapMode | null; layers: ReactNode } {
  const stops = useAllStops(projectId);
  const geojson = useMemo(() => stopsGeoJson(stops.data ?? []), [stops.data]);
  const bounds = useMemo(
    () =>
      boundsOf(
        (stops.data ?? []).flatMap((s): LngLat[] => {
          const at = toLngLat(s.stop_lon, s.stop_lat);
          return at ? [at] : [];
        }),
      ),
    [stops.data],
  );
  useEffect(() => {
    const map = mapRef.current;
    if (!on || !map || !bounds) return;
    map.resize(); // the bar above the map has just taken its height
    map.fitBounds(bounds, { padding: DATA_PADDING, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  }, [on, mapRef, bounds]);
  if (!on) return { mode: null, layers: null };
  return {
    mode: pickStopsMode({
      pick: (id) => setTyped((text) => appendStop(text, id)),
      escape: done,
      // Ctrl+Z takes back the last pick, as "Remove the last" does; picking keeps nothing to redo.
      undo: () => setTyped(dropLastStop),
      redo: () => undefined,
    }),
    layers: <StopLayers stops={geojson} hiddenId={null} draft={null} />,
  };
}

// The duplicate stops on a map: each group's stops as rings (orange when they will merge, grey when
// the group is left apart), the open group outlined; the camera fits the open group, or all of them.
import 'maplibre-gl/dist/maplibre-gl.css';
import '../map/maplibreWorker';
import { Box } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import Map, { Layer, NavigationControl, Source, type MapRef } from 'react-map-gl/maplibre';
import { useBaseStyle } from '../map/baseStyle';
import { boundsOf } from '../map/geo';
import type { TidyPlan } from './api';

interface Props {
  groups: TidyPlan['stops'];
  excluded: ReadonlySet<string>;
  open: string | null;
  label: string;
}

const PADDING = 40;

export function TidyStopsMap({ groups, excluded, open, label }: Props) {
  const { style } = useBaseStyle();
  const map = useRef<MapRef>(null);
  const data = useMemo<GeoJSON.FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: groups.flatMap((g) =>
        g.stops.map((s) => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [s.lon, s.lat] },
          properties: { merge: !excluded.has(g.id), open: g.id === open },
        })),
      ),
    }),
    [groups, excluded, open],
  );
  const focus = groups.find((g) => g.id === open);
  const bounds = useMemo(
    () =>
      boundsOf(
        (focus ? [focus] : groups).flatMap((g) => g.stops.map((s) => [s.lon, s.lat] as [number, number])),
      ),
    [focus, groups],
  );
  useEffect(() => {
    if (bounds) map.current?.fitBounds(bounds, { padding: PADDING, maxZoom: focus ? 19 : 16, duration: 300 });
  }, [bounds, focus]);
  if (!bounds) return null;
  return (
    <Box
      h={320}
      // A region, not an image: its zoom buttons and canvas take the keyboard.
      role="region"
      aria-label={label}
      data-testid="tidy-stops-map"
      style={{ borderRadius: 8, overflow: 'hidden' }}
    >
      <Map
        ref={map}
        initialViewState={{ bounds, fitBoundsOptions: { padding: PADDING, maxZoom: 16 } }}
        mapStyle={style}
        style={{ width: '100%', height: '100%' }}
        attributionControl={{ compact: true }}
        cooperativeGestures
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source id="tidy-stops" type="geojson" data={data}>
          <Layer
            id="tidy-stops-ring"
            type="circle"
            paint={{
              'circle-radius': ['case', ['get', 'open'], 9, 6],
              'circle-color': ['case', ['get', 'merge'], '#e8590c', '#868e96'],
              'circle-opacity': 0.35,
              'circle-stroke-width': ['case', ['get', 'open'], 3, 2],
              'circle-stroke-color': ['case', ['get', 'merge'], '#d9480f', '#495057'],
            }}
          />
        </Source>
      </Map>
    </Box>
  );
}

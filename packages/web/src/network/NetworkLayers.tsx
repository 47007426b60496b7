// The network sketch as MapLibre data layers (the dashboard's map over a base map): each route's
// lines in its colour, the stops as small dots above them.
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { NetworkSketch } from './api';
import { sketchRoutesGeoJson, sketchStopsGeoJson } from './sketchGeometry';

export function NetworkLayers({ sketch }: { sketch: NetworkSketch }) {
  const routes = useMemo(() => sketchRoutesGeoJson(sketch), [sketch]);
  const stops = useMemo(() => sketchStopsGeoJson(sketch), [sketch]);
  return (
    <>
      <Source id="network-routes" type="geojson" data={routes}>
        <Layer
          id="network-routes-casing"
          type="line"
          paint={{ 'line-color': '#ffffff', 'line-width': 5, 'line-opacity': 0.8 }}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        />
        <Layer
          id="network-routes-line"
          type="line"
          paint={{ 'line-color': ['get', 'color'], 'line-width': 3 }}
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        />
      </Source>
      <Source id="network-stops" type="geojson" data={stops}>
        <Layer
          id="network-stops-dot"
          type="circle"
          paint={{
            'circle-radius': 2.5,
            'circle-color': '#ffffff',
            'circle-stroke-color': '#495057',
            'circle-stroke-width': 1,
          }}
        />
      </Source>
    </>
  );
}

// The stops map's route layer: every route's lines (shapes, or stop to stop) in its colour, drawn
// under the stops so they stay clickable. Mounted only while the layer is on, after the stops'
// layers exist, so `beforeId` can place it beneath them.
import { Layer, Source } from 'react-map-gl/maplibre';
import { STOPS_LAYER } from '../map/stopStyle';
import type { RouteLines } from './api';

export const ROUTE_LINES_LAYER = 'route-lines';

export function RouteLinesLayer({ lines }: { lines: RouteLines }) {
  return (
    <Source id="route-lines-source" type="geojson" data={lines}>
      <Layer
        id={`${ROUTE_LINES_LAYER}-casing`}
        type="line"
        beforeId={STOPS_LAYER}
        paint={{ 'line-color': '#ffffff', 'line-width': 6, 'line-opacity': 0.7 }}
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
      />
      <Layer
        id={ROUTE_LINES_LAYER}
        type="line"
        beforeId={STOPS_LAYER}
        paint={{ 'line-color': ['get', 'color'], 'line-width': 3.5, 'line-opacity': 0.9 }}
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
      />
    </Source>
  );
}

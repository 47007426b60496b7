// Draws the ruler's points and line (state and actions in ruler.ts).
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { rulerGeoJson, type RulerPoints } from './ruler';

export const RULER_POINTS_LAYER = 'ruler-points';

export function RulerLayers({ points }: { points: RulerPoints }) {
  const data = useMemo(() => rulerGeoJson(points), [points]);
  return (
    <Source id="ruler-source" type="geojson" data={data}>
      <Layer
        id="ruler-line"
        type="line"
        filter={['==', ['geometry-type'], 'LineString']}
        paint={{ 'line-color': '#e8590c', 'line-width': 2.5, 'line-dasharray': [2, 1.5] }}
      />
      <Layer
        id={RULER_POINTS_LAYER}
        type="circle"
        filter={['==', ['geometry-type'], 'Point']}
        paint={{
          'circle-radius': 5,
          'circle-color': '#ffffff',
          'circle-stroke-color': '#e8590c',
          'circle-stroke-width': 2.5,
        }}
      />
    </Source>
  );
}

// A shape drawn as a line with direction arrows spaced 100 px apart. Used by the stops
// map's shape selector and, later, by the stop-times and shape editors.
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LngLat } from './geo';
import { lineArrows, roundLine } from './layerStyles';

export interface ShapeLayersProps {
  /** Source and layer ids are derived from it, so several shapes can be drawn at once. */
  id: string;
  points: readonly LngLat[];
  color?: string;
  /** Id of a layer to draw below (keeps stops above the shape). */
  beforeId?: string;
}

export function shapeLineGeoJson(points: readonly LngLat[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features:
      points.length < 2
        ? []
        : [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'LineString', coordinates: points.map((p) => [p[0], p[1]]) },
            },
          ],
  };
}

export function ShapeLayers({ id, points, color = '#1c7ed6', beforeId }: ShapeLayersProps) {
  const data = useMemo(() => shapeLineGeoJson(points), [points]);
  return (
    <Source id={`${id}-source`} type="geojson" data={data}>
      <Layer {...roundLine(`${id}-line`, color, 4, 0.85)} beforeId={beforeId} />
      <Layer {...lineArrows(`${id}-arrows`)} beforeId={beforeId} />
    </Source>
  );
}

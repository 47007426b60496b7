// A shape drawn as a line with direction arrows spaced 100 px apart. Used by the stops
// map's shape selector and, later, by the stop-times and shape editors.
import type { FeatureCollection } from 'geojson';
import type { SymbolLayerSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { ARROW_IMAGE } from './arrowImage';
import type { LngLat } from './geo';

export const SHAPE_ARROW_SPACING = 100;

/** The direction arrows along a shape line, wherever a shape is drawn. */
export const SHAPE_ARROWS_LAYOUT = {
  'symbol-placement': 'line',
  'symbol-spacing': SHAPE_ARROW_SPACING,
  'icon-image': ARROW_IMAGE,
  'icon-size': 0.9,
  'icon-allow-overlap': true,
  'icon-ignore-placement': true,
  'icon-rotation-alignment': 'map',
} satisfies SymbolLayerSpecification['layout'];

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
      <Layer
        id={`${id}-line`}
        type="line"
        beforeId={beforeId}
        layout={{ 'line-join': 'round', 'line-cap': 'round' }}
        paint={{ 'line-color': color, 'line-width': 4, 'line-opacity': 0.85 }}
      />
      <Layer id={`${id}-arrows`} type="symbol" beforeId={beforeId} layout={SHAPE_ARROWS_LAYOUT} />
    </Source>
  );
}

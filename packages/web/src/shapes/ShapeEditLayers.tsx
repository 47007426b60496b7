// The edited shape on the map: editable line with direction arrows, frozen parts in red, and the
// points (hit-tested by the modes through POINTS_LAYER).
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import { ARROW_IMAGE } from '../map/arrowImage';
import type { LngLat } from '../map/geo';
import { SHAPE_ARROW_SPACING, shapeLineGeoJson } from '../map/ShapeLayers';
import type { ShapeDraft } from './shapeDraft';
import { editableLine, frozenLine, shapePoints } from './shapeGeoJson';
import {
  EDIT_LINE_LAYER,
  FROZEN_LINE_LAYER,
  MATCHED_LINE_LAYER,
  POINTS_LAYER,
  SHAPE_COLORS,
} from './shapeStyle';

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

interface Props {
  draft: ShapeDraft;
  picked: readonly number[];
  /** The map-matched line, drawn under the shape in green. */
  matched?: readonly LngLat[] | null;
  /** A drag in progress (dragPreview), drawn over the shape. */
  preview?: FeatureCollection | null;
  /** The stops of the shape's trips (stopsAlong), drawn under it. */
  stops?: FeatureCollection | null;
}

export function ShapeEditLayers({ draft, picked, matched, preview, stops }: Props) {
  const matchedData = useMemo(() => shapeLineGeoJson(matched ?? []), [matched]);
  const editable = useMemo(() => editableLine(draft), [draft]);
  const frozen = useMemo(() => frozenLine(draft), [draft]);
  const points = useMemo(() => shapePoints(draft, picked), [draft, picked]);
  return (
    <>
      <Source id="shape-stops-source" type="geojson" data={stops ?? EMPTY}>
        <Layer
          id="shape-stops"
          type="circle"
          paint={{
            'circle-radius': ['case', ['get', 'far'], 7, 4],
            'circle-color': ['case', ['get', 'far'], SHAPE_COLORS.frozen, '#495057'],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 1.5,
          }}
        />
      </Source>
      <Source id="shape-matched-source" type="geojson" data={matchedData}>
        <Layer
          id={MATCHED_LINE_LAYER}
          type="line"
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': SHAPE_COLORS.matched, 'line-width': 7, 'line-opacity': 0.6 }}
        />
      </Source>
      <Source id="shape-edit-frozen-source" type="geojson" data={frozen}>
        <Layer
          id={FROZEN_LINE_LAYER}
          type="line"
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': SHAPE_COLORS.frozen, 'line-width': 4, 'line-opacity': 0.8 }}
        />
      </Source>
      <Source id="shape-edit-line-source" type="geojson" data={editable}>
        <Layer
          id={EDIT_LINE_LAYER}
          type="line"
          layout={{ 'line-join': 'round', 'line-cap': 'round' }}
          paint={{ 'line-color': SHAPE_COLORS.line, 'line-width': 5, 'line-opacity': 0.9 }}
        />
        <Layer
          id="shape-edit-arrows"
          type="symbol"
          layout={{
            'symbol-placement': 'line',
            'symbol-spacing': SHAPE_ARROW_SPACING,
            'icon-image': ARROW_IMAGE,
            'icon-size': 0.9,
            'icon-allow-overlap': true,
            'icon-ignore-placement': true,
            'icon-rotation-alignment': 'map',
          }}
        />
      </Source>
      <Source id="shape-edit-points-source" type="geojson" data={points}>
        <Layer
          id={POINTS_LAYER}
          type="circle"
          paint={{
            'circle-radius': ['case', ['get', 'picked'], 8, 5],
            'circle-color': [
              'case',
              ['get', 'picked'],
              SHAPE_COLORS.connecting,
              ['get', 'editable'],
              '#ffffff',
              SHAPE_COLORS.frozen,
            ],
            'circle-stroke-color': ['case', ['get', 'editable'], SHAPE_COLORS.line, '#ffffff'],
            'circle-stroke-width': 2,
          }}
        />
      </Source>
      <Source id="shape-drag-source" type="geojson" data={preview ?? EMPTY}>
        <Layer
          id="shape-drag-line"
          type="line"
          filter={['==', ['geometry-type'], 'LineString']}
          paint={{ 'line-color': SHAPE_COLORS.connecting, 'line-width': 4, 'line-dasharray': [2, 1] }}
        />
        <Layer
          id="shape-drag-point"
          type="circle"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{
            'circle-radius': 7,
            'circle-color': '#ffffff',
            'circle-stroke-color': SHAPE_COLORS.connecting,
            'circle-stroke-width': 3,
          }}
        />
      </Source>
    </>
  );
}

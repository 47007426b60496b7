// The edited shape on the map: editable line with direction arrows, frozen parts in red, and the
// points (hit-tested by the modes through POINTS_LAYER).
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

interface Props {
  draft: ShapeDraft;
  picked: readonly number[];
  /** The map-matched line, drawn under the shape in green. */
  matched?: readonly LngLat[] | null;
}

export function ShapeEditLayers({ draft, picked, matched }: Props) {
  const matchedData = useMemo(() => shapeLineGeoJson(matched ?? []), [matched]);
  const editable = useMemo(() => editableLine(draft), [draft]);
  const frozen = useMemo(() => frozenLine(draft), [draft]);
  const points = useMemo(() => shapePoints(draft, picked), [draft, picked]);
  return (
    <>
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
    </>
  );
}

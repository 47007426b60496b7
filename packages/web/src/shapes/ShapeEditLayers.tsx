// The edited shape on the map: editable line with direction arrows, frozen parts in red, and the
// points (hit-tested by the modes through POINTS_LAYER); a dragged point over them (DragPreview).
import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LngLat } from '../map/geo';
import { lineArrows, ringedCircle, roundLine } from '../map/layerStyles';
import { shapeLineGeoJson } from '../map/ShapeLayers';
import { DragPreview } from './DragPreview';
import type { ShapeDraft } from './shapeDraft';
import { editableLine, frozenLine, shapePoints, type DraggedPoint } from './shapeGeoJson';
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
  /** A drag in progress (draggedPoint), drawn over the shape. */
  dragged?: DraggedPoint | null;
  /** The stops of the shape's trips (stopsAlong), drawn under it. */
  stops?: FeatureCollection | null;
}

export function ShapeEditLayers({ draft, picked, matched, dragged, stops }: Props) {
  const matchedData = useMemo(() => shapeLineGeoJson(matched ?? []), [matched]);
  const editable = useMemo(() => editableLine(draft), [draft]);
  const frozen = useMemo(() => frozenLine(draft), [draft]);
  const points = useMemo(() => shapePoints(draft, picked), [draft, picked]);
  return (
    <>
      <Source id="shape-stops-source" type="geojson" data={stops ?? EMPTY}>
        <Layer
          {...ringedCircle(
            'shape-stops',
            ['case', ['get', 'far'], SHAPE_COLORS.frozen, '#495057'],
            ['case', ['get', 'far'], 7, 4],
            1.5,
          )}
        />
      </Source>
      <Source id="shape-matched-source" type="geojson" data={matchedData}>
        <Layer {...roundLine(MATCHED_LINE_LAYER, SHAPE_COLORS.matched, 7, 0.6)} />
      </Source>
      <Source id="shape-edit-frozen-source" type="geojson" data={frozen}>
        <Layer {...roundLine(FROZEN_LINE_LAYER, SHAPE_COLORS.frozen, 4, 0.8)} />
      </Source>
      <Source id="shape-edit-line-source" type="geojson" data={editable}>
        <Layer {...roundLine(EDIT_LINE_LAYER, SHAPE_COLORS.line, 5, 0.9)} />
        <Layer {...lineArrows('shape-edit-arrows')} />
      </Source>
      <Source id="shape-edit-points-source" type="geojson" data={points}>
        <Layer
          {...ringedCircle(
            POINTS_LAYER,
            [
              'case',
              ['get', 'picked'],
              SHAPE_COLORS.connecting,
              ['get', 'editable'],
              '#ffffff',
              SHAPE_COLORS.frozen,
            ],
            ['case', ['get', 'picked'], 8, 5],
            2,
            ['case', ['get', 'editable'], SHAPE_COLORS.line, '#ffffff'],
          )}
        />
      </Source>
      <DragPreview dragged={dragged ?? null} />
    </>
  );
}

// The stops on the map: every stop as circles coloured by location_type, names from zoom 14 or always
// in a small network (in the
// font Ruta serves, so also with no base map), and the stop being added or edited drawn on top as its
// own source so dragging it does not rebuild the 10,000-feature source.
import type { FeatureCollection, Point } from 'geojson';
import type { FilterSpecification } from 'maplibre-gl';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LngLat } from './geo';
import { LABEL_FONT } from './glyphs';
import { ringedCircle } from './layerStyles';
import type { StopFeatureProps } from './stopsGeoJson';
import {
  DRAFT_LAYER,
  labelMinZoom,
  STOP_COLOR,
  STOP_RADIUS,
  STOP_STROKE_WIDTH,
  STOPS_LAYER,
} from './stopStyle';

interface Props {
  stops: FeatureCollection<Point, StopFeatureProps>;
  /** The row id of the stop being edited: drawn by the draft layer instead. */
  hiddenId: number | null;
  draft: LngLat | null;
}

export function StopLayers({ stops, hiddenId, draft }: Props) {
  const filter: FilterSpecification = ['!=', ['get', 'id'], hiddenId ?? -1];
  const draftData = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: draft
        ? [
            {
              type: 'Feature',
              properties: {},
              geometry: { type: 'Point', coordinates: [draft[0], draft[1]] },
            },
          ]
        : [],
    }),
    [draft],
  );
  return (
    <>
      <Source id="stops" type="geojson" data={stops} buffer={32} tolerance={0.5}>
        <Layer {...ringedCircle(STOPS_LAYER, STOP_COLOR, STOP_RADIUS, STOP_STROKE_WIDTH)} filter={filter} />
        <Layer
          id="stops-labels"
          type="symbol"
          minzoom={labelMinZoom(stops.features.length)}
          filter={filter}
          layout={{
            'text-field': ['get', 'name'],
            'text-font': LABEL_FONT,
            'text-size': 12,
            'text-anchor': 'top',
            'text-offset': [0, 0.8],
            'text-optional': true,
          }}
          paint={{ 'text-color': '#212529', 'text-halo-color': '#ffffff', 'text-halo-width': 1.5 }}
        />
      </Source>
      <Source id="stop-draft-source" type="geojson" data={draftData}>
        <Layer {...ringedCircle(DRAFT_LAYER, '#e03131', 9, 3)} />
      </Source>
    </>
  );
}

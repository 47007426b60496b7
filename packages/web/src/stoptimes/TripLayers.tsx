// A trip on the map: its shape (teal, with direction arrows) and its stops numbered by sequence,
// the active one larger, drawn above the project's other stops.
import type { FeatureCollection, Point } from 'geojson';
import { useMemo } from 'react';
import { Layer, Source } from 'react-map-gl/maplibre';
import type { LngLat } from '../map/geo';
import { LABEL_FONT } from '../map/glyphs';
import { ShapeLayers } from '../map/ShapeLayers';
import type { StopTimeRow } from '../api/stopTimes';

export const TRIP_STOPS_LAYER = 'trip-stops-circles';
/** Shape line colour: teal. */
export const SHAPE_COLOR = '#0ca678';
const TRIP_STOP_COLOR = '#e8590c';

interface Props {
  shape: readonly LngLat[];
  rows: readonly StopTimeRow[];
  activeIndex: number | null;
}

export function tripStopsGeoJson(
  rows: readonly StopTimeRow[],
  activeIndex: number | null,
): FeatureCollection<Point> {
  const features: FeatureCollection<Point>['features'] = [];
  rows.forEach((r, i) => {
    if (typeof r.stop_lat !== 'number' || typeof r.stop_lon !== 'number') return;
    features.push({
      type: 'Feature',
      properties: {
        stop_id: r.stop_id ?? '',
        seq: String(r.stop_sequence ?? i + 1),
        active: i === activeIndex,
      },
      geometry: { type: 'Point', coordinates: [r.stop_lon, r.stop_lat] },
    });
  });
  return { type: 'FeatureCollection', features };
}

export function TripLayers({ shape, rows, activeIndex }: Props) {
  const data = useMemo(() => tripStopsGeoJson(rows, activeIndex), [rows, activeIndex]);
  return (
    <>
      {shape.length > 1 && <ShapeLayers id="trip-shape" points={shape} color={SHAPE_COLOR} />}
      <Source id="trip-stops" type="geojson" data={data}>
        <Layer
          id={TRIP_STOPS_LAYER}
          type="circle"
          paint={{
            'circle-color': ['case', ['get', 'active'], '#c92a2a', TRIP_STOP_COLOR],
            'circle-radius': ['case', ['get', 'active'], 11, 8],
            'circle-stroke-color': '#ffffff',
            'circle-stroke-width': 2,
          }}
        />
        <Layer
          id="trip-stops-seq"
          type="symbol"
          layout={{
            'text-field': ['get', 'seq'],
            'text-font': LABEL_FONT,
            'text-size': 11,
            'text-allow-overlap': true,
          }}
          paint={{ 'text-color': '#ffffff' }}
        />
      </Source>
    </>
  );
}

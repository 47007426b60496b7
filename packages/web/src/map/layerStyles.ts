// Layer props shared by the map's lines and markers (shapes, the shape editor, the stops map), so
// a shape looks the same wherever it is drawn: spread into a react-map-gl <Layer>.
import type { CircleLayerSpecification, LineLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { ARROW_IMAGE } from './arrowImage';

/** Direction arrows along a shape, this many pixels apart. */
export const SHAPE_ARROW_SPACING = 100;

type Props<L> = Omit<L, 'source'>;

/** A line with round joins and caps. */
export function roundLine(
  id: string,
  color: string,
  width: number,
  opacity = 1,
): Props<LineLayerSpecification> {
  return {
    id,
    type: 'line',
    layout: { 'line-join': 'round', 'line-cap': 'round' },
    paint: { 'line-color': color, 'line-width': width, 'line-opacity': opacity },
  };
}

/** Arrows pointing the line's way, every SHAPE_ARROW_SPACING pixels, never hidden by collisions. */
export function lineArrows(id: string): Props<SymbolLayerSpecification> {
  return {
    id,
    type: 'symbol',
    layout: {
      'symbol-placement': 'line',
      'symbol-spacing': SHAPE_ARROW_SPACING,
      'icon-image': ARROW_IMAGE,
      'icon-size': 0.9,
      'icon-allow-overlap': true,
      'icon-ignore-placement': true,
      'icon-rotation-alignment': 'map',
    },
  };
}

type CirclePaint = NonNullable<CircleLayerSpecification['paint']>;

/** A filled circle in a ring (white unless given): stops, points, the marker being placed. */
export function ringedCircle(
  id: string,
  color: CirclePaint['circle-color'],
  radius: CirclePaint['circle-radius'],
  ring: CirclePaint['circle-stroke-width'],
  ringColor: CirclePaint['circle-stroke-color'] = '#ffffff',
): Props<CircleLayerSpecification> {
  return {
    id,
    type: 'circle',
    paint: {
      'circle-color': color,
      'circle-radius': radius,
      'circle-stroke-color': ringColor,
      'circle-stroke-width': ring,
    },
  };
}

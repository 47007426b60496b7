// How each location_type is drawn (parent stations, platforms and entrances look distinct):
// colour and size per type, shared by the layer and its legend.
import type { ExpressionSpecification } from 'maplibre-gl';

/** The layer of all stops, and the one of the stop being added or edited (what the modes hit-test). */
export const STOPS_LAYER = 'stops-circles';
export const DRAFT_LAYER = 'stop-draft';

export const LOCATION_COLORS: Record<number, string> = {
  0: '#1971c2', // stop or platform
  1: '#9c36b5', // station
  2: '#2f9e44', // entrance/exit
  3: '#868e96', // generic node
  4: '#0c8599', // boarding area
};

const byType = (values: Record<number, number>, fallback: number): ExpressionSpecification => [
  'match',
  ['get', 'type'],
  1,
  values[1]!,
  2,
  values[2]!,
  3,
  values[3]!,
  4,
  values[4]!,
  fallback,
];

export const STOP_COLOR: ExpressionSpecification = [
  'match',
  ['get', 'type'],
  1,
  LOCATION_COLORS[1]!,
  2,
  LOCATION_COLORS[2]!,
  3,
  LOCATION_COLORS[3]!,
  4,
  LOCATION_COLORS[4]!,
  LOCATION_COLORS[0]!,
];

/** Radius grows with the zoom; stations are larger, generic nodes smaller. */
export const STOP_RADIUS: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  10,
  byType({ 1: 4, 2: 2, 3: 1.5, 4: 2 }, 2.5),
  16,
  byType({ 1: 10, 2: 5, 3: 4, 4: 5 }, 6.5),
];

export const STOP_STROKE_WIDTH: ExpressionSpecification = [
  'interpolate',
  ['linear'],
  ['zoom'],
  10,
  0.5,
  15,
  byType({ 1: 3, 2: 1.5, 3: 1, 4: 1.5 }, 1.5),
];

/** Labels appear from zoom 14 in a large network, where names would cover each other. */
const LABEL_MIN_ZOOM = 14;
/**
 * A small network (a town's lines) names its stops at every zoom, so they read once all fit on the
 * screen; the labels' collision test keeps them from covering each other.
 */
export const FEW_STOPS = 200;

export const labelMinZoom = (stopCount: number) => (stopCount <= FEW_STOPS ? 0 : LABEL_MIN_ZOOM);
/** Flying to a stop from the table uses zoom 16, as does the initial view. */
export const STOP_FOCUS_ZOOM = 16;

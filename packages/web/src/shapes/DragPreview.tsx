// The point being dragged and its two segments, drawn in an SVG over the map canvas. A change of a
// MapLibre source, however small, redraws every layer of the canvas (the 5,000-point line, circles
// and arrows); the SVG changes alone, so the canvas is redrawn once, at the release.
import { useEffect, useReducer } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { LngLat } from '../map/geo';
import type { DraggedPoint } from './shapeGeoJson';
import { SHAPE_COLORS } from './shapeStyle';

const LINE_WIDTH = 4;

export function DragPreview({ dragged }: { dragged: DraggedPoint | null }) {
  const { current: map } = useMap();
  // A zoom during the drag moves the drawn points with the map.
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!map || !dragged) return;
    map.on('move', redraw);
    return () => void map.off('move', redraw);
  }, [map, dragged]);
  if (!map || !dragged) return null;
  const screen = (p: LngLat) => map.project([p[0], p[1]]);
  const at = screen(dragged.at);
  return (
    <svg
      data-testid="shape-drag-preview"
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' }}
    >
      <polyline
        points={dragged.line.map((p) => `${screen(p).x},${screen(p).y}`).join(' ')}
        fill="none"
        stroke={SHAPE_COLORS.connecting}
        strokeWidth={LINE_WIDTH}
        strokeDasharray={`${2 * LINE_WIDTH} ${LINE_WIDTH}`}
      />
      <circle cx={at.x} cy={at.y} r={7} fill="#ffffff" stroke={SHAPE_COLORS.connecting} strokeWidth={3} />
    </svg>
  );
}

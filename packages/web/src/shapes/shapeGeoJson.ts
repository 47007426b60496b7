// The edited shape as GeoJSON for its layers: editable and frozen parts of the line, and its points
// (index, editable, picked) for hit tests.
import type { Feature, FeatureCollection } from 'geojson';
import type { LngLat } from '../map/geo';
import { pointEditable, segmentEditable, type ShapeDraft } from './shapeDraft';

function runs(points: readonly LngLat[], keep: (segment: number) => boolean): number[][][] {
  const out: number[][][] = [];
  let current: number[][] | null = null;
  for (let i = 0; i + 1 < points.length; i++) {
    if (!keep(i)) {
      current = null;
      continue;
    }
    if (!current) {
      current = [[points[i]![0], points[i]![1]]];
      out.push(current);
    }
    current.push([points[i + 1]![0], points[i + 1]![1]]);
  }
  return out;
}

const lines = (parts: number[][][]): FeatureCollection => ({
  type: 'FeatureCollection',
  features: parts.length
    ? [{ type: 'Feature', properties: {}, geometry: { type: 'MultiLineString', coordinates: parts } }]
    : [],
});

export function editableLine(d: ShapeDraft): FeatureCollection {
  return lines(runs(d.points, (i) => segmentEditable(d, i)));
}

export function frozenLine(d: ShapeDraft): FeatureCollection {
  return lines(runs(d.points, (i) => !segmentEditable(d, i)));
}

/** Picked points (select-range) are drawn larger; frozen ones red. */
export function shapePoints(d: ShapeDraft, picked: readonly number[] = []): FeatureCollection {
  const features: Feature[] = d.points.map((p, index) => ({
    type: 'Feature',
    properties: { index, editable: pointEditable(d, index), picked: picked.includes(index) },
    geometry: { type: 'Point', coordinates: [p[0], p[1]] },
  }));
  return { type: 'FeatureCollection', features };
}

export interface DraggedPoint {
  /** The point and its neighbours, in shape order. */
  line: readonly LngLat[];
  at: LngLat;
}

/** While a point is dragged: the point and its two segments alone (the big sources stay as they were). */
export function draggedPoint(d: ShapeDraft, index: number): DraggedPoint | null {
  const at = d.points[index];
  if (!at) return null;
  return { at, line: [d.points[index - 1], at, d.points[index + 1]].filter((p): p is LngLat => !!p) };
}

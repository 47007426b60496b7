// A shape being edited and the named pure edits on it (each one undo step, see map/history.ts).
// While a section is edited (`range`), only the points from range.start to range.end move, are
// removed or get neighbours: the start point's segment is editable, the end point's is frozen.
import type { LngLat } from '../map/geo';
import { simplifyLine } from './simplifyLine';

/** Inclusive indices of the edited section. */
export interface PointRange {
  start: number;
  end: number;
}

export interface ShapeDraft {
  shapeId: string;
  points: readonly LngLat[];
  /** The edited section, or null when the whole shape is editable. */
  range: PointRange | null;
}

export function newShapeDraft(shapeId = '', points: readonly LngLat[] = []): ShapeDraft {
  return { shapeId, points, range: null };
}

/** Can point `i` be moved or removed? */
export function pointEditable(d: ShapeDraft, i: number): boolean {
  return !d.range || (i >= d.range.start && i <= d.range.end);
}

/** Can a point be inserted on segment `i` (between points i and i + 1)? */
export function segmentEditable(d: ShapeDraft, i: number): boolean {
  return !d.range || (i >= d.range.start && i < d.range.end);
}

export function renameShape(d: ShapeDraft, shapeId: string): ShapeDraft {
  return d.shapeId === shapeId ? d : { ...d, shapeId };
}

/** Double-click on empty map: a new last point (not while a section is edited). */
export function appendPoint(d: ShapeDraft, at: LngLat): ShapeDraft {
  if (d.range) return d;
  return { ...d, points: [...d.points, at] };
}

/** Click on an editable segment: a new point between its two ends. */
export function insertPoint(d: ShapeDraft, segment: number, at: LngLat): ShapeDraft {
  if (segment < 0 || segment + 1 >= d.points.length || !segmentEditable(d, segment)) return d;
  const points = [...d.points.slice(0, segment + 1), at, ...d.points.slice(segment + 1)];
  return { ...d, points, range: d.range && { ...d.range, end: d.range.end + 1 } };
}

/** Right-click on an editable point: removed (a section keeps at least its two ends). */
export function removePoint(d: ShapeDraft, i: number): ShapeDraft {
  if (i < 0 || i >= d.points.length || !pointEditable(d, i)) return d;
  if (d.range && (i === d.range.start || i === d.range.end)) return d;
  const points = d.points.filter((_, j) => j !== i);
  return { ...d, points, range: d.range && { ...d.range, end: d.range.end - 1 } };
}

/** Drag of an editable point. */
export function movePoint(d: ShapeDraft, i: number, to: LngLat): ShapeDraft {
  if (i < 0 || i >= d.points.length || !pointEditable(d, i)) return d;
  const at = d.points[i]!;
  if (at[0] === to[0] && at[1] === to[1]) return d;
  const points = d.points.slice();
  points[i] = to;
  return { ...d, points };
}

/** The shape runs the other way. */
export function invertShape(d: ShapeDraft): ShapeDraft {
  if (d.range || d.points.length < 2) return d;
  return { ...d, points: d.points.slice().reverse() };
}

/** Replaces the editable points (a map-matched line or a simplified one). */
export function replacePoints(d: ShapeDraft, points: readonly LngLat[]): ShapeDraft {
  if (!d.range) return { ...d, points };
  const { start, end } = d.range;
  if (points.length < 2) return d;
  return {
    ...d,
    points: [...d.points.slice(0, start), ...points, ...d.points.slice(end + 1)],
    range: { start, end: start + points.length - 1 },
  };
}

/** Simplify: the editable points without those closer than `toleranceMetres` to the line. */
export function simplifyShape(d: ShapeDraft, toleranceMetres: number): ShapeDraft {
  const part = d.range ? d.points.slice(d.range.start, d.range.end + 1) : d.points;
  const kept = simplifyLine(part, toleranceMetres);
  return kept.length === part.length ? d : replacePoints(d, kept);
}

// The ruler: clicks add points, clicking an existing point removes it, and the
// total is shown in km. Pure actions over the list of points, shared by every map editor.
import type { Feature, FeatureCollection } from 'geojson';
import { lengthKm, type LngLat } from './geo';

export type RulerPoints = readonly LngLat[];

export function addRulerPoint(points: RulerPoints, at: LngLat): RulerPoints {
  return [...points, at];
}

export function removeRulerPoint(points: RulerPoints, index: number): RulerPoints {
  if (index < 0 || index >= points.length) return points;
  return points.filter((_, i) => i !== index);
}

/** A click on the map: removes the point that was hit (its index), else adds one where clicked. */
export function clickRuler(points: RulerPoints, at: LngLat, hitIndex: number | null): RulerPoints {
  return hitIndex == null ? addRulerPoint(points, at) : removeRulerPoint(points, hitIndex);
}

export function rulerKm(points: RulerPoints): number {
  return lengthKm(points);
}

/** The ruler as GeoJSON: its points (with their index) and the line through them. */
export function rulerGeoJson(points: RulerPoints): FeatureCollection {
  const features: Feature[] = points.map((p, index) => ({
    type: 'Feature',
    properties: { index },
    geometry: { type: 'Point', coordinates: [p[0], p[1]] },
  }));
  if (points.length >= 2) {
    features.unshift({
      type: 'Feature',
      properties: {},
      geometry: { type: 'LineString', coordinates: points.map((p) => [p[0], p[1]]) },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The index of the ruler point within `tolerance` px of a click, nearest first, or null. Computed
 * from the state (not the rendered layer), so a click right after adding a point still finds it.
 */
export function rulerPointAt(
  points: RulerPoints,
  project: (p: LngLat) => { x: number; y: number },
  click: { x: number; y: number },
  tolerance = 8,
): number | null {
  let best: number | null = null;
  let bestDistance = tolerance * tolerance;
  points.forEach((p, index) => {
    const { x, y } = project(p);
    const d = (x - click.x) ** 2 + (y - click.y) ** 2;
    if (d <= bestDistance) {
      bestDistance = d;
      best = index;
    }
  });
  return best;
}

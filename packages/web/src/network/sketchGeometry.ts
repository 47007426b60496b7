// The stored network sketch turned into drawings: SVG path data fitted into a box (thumbnails), and
// GeoJSON in lon/lat (map layers). The sketch's grid keeps the network's proportions already.
import type { FitBox } from '../map/envelope';
import type { NetworkSketch } from './api';

export interface SketchPaths {
  routes: { routeId: string; name: string; color: string; d: string }[];
  /** Zero-length segments, one per stop: drawn with round caps they are dots. */
  stops: string;
}

const r1 = (v: number) => Math.round(v * 10) / 10;

export function sketchPaths(sketch: NetworkSketch, box: FitBox): SketchPaths {
  const [gw, gh] = sketch.size;
  const scale = Math.min((box.width - 2 * box.padding) / gw, (box.height - 2 * box.padding) / gh);
  const dx = (box.width - gw * scale) / 2;
  const dy = (box.height - gh * scale) / 2;
  const at = (x: number, y: number) => `${r1(dx + x * scale)} ${r1(dy + y * scale)}`;
  const line = (flat: number[]) => {
    const parts: string[] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) parts.push(`${i ? 'L' : 'M'}${at(flat[i]!, flat[i + 1]!)}`);
    return parts.join('');
  };
  const stops: string[] = [];
  for (let i = 0; i + 1 < sketch.stops.length; i += 2)
    stops.push(`M${at(sketch.stops[i]!, sketch.stops[i + 1]!)}h0`);
  return {
    routes: sketch.routes
      .filter((r) => r.lines.length)
      .map((r) => ({
        routeId: r.route_id,
        name: r.short_name,
        color: `#${r.color}`,
        d: r.lines.map(line).join(''),
      })),
    stops: stops.join(''),
  };
}

/** Grid cell → [lon, lat]. */
function unproject(sketch: NetworkSketch): (x: number, y: number) => [number, number] {
  const [w, s, e, n] = sketch.bbox;
  const [gw, gh] = sketch.size;
  return (x, y) => [w + (gw ? (x / gw) * (e - w) : 0), n - (gh ? (y / gh) * (n - s) : 0)];
}

export function sketchRoutesGeoJson(sketch: NetworkSketch): GeoJSON.FeatureCollection {
  const at = unproject(sketch);
  const pairs = (flat: number[]) => {
    const out: [number, number][] = [];
    for (let i = 0; i + 1 < flat.length; i += 2) out.push(at(flat[i]!, flat[i + 1]!));
    return out;
  };
  return {
    type: 'FeatureCollection',
    features: sketch.routes
      .filter((r) => r.lines.length)
      .map((r) => ({
        type: 'Feature',
        properties: { route_id: r.route_id, color: `#${r.color}` },
        geometry: { type: 'MultiLineString', coordinates: r.lines.map(pairs) },
      })),
  };
}

export function sketchStopsGeoJson(sketch: NetworkSketch): GeoJSON.FeatureCollection {
  const at = unproject(sketch);
  const coordinates: [number, number][] = [];
  for (let i = 0; i + 1 < sketch.stops.length; i += 2)
    coordinates.push(at(sketch.stops[i]!, sketch.stops[i + 1]!));
  return {
    type: 'FeatureCollection',
    features: [{ type: 'Feature', properties: {}, geometry: { type: 'MultiPoint', coordinates } }],
  };
}

/** [[w, s], [e, n]] for fitting a map. */
export const sketchBounds = (sketch: NetworkSketch): [[number, number], [number, number]] => [
  [sketch.bbox[0], sketch.bbox[1]],
  [sketch.bbox[2], sketch.bbox[3]],
];

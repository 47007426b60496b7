// The network sketch: every route's lines and the stops, simplified and quantised to a small integer
// grid so a project keeps its whole network in a few KB (thumbnails and overview maps need no more).
// Coordinates are projected equirectangularly around the network's middle latitude, so the grid keeps
// the network's proportions; x grows east, y grows south (SVG order).
import simplify from 'simplify-js';
import type { z } from 'zod';
import type { networkSketchSchema } from './schemas.js';

/** Longest side of the grid, in cells: 1024 is a 2-4 px step on the largest thumbnail. */
export const GRID = 1024;
/**
 * The stored sketch stays under this many bytes of JSON; the tolerance doubles until it does (a
 * network of several hundred routes may still exceed it, by its names and colours alone).
 */
export const MAX_BYTES = 8_000;
const TOLERANCES = [0.5, 1, 2, 4, 8, 16, 32, 64, 128];

export type LonLat = [number, number];

export interface RouteLines {
  route_id: string;
  short_name: string;
  /** RRGGBB without '#', as GTFS writes it. */
  color: string;
  lines: LonLat[][];
}

export type NetworkSketch = z.infer<typeof networkSketchSchema>;

const usable = ([lon, lat]: LonLat) =>
  Number.isFinite(lon) &&
  Number.isFinite(lat) &&
  lat >= -90 &&
  lat <= 90 &&
  lon >= -180 &&
  lon <= 180 &&
  lat !== 0 &&
  lon !== 0;

function bboxOf(points: Iterable<LonLat>): [number, number, number, number] | null {
  let w = Infinity,
    s = Infinity,
    e = -Infinity,
    n = -Infinity;
  for (const [lon, lat] of points) {
    w = Math.min(w, lon);
    e = Math.max(e, lon);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return w === Infinity ? null : [w, s, e, n];
}

function* allPoints(routes: RouteLines[], stops: LonLat[]): Generator<LonLat> {
  for (const r of routes) for (const line of r.lines) yield* line;
  yield* stops;
}

/** Builds the sketch, or null when nothing has a usable coordinate. */
export function buildSketch(routeLines: RouteLines[], stopPoints: LonLat[]): NetworkSketch | null {
  const routes = routeLines.map((r) => ({
    ...r,
    lines: r.lines.map((l) => l.filter(usable)).filter((l) => l.length >= 2),
  }));
  const stops = stopPoints.filter(usable);
  const bbox = bboxOf(allPoints(routes, stops));
  if (!bbox) return null;
  const [w, s, e, n] = bbox;
  const cos = Math.cos((((s + n) / 2) * Math.PI) / 180);
  const spanX = (e - w) * cos;
  const spanY = n - s;
  const scale = GRID / Math.max(spanX, spanY, 1e-9);
  const size: [number, number] = [
    Math.max(1, Math.round(spanX * scale)),
    Math.max(1, Math.round(spanY * scale)),
  ];
  const toGrid = ([lon, lat]: LonLat) => ({ x: (lon - w) * cos * scale, y: (n - lat) * scale });

  // Each round simplifies the previous round's lines further (cheaper than starting again).
  let lines = routes.map((r) => r.lines.map((l) => l.map(toGrid)));
  const gridStops = stops.map(toGrid);
  let sketch: NetworkSketch | null = null;
  for (const tolerance of TOLERANCES) {
    lines = lines.map((rl) => rl.map((l) => simplify(l, tolerance, true)));
    sketch = {
      bbox,
      size,
      routes: routes.map((r, i) => ({
        route_id: r.route_id,
        short_name: r.short_name,
        color: r.color,
        lines: uniqueLines(lines[i]!.map(quantise)),
      })),
      stops: thinStops(gridStops, tolerance * 4),
    };
    if (JSON.stringify(sketch).length <= MAX_BYTES) return sketch;
  }
  // Hundreds of routes: the lines come first, the stops go.
  return { ...sketch!, stops: [] };
}

/** Rounds to cells and drops repeated cells (a line must keep two points to be drawn). */
function quantise(points: { x: number; y: number }[]): number[] {
  const flat: number[] = [];
  for (const p of points) {
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    if (flat.length && flat[flat.length - 2] === x && flat[flat.length - 1] === y) continue;
    flat.push(x, y);
  }
  return flat.length >= 4 ? flat : [];
}

/** Trips of one route often share a path (both days, short turns): keep each drawing once. */
function uniqueLines(lines: number[][]): number[][] {
  const seen = new Set<string>();
  return lines.filter((l) => {
    const key = l.join(',');
    if (!l.length || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One stop per cell of `cell` grid units: at thumbnail size nearby stops are one dot anyway. */
function thinStops(points: { x: number; y: number }[], cell: number): number[] {
  const seen = new Set<string>();
  const flat: number[] = [];
  for (const p of points) {
    const key = `${Math.floor(p.x / cell)},${Math.floor(p.y / cell)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    flat.push(Math.round(p.x), Math.round(p.y));
  }
  return flat;
}

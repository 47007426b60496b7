// Distances on the Earth and along polylines, shared by the server (stop_times distances, shape
// saves) and the web editors (shape length, stop projection). Coordinates are [lon, lat] pairs.

export type LngLat = readonly [number, number];

const EARTH_RADIUS_KM = 6371.0088; // mean Earth radius
const METRES_PER_DEGREE = 111195.08; // one degree of a great circle with that radius

/** Great-circle distance in km (haversine). */
export function distanceKm(a: LngLat, b: LngLat): number {
  const rad = Math.PI / 180;
  const dLat = (b[1] - a[1]) * rad;
  const dLon = (b[0] - a[0]) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a[1] * rad) * Math.cos(b[1] * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length of a polyline in km. */
export function lengthKm(line: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < line.length; i++) total += distanceKm(line[i - 1]!, line[i]!);
  return total;
}

/** Distance in km from the line's first point to each of its points (first entry 0). */
export function cumulativeKm(line: readonly LngLat[]): number[] {
  const out = new Array<number>(line.length);
  let total = 0;
  for (let i = 0; i < line.length; i++) {
    if (i > 0) total += distanceKm(line[i - 1]!, line[i]!);
    out[i] = total;
  }
  return out;
}

export interface LineProjection {
  /** Index of the segment [segment, segment + 1] holding the nearest point. */
  segment: number;
  /** Position of the nearest point on that segment, 0 at its start, 1 at its end. */
  t: number;
  /** The nearest point of the line. */
  point: LngLat;
  /** Distance along the line from its first point to the nearest point, km. */
  alongKm: number;
  /** Distance from the given point to the line, metres. */
  offsetMetres: number;
}

/**
 * The point of a polyline nearest to `p`, searched on a local flat projection (x scaled by the
 * cosine of the latitude: exact enough below ~100 km between neighbouring points). `fromKm`
 * skips the part of the line before that distance, so stops of a trip that loops over its own
 * path project monotonically when projected in order. Null for a line without points.
 */
export function projectOnLine(
  p: LngLat,
  line: readonly LngLat[],
  cumulative: readonly number[] = cumulativeKm(line),
  fromKm = 0,
): LineProjection | null {
  if (line.length === 0) return null;
  if (line.length === 1)
    return { segment: 0, t: 0, point: line[0]!, alongKm: 0, offsetMetres: distanceKm(p, line[0]!) * 1000 };
  const k = Math.cos((p[1] * Math.PI) / 180);
  let best: LineProjection | null = null;
  let bestD2 = Infinity;
  for (let i = 0; i + 1 < line.length; i++) {
    if (cumulative[i + 1]! < fromKm) continue;
    const a = line[i]!;
    const b = line[i + 1]!;
    const dx = (b[0] - a[0]) * k;
    const dy = b[1] - a[1];
    const len2 = dx * dx + dy * dy;
    let t = len2 > 0 ? ((p[0] - a[0]) * k * dx + (p[1] - a[1]) * dy) / len2 : 0;
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    const segStartKm = cumulative[i]!;
    const segKm = cumulative[i + 1]! - segStartKm;
    // Keep the projection at or after fromKm on the segment that straddles it.
    if (segStartKm + t * segKm < fromKm && segKm > 0) t = (fromKm - segStartKm) / segKm;
    const x = a[0] + t * (b[0] - a[0]);
    const y = a[1] + t * (b[1] - a[1]);
    const d2 = ((p[0] - x) * k) ** 2 + (p[1] - y) ** 2;
    if (d2 < bestD2) {
      bestD2 = d2;
      best = {
        segment: i,
        t,
        point: [x, y],
        alongKm: segStartKm + t * segKm,
        offsetMetres: Math.sqrt(d2) * METRES_PER_DEGREE,
      };
    }
  }
  return best;
}

/** How much farther than the nearest pass another pass of the line may lie and still count. */
const PASS_TOLERANCE_METRES = 40;
/** A projection before `fromKm` by at most this much still counts as after it (rounded distances). */
const FROM_SLACK_KM = 0.01;

/**
 * Every pass of the line near `p`, in order along it: the line's segments within
 * PASS_TOLERANCE_METRES of the nearest one, grouped into runs of consecutive segments joined
 * where their nearest points meet, each run giving its nearest point. A shape that loops or takes the same street twice gives one pass per
 * visit; a plain line gives one. Empty for a line without points.
 */
export function passesOnLine(
  p: LngLat,
  line: readonly LngLat[],
  cumulative: readonly number[] = cumulativeKm(line),
): LineProjection[] {
  if (line.length < 2) {
    const only = projectOnLine(p, line, cumulative);
    return only ? [only] : [];
  }
  const hits: LineProjection[] = [];
  for (let i = 0; i + 1 < line.length; i++)
    hits.push(projectOnLine(p, [line[i]!, line[i + 1]!], [cumulative[i]!, cumulative[i + 1]!])!);
  const nearest = Math.min(...hits.map((h) => h.offsetMetres));
  const out: LineProjection[] = [];
  let run: LineProjection | null = null;
  hits.forEach((h, i) => {
    const hit = { ...h, segment: i };
    const far = hit.offsetMetres > nearest + PASS_TOLERANCE_METRES;
    // Two neighbouring segments belong to one pass when the nearest point of either is their
    // shared point; both nearest inside their segment means the line folds back (out and back).
    const joined = i > 0 && (hits[i - 1]!.t === 1 || hit.t === 0);
    if (run && (far || !joined)) {
      out.push(run);
      run = null;
    }
    if (!far && (!run || hit.offsetMetres < run.offsetMetres)) run = hit;
  });
  if (run) out.push(run);
  return out;
}

/**
 * The first pass of the line near `p` at or after `fromKm` (a trip's stop after the previous
 * one), never placed before `fromKm`; null when every pass near `p` lies before it.
 */
export function passAfter(
  p: LngLat,
  line: readonly LngLat[],
  cumulative: readonly number[],
  fromKm: number,
): LineProjection | null {
  const hit = passesOnLine(p, line, cumulative).find((h) => h.alongKm >= fromKm - FROM_SLACK_KM);
  return hit && hit.alongKm < fromKm ? { ...hit, alongKm: fromKm } : (hit ?? null);
}

/** The point at `km` along the line (clamped to its ends); null for a line without points. */
export function pointAlong(
  line: readonly LngLat[],
  km: number,
  cumulative = cumulativeKm(line),
): LngLat | null {
  if (line.length === 0) return null;
  if (km <= 0 || line.length === 1) return line[0]!;
  for (let i = 1; i < line.length; i++) {
    if (cumulative[i]! >= km) {
      const seg = cumulative[i]! - cumulative[i - 1]!;
      const t = seg > 0 ? (km - cumulative[i - 1]!) / seg : 0;
      const a = line[i - 1]!;
      const b = line[i]!;
      return [a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1])];
    }
  }
  return line[line.length - 1]!;
}

/**
 * The distance along the line (km) of each point of a trip, projected in order so the values
 * never decrease: each search starts where the previous stop landed, which keeps loops and
 * out-and-back lines in trip order. Empty when the line has no points.
 */
export function distancesAlongKm(points: readonly LngLat[], line: readonly LngLat[]): number[] {
  if (line.length === 0) return [];
  const cumulative = cumulativeKm(line);
  const out: number[] = [];
  let from = 0;
  for (const p of points) {
    // A stop whose every pass lies before the previous stop keeps the order: nearest point after.
    const hit = passAfter(p, line, cumulative, from) ?? projectOnLine(p, line, cumulative, from)!;
    from = hit.alongKm;
    out.push(hit.alongKm);
  }
  return out;
}

// Turns a project's envelope (a GeoJSON Feature or geometry, Polygon or MultiPolygon) into SVG path
// data fitted into a box, with a plain Web-Mercator projection. The card thumbnails use it instead of
// a third-party static map, so nothing needs a token or the internet.

export type Position = [number, number];

export interface FitBox {
  width: number;
  height: number;
  padding: number;
}

export const CARD_THUMBNAIL: FitBox = { width: 347, height: 170, padding: 16 };

const MAX_LAT = 85.05112878; // Web Mercator's limit

/** Web Mercator in unit square coordinates: x 0..1 west to east, y 0..1 north to south. */
export function mercator([lon, lat]: Position): Position {
  const clamped = Math.max(-MAX_LAT, Math.min(MAX_LAT, lat));
  const sin = Math.sin((clamped * Math.PI) / 180);
  const x = (lon + 180) / 360;
  const y = 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI);
  return [x, y];
}

function isPosition(value: unknown): value is Position {
  return (
    Array.isArray(value) &&
    value.length >= 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Number.isFinite(value[0]) &&
    Number.isFinite(value[1])
  );
}

function ringsOf(geometry: { type?: unknown; coordinates?: unknown }): Position[][] {
  const rings = (value: unknown): Position[][] =>
    Array.isArray(value)
      ? value.map((ring) => (Array.isArray(ring) ? ring.filter(isPosition) : [])).filter((r) => r.length > 0)
      : [];
  if (geometry.type === 'Polygon') return rings(geometry.coordinates);
  if (geometry.type === 'MultiPolygon' && Array.isArray(geometry.coordinates)) {
    return geometry.coordinates.flatMap(rings);
  }
  return [];
}

/** The rings (lon/lat) of an envelope given as a Feature or a bare geometry; [] when unusable. */
export function envelopeRings(envelope: unknown): Position[][] {
  if (!envelope || typeof envelope !== 'object') return [];
  const object = envelope as { type?: unknown; geometry?: unknown; coordinates?: unknown };
  if (object.type === 'Feature') {
    return object.geometry && typeof object.geometry === 'object' ? ringsOf(object.geometry) : [];
  }
  return ringsOf(object);
}

/**
 * SVG path data ("M x y L … Z" per ring) of the envelope fitted and centred in the box, keeping the
 * aspect ratio. A degenerate envelope (one point, or a line) is drawn around the centre. Null when
 * there is nothing to draw.
 */
export function envelopePath(envelope: unknown, box: FitBox = CARD_THUMBNAIL): string | null {
  const rings = envelopeRings(envelope).map((ring) => ring.map(mercator));
  const points = rings.flat();
  if (points.length === 0) return null;

  const xs = points.map((p) => p[0]);
  const ys = points.map((p) => p[1]);
  const minX = Math.min(...xs);
  const maxX = Math.max(...xs);
  const minY = Math.min(...ys);
  const maxY = Math.max(...ys);
  const spanX = maxX - minX;
  const spanY = maxY - minY;
  const innerW = box.width - 2 * box.padding;
  const innerH = box.height - 2 * box.padding;
  const scale = Math.min(spanX > 0 ? innerW / spanX : Infinity, spanY > 0 ? innerH / spanY : Infinity);
  const k = Number.isFinite(scale) ? scale : 0; // a single point: everything lands on the centre
  const offsetX = (box.width - spanX * k) / 2;
  const offsetY = (box.height - spanY * k) / 2;
  const round = (n: number) => Math.round(n * 10) / 10;

  return rings
    .map(
      (ring) =>
        ring
          .map(
            ([x, y], i) =>
              `${i === 0 ? 'M' : 'L'}${round(offsetX + (x - minX) * k)} ${round(offsetY + (y - minY) * k)}`,
          )
          .join(' ') + ' Z',
    )
    .join(' ');
}

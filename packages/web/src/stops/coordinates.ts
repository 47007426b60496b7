// A place typed as coordinates in the stops map's search box: "-22.46, -68.93" (latitude first, as
// maps and phones show them). Pure: the box reads what it says, the map flies there.
import type { LngLat } from '../map/geo';

export type Coordinates =
  | { kind: 'place'; lngLat: LngLat }
  /** Two numbers, but not a place on Earth: which one is out of range. */
  | { kind: 'outOfRange'; field: 'latitude' | 'longitude' };

/** Two decimal numbers separated by a comma, a semicolon or spaces ("-22.46 -68.93"). */
const PAIR = /^\s*([+-]?\d+(?:\.\d+)?)\s*(?:[,;]\s*|\s+)([+-]?\d+(?:\.\d+)?)\s*$/;

/** The place the text names as "latitude, longitude", or null when it is not two numbers. */
export function parseCoordinates(text: string): Coordinates | null {
  const match = PAIR.exec(text);
  if (!match) return null;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90) return { kind: 'outOfRange', field: 'latitude' };
  if (Math.abs(lon) > 180) return { kind: 'outOfRange', field: 'longitude' };
  return { kind: 'place', lngLat: [lon, lat] };
}

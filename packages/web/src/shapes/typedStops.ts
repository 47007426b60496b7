// Stops typed for "draw through stops": stop ids or names in order, one a line or separated by
// commas. Each is matched by stop_id first, then by name (ignoring case and accents); what cannot be
// drawn is named so the user can fix it.
import type { StopRow } from '../api/stops';
import type { LngLat } from '../map/geo';

export type TypedStops =
  { line: LngLat[] } | { unknown: string[]; ambiguous: string[]; noPosition: string[]; tooFew: boolean };

/** The entries typed, in order, without blanks. */
export const splitStops = (text: string): string[] =>
  text
    .split(/[\n,;]/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

const num = (v: number | string | null) => (v === null || v === '' ? NaN : Number(v));

/** The line through the typed stops; a stop repeated right after itself counts once. */
export function resolveTypedStops(text: string, stops: readonly StopRow[]): TypedStops {
  const byId = new Map<string, StopRow>();
  const byName = new Map<string, StopRow[]>();
  for (const s of stops) {
    if (s.stop_id) byId.set(s.stop_id, s);
    if (s.stop_name) {
      const key = fold(s.stop_name);
      byName.set(key, [...(byName.get(key) ?? []), s]);
    }
  }
  const unknown: string[] = [];
  const ambiguous: string[] = [];
  const noPosition: string[] = [];
  const line: LngLat[] = [];
  const entries = splitStops(text);
  for (const entry of entries) {
    const named = byName.get(fold(entry)) ?? [];
    const stop = byId.get(entry) ?? (named.length === 1 ? named[0] : undefined);
    if (!stop) {
      (named.length > 1 ? ambiguous : unknown).push(entry);
      continue;
    }
    const lon = num(stop.stop_lon);
    const lat = num(stop.stop_lat);
    if (!Number.isFinite(lon) || !Number.isFinite(lat)) {
      noPosition.push(entry);
      continue;
    }
    const last = line[line.length - 1];
    if (!last || last[0] !== lon || last[1] !== lat) line.push([lon, lat]);
  }
  const tooFew = line.length < 2;
  if (unknown.length || ambiguous.length || noPosition.length || tooFew)
    return { unknown, ambiguous, noPosition, tooFew };
  return { line };
}

/** The typed entries with a stop clicked on the map added at the end, one a line. */
export const appendStop = (text: string, stopId: string): string => [...splitStops(text), stopId].join('\n');

/** The typed entries without the last one. */
export const dropLastStop = (text: string): string => splitStops(text).slice(0, -1).join('\n');

// Trip ids made for new trips (copies to another service, new trips on a route): readable and
// without spaces, so they survive a spreadsheet and a URL. The id says the route, the direction and
// the first departure (`L1-0-0600`); a counter after it (`L1-0-0600-2`) keeps it unique.
import { parseClock } from './clock.js';

export interface TripIdParts {
  route_id: string | null;
  direction_id: number | null;
  /** The trip's first departure, `HH:MM[:SS]` or seconds after midnight; null when it has no times. */
  departure: string | number | null;
}

/** Runs of whitespace become one `_`; an empty part is left out. */
const part = (text: string) => text.trim().replace(/\s+/g, '_');

/** `HHMM` of a time (hours may pass 24), or null when it is not a time. */
function hhmm(departure: string | number | null): string | null {
  const s = typeof departure === 'number' ? departure : parseClock(departure ?? '');
  if (typeof s !== 'number' || !Number.isFinite(s) || s < 0) return null;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${String(h).padStart(2, '0')}${String(m).padStart(2, '0')}`;
}

/** The id before its counter: route, direction and departure joined by `-`, each when known. */
export function tripIdBase(p: TripIdParts): string {
  const parts = [
    p.route_id === null ? '' : part(p.route_id),
    p.direction_id === null ? '' : String(p.direction_id),
    hhmm(p.departure) ?? '',
  ].filter((x) => x !== '');
  return parts.length ? parts.join('-') : 'trip';
}

/**
 * A trip id not in `taken`: the base itself, else the base with `-2`, `-3`, …. The answer is added
 * to `taken`, so ids made one after another for a batch are unique among themselves too.
 */
export function newTripId(p: TripIdParts, taken: Set<string>): string {
  const base = tripIdBase(p);
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

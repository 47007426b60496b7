// The risks of publishing the new version: what breaks riders' trips, apps or realtime feeds.
import { isoDay } from '../calendar/days.js';
import type { Buckets, SideTimes } from './service.js';
import type { Risk } from './types.js';

/** Stops moved less than this are not a risk (a correction, not a move). */
export const STOP_MOVED_METRES = 20;
/** The new version expiring within this many days of today is a risk. */
export const EXPIRES_SOON_DAYS = 30;

export interface RiskInput {
  old: SideTimes;
  new: SideTimes;
  oldBuckets: Map<string, Buckets>;
  newBuckets: Map<string, Buckets>;
  from: number;
  length: number;
  /** route_ids whose routes.txt row is gone (not matched by identity). */
  removedRoutes: ReadonlySet<string>;
  moves: readonly { stop_id: string; metres: number }[];
  routeId: (route: number) => string;
  tripId: (trip: number) => string;
  today: number;
  oldNotices?: Readonly<Record<string, number>>;
  newNotices?: Readonly<Record<string, number>>;
}

/** Trips per route (all directions) and per day of the window. */
function tripsByRoute(b: Map<string, Buckets>, length: number): Map<number, Float64Array> {
  const out = new Map<number, Float64Array>();
  for (const x of b.values()) {
    let t = out.get(x.route);
    if (!t) out.set(x.route, (t = new Float64Array(length)));
    for (let i = 0; i < length; i++) t[i]! += x.trips[i]!;
  }
  return out;
}

function droppedDates(r: RiskInput, removed: ReadonlySet<number>): Risk[] {
  const { new: n, from, length } = r;
  if (n.start === null || n.end === null) return [];
  const oldRoutes = tripsByRoute(r.oldBuckets, length);
  const newRoutes = tripsByRoute(r.newBuckets, length);
  const total = (m: Map<number, Float64Array>, i: number) => {
    let s = 0;
    for (const t of m.values()) s += t[i]!;
    return s;
  };
  const out: Risk[] = [];
  // Only dates the new version claims to cover: dates past its end are feed_end_shortened.
  for (let i = Math.max(0, n.start - from); i <= Math.min(length - 1, n.end - from); i++) {
    const date = isoDay(from + i);
    if (total(oldRoutes, i) > 0 && total(newRoutes, i) === 0) {
      out.push({ code: 'service_dropped_on_date', route_id: null, date });
      continue;
    }
    for (const [route, t] of oldRoutes)
      if (t[i]! > 0 && !removed.has(route) && !((newRoutes.get(route)?.[i] ?? 0) > 0))
        out.push({ code: 'service_dropped_on_date', route_id: r.routeId(route), date });
  }
  return out;
}

/** Trips in both versions with the same stops in the same order and other stop_sequence values. */
function renumbered(r: RiskInput): Risk[] {
  const out: Risk[] = [];
  const a = r.old;
  const b = r.new;
  const sa = a.facts.stopTimes;
  const sb = b.facts.stopTimes;
  for (const trip of a.facts.trips.keys()) {
    if (!b.facts.trips.has(trip)) continue;
    const [a0, a1, b0, b1] = [a.tripBegin[trip]!, a.tripEnd[trip]!, b.tripBegin[trip]!, b.tripEnd[trip]!];
    if (a1 - a0 !== b1 - b0 || a1 === a0) continue;
    let sameStops = true;
    let sameSeq = true;
    for (let k = 0; k < a1 - a0 && sameStops; k++) {
      const x = a.order[a0 + k]!;
      const y = b.order[b0 + k]!;
      if (sa.stop[x] !== sb.stop[y]) sameStops = false;
      if (sa.seq[x] !== sb.seq[y]) sameSeq = false;
    }
    if (sameStops && !sameSeq) out.push({ code: 'stop_sequence_renumbered', trip_id: r.tripId(trip) });
  }
  return out.sort((x, y) =>
    (x as { trip_id: string }).trip_id.localeCompare((y as { trip_id: string }).trip_id),
  );
}

function removedIds(r: RiskInput, removedRoutes: ReadonlySet<number>): Risk[] {
  const out: Risk[] = [];
  const o = r.old.facts;
  const n = r.new.facts;
  for (const id of [...o.stopIds].sort())
    if (!n.stopIds.has(id)) out.push({ code: 'id_removed', file: 'stops.txt', id });
  // A removed route's own id and trips are told by route_removed.
  for (const route of o.routes.keys())
    if (!n.routes.has(route) && !removedRoutes.has(route))
      out.push({ code: 'id_removed', file: 'routes.txt', id: r.routeId(route) });
  const trips: string[] = [];
  for (const [trip, t] of o.trips)
    if (!n.trips.has(trip) && !removedRoutes.has(t.route)) trips.push(r.tripId(trip));
  for (const id of trips.sort()) out.push({ code: 'id_removed', file: 'trips.txt', id });
  return out;
}

/** Validator error codes the new version has more of than the old one (none unless both are known). */
export function newErrorRisks(
  old: Readonly<Record<string, number>> | undefined,
  next: Readonly<Record<string, number>> | undefined,
): Risk[] {
  if (!old || !next) return [];
  const notices = Object.entries(next)
    .filter(([code, count]) => count > (old[code] ?? 0))
    .map(([code, count]) => ({ code, old: old[code] ?? 0, new: count }))
    .sort((x, y) => x.code.localeCompare(y.code));
  return notices.length ? [{ code: 'new_error_notices', notices }] : [];
}

export function findRisks(r: RiskInput, internRoute: (id: string) => number): Risk[] {
  const removed = new Set([...r.removedRoutes].map(internRoute));
  const risks: Risk[] = [...r.removedRoutes].sort().map((route_id) => ({ code: 'route_removed', route_id }));
  risks.push(...droppedDates(r, removed));
  for (const m of r.moves)
    if (m.metres >= STOP_MOVED_METRES)
      risks.push({ code: 'stop_moved', stop_id: m.stop_id, metres: m.metres });
  risks.push(...removedIds(r, removed), ...renumbered(r));
  const { old: o, new: n } = r;
  if (o.end !== null && n.end !== null && n.end < o.end)
    risks.push({ code: 'feed_end_shortened', old: isoDay(o.end), new: isoDay(n.end) });
  // Soon, not already: a version whose service ended before today has expired (the validator says so).
  if (n.end !== null && n.end >= r.today && n.end <= r.today + EXPIRES_SOON_DAYS)
    risks.push({ code: 'feed_expires_soon', date: isoDay(n.end) });
  risks.push(...newErrorRisks(r.oldNotices, r.newNotices));
  return risks;
}

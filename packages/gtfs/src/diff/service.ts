// Scheduled service per route, direction and date in each version: trips, hours, first and last
// departure, over the dates of the union of both versions' validity (at most 400 days).
import { activeDays } from '../calendar/active-days.js';
import { isoDay } from '../calendar/days.js';
import { groupSorted } from '../validate/load/columnar.js';
import { formatTime } from '../values.js';
import type { SideFacts } from './facts.js';
import type { ServiceChange, ServiceFigures, ServiceWindow } from './types.js';

export const MAX_WINDOW_DAYS = 400;

/** One version's trips laid out for the analysis. */
export interface SideTimes {
  facts: SideFacts;
  /** Active days by service_id. */
  days: Map<string, number[]>;
  /** Rows grouped by trip and sorted by stop_sequence (see groupSorted): trip t's are order[tripBegin[t], tripEnd[t]). */
  order: Int32Array;
  tripBegin: Int32Array;
  tripEnd: Int32Array;
  /** Validity as day numbers: feed_info's dates, else the first and last active day. */
  start: number | null;
  end: number | null;
}

export function layOut(facts: SideFacts, tripCount: number): SideTimes {
  const { order, tripBegin, tripEnd } = grouped(facts.stopTimes, tripCount);
  const days = activeDays(facts.weekly, facts.exceptions);
  let first = Infinity;
  let last = -Infinity;
  for (const list of days.values())
    if (list.length) {
      first = Math.min(first, list[0]!);
      last = Math.max(last, list[list.length - 1]!);
    }
  const start = facts.feedStart ?? (first === Infinity ? null : first);
  const end = facts.feedEnd ?? (last === -Infinity ? null : last);
  return { facts, days, order, tripBegin, tripEnd, start, end };
}

/** The rows grouped by trip: as the reader grouped them, else grouped here. */
function grouped(st: SideFacts['stopTimes'], tripCount: number) {
  const g = st.grouped;
  if (!g) {
    const [order, start] = groupSorted(st.n, st.trip, st.seq, tripCount);
    return { order, tripBegin: start.subarray(0, tripCount), tripEnd: start.subarray(1) };
  }
  const tripBegin = new Int32Array(tripCount);
  const tripEnd = new Int32Array(tripCount);
  for (let k = 0; k < g.trips.length; k++) {
    tripBegin[g.trips[k]!] = g.begin[k]!;
    tripEnd[g.trips[k]!] = g.end[k]!;
  }
  return { order: g.order, tripBegin, tripEnd };
}

export function serviceWindow(
  a: SideTimes,
  b: SideTimes,
): { from: number; length: number; window: ServiceWindow } {
  const starts = [a.start, b.start].filter((d): d is number => d !== null);
  const ends = [a.end, b.end].filter((d): d is number => d !== null);
  if (!starts.length || !ends.length)
    return { from: 0, length: 0, window: { start: null, end: null, truncated: false } };
  const from = Math.min(...starts);
  const to = Math.max(...ends);
  const length = Math.max(0, Math.min(to - from + 1, MAX_WINDOW_DAYS));
  return {
    from,
    length,
    window: {
      start: isoDay(from),
      end: isoDay(from + Math.max(length, 1) - 1),
      truncated: to - from + 1 > MAX_WINDOW_DAYS,
    },
  };
}

/** Per route and direction, per day of the window: trips, seconds of service, first and last start. */
export interface Buckets {
  route: number;
  direction: number | null;
  trips: Float64Array;
  secs: Float64Array;
  first: Float64Array;
  last: Float64Array;
}

/** Each trip's start (departure at its first stop) and end (arrival at its last), -1 when unknown. */
function tripSpan(side: SideTimes, trip: number): [number, number] {
  const st = side.facts.stopTimes;
  const a = side.tripBegin[trip]!;
  const b = side.tripEnd[trip]!;
  if (b <= a) return [-1, -1];
  const r0 = side.order[a]!;
  const r1 = side.order[b - 1]!;
  const start = st.dep[r0]! >= 0 ? st.dep[r0]! : st.arr[r0]!;
  const end = st.arr[r1]! >= 0 ? st.arr[r1]! : st.dep[r1]!;
  return [start, end];
}

export function buckets(side: SideTimes, from: number, length: number): Map<string, Buckets> {
  // Trips sharing route, direction and service run on the same days: sum them first.
  interface Group {
    route: number;
    direction: number | null;
    service: string;
    trips: number;
    secs: number;
    first: number;
    last: number;
  }
  const groups = new Map<string, Group>();
  const freq = new Map<number, { start: number; end: number; headway: number }[]>();
  for (const f of side.facts.frequencies) {
    const list = freq.get(f.trip) ?? [];
    list.push(f);
    freq.set(f.trip, list);
  }
  for (const [trip, t] of side.facts.trips) {
    const [start, end] = tripSpan(side, trip);
    if (start < 0) continue;
    const duration = end >= start ? end - start : 0;
    const key = `${t.route}\0${t.direction}\0${t.service}`;
    let g = groups.get(key);
    if (!g) groups.set(key, (g = { ...t, trips: 0, secs: 0, first: Infinity, last: -Infinity }));
    const windows = freq.get(trip);
    if (!windows) {
      g.trips++;
      g.secs += duration;
      g.first = Math.min(g.first, start);
      g.last = Math.max(g.last, start);
      continue;
    }
    // A frequency-based trip runs every headway from start_time until before end_time.
    for (const w of windows) {
      const n = Math.ceil((w.end - w.start) / w.headway);
      g.trips += n;
      g.secs += n * duration;
      g.first = Math.min(g.first, w.start);
      g.last = Math.max(g.last, w.start + (n - 1) * w.headway);
    }
  }
  const out = new Map<string, Buckets>();
  for (const g of groups.values()) {
    const key = `${g.route}\0${g.direction}`;
    let b = out.get(key);
    if (!b) {
      b = {
        route: g.route,
        direction: g.direction,
        trips: new Float64Array(length),
        secs: new Float64Array(length),
        first: new Float64Array(length).fill(Infinity),
        last: new Float64Array(length).fill(-Infinity),
      };
      out.set(key, b);
    }
    for (const day of side.days.get(g.service) ?? []) {
      const i = day - from;
      if (i < 0 || i >= length) continue;
      b.trips[i]! += g.trips;
      b.secs[i]! += g.secs;
      b.first[i] = Math.min(b.first[i]!, g.first);
      b.last[i] = Math.max(b.last[i]!, g.last);
    }
  }
  return out;
}

export const hours = (secs: number): number => Math.round(secs / 36) / 100;

function figures(b: Buckets | undefined, i: number): ServiceFigures | null {
  if (!b || b.trips[i] === 0) return null;
  return {
    trips: b.trips[i]!,
    hours: hours(b.secs[i]!),
    first_departure: formatTime(b.first[i]!),
    last_departure: formatTime(b.last[i]!),
  };
}

const same = (a: ServiceFigures | null, b: ServiceFigures | null) => JSON.stringify(a) === JSON.stringify(b);

/** Every route, direction and date whose figures differ between the versions. */
export function serviceChanges(
  old: Map<string, Buckets>,
  next: Map<string, Buckets>,
  from: number,
  length: number,
  routeId: (route: number) => string,
): ServiceChange[] {
  const out: ServiceChange[] = [];
  for (const key of new Set([...old.keys(), ...next.keys()])) {
    const o = old.get(key);
    const n = next.get(key);
    const b = (o ?? n)!;
    for (let i = 0; i < length; i++) {
      const before = figures(o, i);
      const after = figures(n, i);
      if (same(before, after)) continue;
      out.push({
        route_id: routeId(b.route),
        direction_id: b.direction,
        date: isoDay(from + i),
        old: before,
        new: after,
      });
    }
  }
  return out.sort(
    (x, y) =>
      x.route_id.localeCompare(y.route_id) ||
      (x.direction_id ?? -1) - (y.direction_id ?? -1) ||
      x.date.localeCompare(y.date),
  );
}

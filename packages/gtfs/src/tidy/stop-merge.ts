// Duplicate stops: the same location_type, level, fare zone, stop code, platform code and parent
// station, the same name once
// case, accents and punctuation are set aside, and within a distance of each other. Stations are
// grouped first, so platforms of two merged stations compare under the one that survives. Entrances,
// generic nodes and boarding areas are never merged: they draw a station's plan, where two nodes on
// one spot are the two ends of an elevator or stairs.
import { cell, type TextRow } from './input.js';
import type { IdGroup } from './services.js';

export interface StopGroup extends IdGroup {
  name: string;
  locationType: number;
  /** Every stop of the group, the survivor first. */
  stops: { id: string; lat: number; lon: number }[];
  /** Largest distance from the survivor, in metres. */
  spread: number;
}

/** Lower case, no accents, runs of anything but letters and digits as one space. */
export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const EARTH_RADIUS = 6_371_008.8;

/** Metres between two points (haversine). */
export function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS * Math.asin(Math.min(1, Math.sqrt(a)));
}

interface Candidate {
  id: string;
  lat: number;
  lon: number;
  order: number;
}

function coordinate(text: string): number | null {
  const n = text === '' ? NaN : Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Groups of duplicate stops within `metres`, linked pair by pair; `uses` ranks who survives (ties:
 * the first in file order).
 */
export function duplicateStops(
  stops: readonly TextRow[],
  metres: number,
  uses: (id: string) => number,
): StopGroup[] {
  const groups: StopGroup[] = [];
  const parentOf = new Map<string, string>(); // merged station → surviving station
  for (const stations of [true, false]) {
    const byKey = new Map<string, Candidate[]>();
    stops.forEach((row, order) => {
      const type = Number(cell(row, 'location_type') || '0');
      if (type !== (stations ? 1 : 0)) return;
      const name = normaliseName(cell(row, 'stop_name'));
      const lat = coordinate(cell(row, 'stop_lat'));
      const lon = coordinate(cell(row, 'stop_lon'));
      const id = cell(row, 'stop_id');
      if (!name || lat === null || lon === null || !id) return;
      const parent = cell(row, 'parent_station');
      const key = [
        type,
        name,
        cell(row, 'zone_id'),
        cell(row, 'level_id'),
        cell(row, 'stop_code'),
        cell(row, 'platform_code'),
        parentOf.get(parent) ?? parent,
      ].join('\u0000');
      const list = byKey.get(key);
      const c = { id, lat, lon, order };
      if (list) list.push(c);
      else byKey.set(key, [c]);
    });
    for (const list of byKey.values()) {
      if (list.length < 2) continue;
      for (const members of linked(list, metres)) {
        const g = asGroup(members, stops, uses);
        groups.push(g);
        if (stations) for (const m of g.merged) parentOf.set(m, g.survivor);
      }
    }
  }
  return groups;
}

/** Connected sets of stops (two or more) joined by pairs closer than `metres` (union-find). */
function linked(list: Candidate[], metres: number): Candidate[][] {
  const root = list.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  const sorted = list.map((c, i) => i).sort((a, b) => list[a]!.lat - list[b]!.lat);
  const dLat = metres / 111_000 + 1e-9;
  for (let a = 0; a < sorted.length; a++) {
    const p = list[sorted[a]!]!;
    for (let b = a + 1; b < sorted.length; b++) {
      const q = list[sorted[b]!]!;
      if (q.lat - p.lat > dLat) break;
      if (metresBetween(p.lat, p.lon, q.lat, q.lon) <= metres) root[find(sorted[a]!)] = find(sorted[b]!);
    }
  }
  const sets = new Map<number, Candidate[]>();
  list.forEach((c, i) => {
    const r = find(i);
    const s = sets.get(r);
    if (s) s.push(c);
    else sets.set(r, [c]);
  });
  return [...sets.values()].filter((s) => s.length > 1).map((s) => s.sort((a, b) => a.order - b.order));
}

function asGroup(members: Candidate[], stops: readonly TextRow[], uses: (id: string) => number): StopGroup {
  let survivor = members[0]!;
  for (const m of members) if (uses(m.id) > uses(survivor.id)) survivor = m;
  const ordered = [survivor, ...members.filter((m) => m !== survivor)];
  const row = stops[survivor.order]!;
  return {
    survivor: survivor.id,
    merged: ordered.slice(1).map((m) => m.id),
    name: cell(row, 'stop_name'),
    locationType: Number(cell(row, 'location_type') || '0'),
    stops: ordered.map(({ id, lat, lon }) => ({ id, lat, lon })),
    spread: Math.max(...ordered.map((m) => metresBetween(survivor.lat, survivor.lon, m.lat, m.lon))),
  };
}

/**
 * Groups whose merge would make two different transfers share a key (A→X and B→X with other
 * times, once A and B are one stop): those stops stay apart rather than lose a transfer.
 */
export function conflictingGroups(
  transfers: readonly TextRow[],
  keyFields: readonly string[],
  stopFields: readonly string[],
  groups: readonly StopGroup[],
): Set<StopGroup> {
  const groupOf = new Map<string, StopGroup>();
  for (const g of groups) for (const id of [g.survivor, ...g.merged]) groupOf.set(id, g);
  const rowAt = new Map<string, string>();
  const out = new Set<StopGroup>();
  for (const row of transfers) {
    const value = (f: string) => {
      const v = cell(row, f);
      return stopFields.includes(f) ? (groupOf.get(v)?.survivor ?? v) : v;
    };
    const key = keyFields.map(value).join('\u0000');
    const whole = Object.keys(row)
      .map((f) => `${f}=${value(f)}`)
      .sort()
      .join('\u0000');
    const before = rowAt.get(key);
    if (before === undefined) rowAt.set(key, whole);
    else if (before !== whole)
      for (const f of stopFields) {
        const g = groupOf.get(cell(row, f));
        if (g) out.add(g);
      }
  }
  return out;
}

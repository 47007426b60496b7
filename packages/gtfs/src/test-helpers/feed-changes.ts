// Test helper (not part of the build): makes the known changes of the diff acceptance to a real feed
// (a route removed, a stop moved 250 m, a date's service removed, a stop_id renamed, one trip's
// stop_sequence renumbered, the end date shortened) and says which risks a diff must report.
// Used by the CLI's tests and the server's release page test.
import { activeDays } from '../calendar/active-days.js';
import { gtfsDate, isoDay, weekday } from '../calendar/days.js';
import { gtfsDay } from '../diff/facts.js';
import type { Risk } from '../diff/types.js';
import { CsvParser } from '../read/csv.js';
import { openGtfsZip } from '../read/zip.js';
import { makeZip } from './make-zip.js';

export type Row = Record<string, string>;

/** Every file of a zip: CSV files as columns and rows of text, others as bytes. */
export interface EditableFeed {
  columns: Record<string, string[]>;
  tables: Record<string, Row[]>;
  other: Record<string, Buffer>;
}

export async function readEditable(zip: string | Buffer): Promise<EditableFeed> {
  const z = await openGtfsZip(zip);
  const feed: EditableFeed = { columns: {}, tables: {}, other: {} };
  try {
    for (const e of z.entries) {
      const bytes = await e.readBytes();
      if (!e.name.endsWith('.txt')) {
        feed.other[e.name] = bytes;
        continue;
      }
      const rows: string[][] = [];
      const p = new CsvParser();
      p.push(new TextDecoder().decode(bytes), (c) => rows.push(c));
      p.end((c) => rows.push(c));
      const [head = [], ...data] = rows.filter((r) => !(r.length === 1 && r[0] === ''));
      feed.columns[e.name] = head.map((h) => h.trim());
      feed.tables[e.name] = data.map((r) =>
        Object.fromEntries(feed.columns[e.name]!.map((c, i) => [c, r[i] ?? ''])),
      );
    }
  } finally {
    z.close();
  }
  return feed;
}

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

export function zipEditable(feed: EditableFeed): Promise<Buffer> {
  const files: Record<string, string | Buffer> = { ...feed.other };
  for (const [name, rows] of Object.entries(feed.tables)) {
    const cols = feed.columns[name]!;
    files[name] =
      [cols, ...rows.map((r) => cols.map((c) => r[c] ?? ''))].map((r) => r.map(cell).join(',')).join('\n') +
      '\n';
  }
  return makeZip(files);
}

const rows = (f: EditableFeed, name: string) => f.tables[name] ?? [];

export function removeRoute(f: EditableFeed, routeId: string): void {
  const trips = new Set(
    rows(f, 'trips.txt')
      .filter((t) => t.route_id === routeId)
      .map((t) => t.trip_id),
  );
  f.tables['routes.txt'] = rows(f, 'routes.txt').filter((r) => r.route_id !== routeId);
  f.tables['trips.txt'] = rows(f, 'trips.txt').filter((t) => t.route_id !== routeId);
  for (const name of ['stop_times.txt', 'frequencies.txt'])
    if (f.tables[name]) f.tables[name] = rows(f, name).filter((r) => !trips.has(r.trip_id!));
  if (f.tables['fare_rules.txt'])
    f.tables['fare_rules.txt'] = rows(f, 'fare_rules.txt').filter((r) => r.route_id !== routeId);
}

/** Moves a stop due north by `metres` (a great circle of the mean Earth radius: 111,195.08 m a degree). */
export function moveStop(f: EditableFeed, stopId: string, metres: number): void {
  const s = rows(f, 'stops.txt').find((r) => r.stop_id === stopId)!;
  s.stop_lat = (Number(s.stop_lat) + metres / 111195.08).toFixed(7);
}

export function renameStop(f: EditableFeed, from: string, to: string): void {
  const fields = ['stop_id', 'parent_station', 'from_stop_id', 'to_stop_id'];
  for (const name of ['stops.txt', 'stop_times.txt', 'transfers.txt', 'pathways.txt'])
    for (const r of rows(f, name)) for (const k of fields) if (r[k] === from) r[k] = to;
}

export function renumberTrip(f: EditableFeed, tripId: string): void {
  for (const r of rows(f, 'stop_times.txt'))
    if (r.trip_id === tripId) r.stop_sequence = String(Number(r.stop_sequence) * 10);
}

function services(f: EditableFeed): Map<string, number[]> {
  const week = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
  return activeDays(
    rows(f, 'calendar.txt').map((c) => ({
      serviceId: c.service_id!,
      start: gtfsDay(c.start_date!),
      end: gtfsDay(c.end_date!),
      days: week.map((d) => Number(c[d])),
    })),
    rows(f, 'calendar_dates.txt').map((c) => ({
      serviceId: c.service_id!,
      day: gtfsDay(c.date!)!,
      type: Number(c.exception_type),
    })),
  );
}

/** Removes every service on a day (calendar_dates exceptions of type 2). */
export function dropDay(f: EditableFeed, day: number): void {
  const date = gtfsDate(day);
  f.tables['calendar_dates.txt'] ??= [];
  f.columns['calendar_dates.txt'] ??= ['service_id', 'date', 'exception_type'];
  for (const [service, days] of services(f)) {
    if (!days.includes(day)) continue;
    const row = rows(f, 'calendar_dates.txt').find((r) => r.service_id === service && r.date === date);
    if (row) row.exception_type = '2';
    else f.tables['calendar_dates.txt'].push({ service_id: service, date, exception_type: '2' });
  }
}

/** Ends every calendar (and feed_info) on `day`. */
export function shortenEnd(f: EditableFeed, day: number): void {
  const date = gtfsDate(day);
  for (const c of rows(f, 'calendar.txt')) if (c.end_date! > date) c.end_date = date;
  if (f.tables['calendar_dates.txt'])
    f.tables['calendar_dates.txt'] = rows(f, 'calendar_dates.txt').filter((r) => r.date! <= date);
  for (const fi of rows(f, 'feed_info.txt'))
    if (fi.feed_end_date && fi.feed_end_date > date) fi.feed_end_date = date;
}

/** feed_info's end date, else the last day with service (as the diff reads it). */
function validityEnd(f: EditableFeed): number {
  const info = rows(f, 'feed_info.txt')[0]?.feed_end_date;
  return info ? gtfsDay(info)! : Math.max(...[...services(f).values()].flat());
}

export interface KnownChanges {
  /** The changed feed. */
  zip: Buffer;
  /** What a diff against the original must report, in the CLI's order (no new validator errors). */
  risks: Risk[];
}

/**
 * Makes the six known changes to a feed with calendar.txt: the route with the fewest trips removed;
 * two other stops of the remaining trips, the first moved 250 m and the second renamed `<id>-renamed`;
 * a trip not calling at the renamed stop renumbered (stop_sequence × 10); every service removed on
 * a weekday 45 days after the first date with service; the end 20 days earlier.
 */
export async function makeKnownChanges(zip: string | Buffer): Promise<KnownChanges> {
  const f = await readEditable(zip);
  const byRoute = new Map<string, number>();
  for (const t of rows(f, 'trips.txt')) byRoute.set(t.route_id!, (byRoute.get(t.route_id!) ?? 0) + 1);
  const route = [...byRoute].sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]![0];
  const kept = new Set(
    rows(f, 'trips.txt')
      .filter((t) => t.route_id !== route)
      .map((t) => t.trip_id),
  );
  const keptStops = [
    ...new Set(
      rows(f, 'stop_times.txt')
        .filter((s) => kept.has(s.trip_id!))
        .map((s) => s.stop_id!),
    ),
  ].sort();
  const [moved, renamed] = [keptStops[0]!, keptStops[1]!];
  const callsRenamed = new Set(
    rows(f, 'stop_times.txt')
      .filter((s) => s.stop_id === renamed)
      .map((s) => s.trip_id),
  );
  const trip = [...kept].sort().find((t) => !callsRenamed.has(t))!;
  const all = [...services(f).values()].flat().sort((a, b) => a - b);
  let day = all[0]! + 45;
  while (weekday(day) > 4) day++;
  const oldEnd = validityEnd(f);

  removeRoute(f, route);
  moveStop(f, moved, 250);
  renameStop(f, renamed, `${renamed}-renamed`);
  renumberTrip(f, trip);
  dropDay(f, day);
  shortenEnd(f, oldEnd - 20);
  const newEnd = validityEnd(f);
  return {
    zip: await zipEditable(f),
    risks: [
      { code: 'route_removed', route_id: route },
      { code: 'service_dropped_on_date', route_id: null, date: isoDay(day) },
      { code: 'stop_moved', stop_id: moved, metres: 250 },
      { code: 'id_removed', file: 'stops.txt', id: renamed },
      { code: 'stop_sequence_renumbered', trip_id: trip },
      { code: 'feed_end_shortened', old: isoDay(oldEnd), new: isoDay(newEnd) },
    ],
  };
}

// A minimal valid feed held as editable rows, for table-driven tests: each case mutates a fresh copy,
// then it is zipped in memory and validated. The base feed produces no notice at all on 2026-06-01.
import { makeZip } from './make-zip.js';

export type Row = Record<string, string>;

export interface MinimalFeed {
  tables: Record<string, Row[]>;
  /** Files given as raw text or bytes (override `tables` of the same name). */
  raw: Record<string, string | Buffer>;
  /** A folder to put every file in (for the sub-folder notice). */
  folder?: string;
}

/** The validation date the base feed is valid for. */
export const TEST_DATE = new Date(2026, 5, 1);

/** The one trip's stops, due north along longitude -117: id, name, latitude, time at the stop. */
const STOPS = [
  ['S1', 'First Street', '36.0', '08:00:00'],
  ['S2', 'Second Street', '36.01', '08:05:00'],
  ['S3', 'Third Street', '36.02', '08:10:00'],
] as const;

export function minimalFeed(): MinimalFeed {
  return {
    raw: {},
    tables: {
      'agency.txt': [
        {
          agency_id: 'A1',
          agency_name: 'Demo Transit',
          agency_url: 'https://demo.example.com',
          agency_timezone: 'America/Los_Angeles',
          agency_lang: 'en',
        },
      ],
      'stops.txt': STOPS.map(([stop_id, stop_name, stop_lat]) => ({
        stop_id,
        stop_name,
        stop_lat,
        stop_lon: '-117.0',
      })),
      'routes.txt': [
        {
          route_id: 'R1',
          agency_id: 'A1',
          route_short_name: '10',
          route_long_name: 'Main Line',
          route_type: '3',
        },
      ],
      'trips.txt': [{ route_id: 'R1', service_id: 'WK', trip_id: 'T1', shape_id: 'SH1' }],
      'stop_times.txt': STOPS.map(([stop_id, , , time], i) => ({
        trip_id: 'T1',
        arrival_time: time,
        departure_time: time,
        stop_id,
        stop_sequence: String(i + 1),
      })),
      'calendar.txt': [
        {
          service_id: 'WK',
          monday: '1',
          tuesday: '1',
          wednesday: '1',
          thursday: '1',
          friday: '1',
          saturday: '1',
          sunday: '1',
          start_date: '20260101',
          end_date: '20261231',
        },
      ],
      // The shape runs through the three stops.
      'shapes.txt': STOPS.map(([, , shape_pt_lat], i) => ({
        shape_id: 'SH1',
        shape_pt_lat,
        shape_pt_lon: '-117.0',
        shape_pt_sequence: String(i + 1),
      })),
      'feed_info.txt': [
        {
          feed_publisher_name: 'Demo Transit',
          feed_publisher_url: 'https://demo.example.com',
          feed_lang: 'en',
          feed_start_date: '20260101',
          feed_end_date: '20261231',
          feed_version: '1',
          feed_contact_email: 'data@demo.example.com',
        },
      ],
    },
  };
}

function quote(v: string): string {
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** CSV text of rows; the columns are the union of the rows' keys, in first-seen order. */
export function toCsv(rows: Row[]): string {
  const cols: string[] = [];
  for (const r of rows) for (const k of Object.keys(r)) if (!cols.includes(k)) cols.push(k);
  return [cols.join(','), ...rows.map((r) => cols.map((c) => quote(r[c] ?? '')).join(','))].join('\n') + '\n';
}

export function zipFeed(feed: MinimalFeed): Promise<Buffer> {
  const prefix = feed.folder ?? '';
  const files: Record<string, string | Buffer> = {};
  for (const [name, rows] of Object.entries(feed.tables))
    if (!(name in feed.raw)) files[prefix + name] = toCsv(rows);
  for (const [name, text] of Object.entries(feed.raw)) files[prefix + name] = text;
  return makeZip(files);
}

// report.json in MobilityData's shape: a summary (feed info, agencies, files, counts, features)
// and the notices with totalNotices and up to 1,000 sampleNotices per code.
import { table, type LoadedFeed } from './feed.js';
import type { NoticeContainer, NoticeGroup } from './notices.js';
import { compactDate, textOrNull } from './util.js';

export interface JsonReport {
  summary: {
    validatorVersion: string;
    validatedAt: string;
    gtfsInput: string;
    threads: number;
    outputDirectory?: string;
    validationReportName: string;
    htmlReportName: string;
    countryCode: string;
    dateForValidation: string;
    feedInfo?: Record<string, string>;
    agencies: {
      name: string | null;
      url: string | null;
      phone: string | null;
      email: string | null;
      timezone: string | null;
    }[];
    files: string[];
    /** Data rows per edited file (Ruta's addition: the HTML report shows them). */
    fileRows: Record<string, number>;
    validationTimeSeconds: number;
    counts: {
      Shapes: number;
      Stops: number;
      Routes: number;
      Trips: number;
      Agencies: number;
      Blocks: number;
    };
    gtfsFeatures: string[];
  };
  notices: NoticeGroup[];
}

export const VALIDATOR_VERSION = 'ruta-0.1.0';

function isoWithOffset(d: Date): string {
  const p = (n: number) => String(Math.abs(n)).padStart(2, '0');
  const off = -d.getTimezoneOffset();
  return (
    `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}` +
    `${off >= 0 ? '+' : '-'}${p(Math.trunc(off / 60))}:${p(off % 60)}`
  );
}

/** GTFS features found, named as MobilityData's report names them. */
function features(feed: LoadedFeed): string[] {
  const out: string[] = [];
  const has = (name: string) => table(feed, name).length > 0;
  const any = (name: string, pred: (r: Record<string, unknown>) => boolean) => table(feed, name).some(pred);
  if (feed.shapes.n > 0) out.push('Shapes');
  if (has('feed_info')) out.push('Feed Information');
  if (has('fare_attributes')) out.push('Fares V1');
  if (feed.files.includes('fare_products.txt')) out.push('Fare Products');
  if (has('frequencies')) out.push('Frequencies');
  if (has('transfers')) out.push('Transfers');
  if (has('pathways')) out.push('Pathway Connections');
  if (
    any(
      'pathways',
      (r) =>
        r.length !== null ||
        r.traversal_time !== null ||
        r.stair_count !== null ||
        r.max_slope !== null ||
        r.min_width !== null,
    )
  )
    out.push('Pathway Details');
  if (has('levels')) out.push('Levels');
  if (any('stops', (r) => r.location_type !== null && r.location_type !== 0)) out.push('Location Types');
  if (any('stops', (r) => r.tts_stop_name !== null)) out.push('Text-to-Speech');
  if (any('stops', (r) => r.wheelchair_boarding !== null)) out.push('Stops Wheelchair Accessibility');
  if (any('trips', (r) => r.wheelchair_accessible !== null)) out.push('Trips Wheelchair Accessibility');
  if (any('trips', (r) => r.bikes_allowed !== null)) out.push('Bike Allowed');
  if (any('routes', (r) => r.route_color !== null || r.route_text_color !== null)) out.push('Route Colors');
  if (any('trips', (r) => r.trip_headsign !== null)) out.push('Headsigns');
  if (any('routes', (r) => r.continuous_pickup !== null || r.continuous_drop_off !== null))
    out.push('Continuous Stops');
  if (feed.files.includes('translations.txt')) out.push('Translations');
  if (feed.files.includes('attributions.txt')) out.push('Attributions');
  if (feed.files.includes('locations.geojson') || feed.files.includes('booking_rules.txt'))
    out.push('Flexible Services');
  return out;
}

export function buildJsonReport(a: {
  notices: NoticeContainer;
  feed: LoadedFeed | undefined;
  inputName: string;
  now: Date;
  today: string;
  durationMs: number;
}): JsonReport {
  const { feed } = a;
  const info = feed ? table(feed, 'feed_info')[0] : undefined;
  const feedInfo: Record<string, string> | undefined = info
    ? Object.fromEntries(
        Object.entries({
          publisherName: textOrNull(info.feed_publisher_name),
          publisherUrl: textOrNull(info.feed_publisher_url),
          feedLanguage: textOrNull(info.feed_lang),
          feedStartDate: compactDate(info.feed_start_date),
          feedEndDate: compactDate(info.feed_end_date),
          feedEmail: textOrNull(info.feed_contact_email),
        }).filter((e): e is [string, string] => e[1] !== null),
      )
    : undefined;
  const fileRows: Record<string, number> = {};
  if (feed) for (const t of feed.tables.values()) if (t.present) fileRows[t.def.file] = t.rowCount;
  const trips = feed ? table(feed, 'trips') : [];
  return {
    summary: {
      validatorVersion: VALIDATOR_VERSION,
      validatedAt: isoWithOffset(a.now),
      gtfsInput: a.inputName,
      threads: 1,
      validationReportName: 'report.json',
      htmlReportName: 'report.html',
      countryCode: 'ZZ',
      dateForValidation: a.today,
      feedInfo,
      agencies: (feed ? table(feed, 'agency') : []).map((r) => ({
        name: textOrNull(r.agency_name),
        url: textOrNull(r.agency_url),
        phone: textOrNull(r.agency_phone),
        email: textOrNull(r.agency_email),
        timezone: textOrNull(r.agency_timezone),
      })),
      files: feed ? [...feed.files] : [],
      fileRows,
      validationTimeSeconds: Math.round(a.durationMs) / 1000,
      counts: {
        Shapes: feed ? feed.shapesDefined : 0,
        Stops: feed ? table(feed, 'stops').length : 0,
        Routes: feed ? table(feed, 'routes').length : 0,
        Trips: trips.length,
        Agencies: feed ? table(feed, 'agency').length : 0,
        Blocks: new Set(trips.map((t) => t.block_id).filter((b) => b !== null)).size,
      },
      gtfsFeatures: feed ? features(feed) : [],
    },
    notices: a.notices.list(),
  };
}

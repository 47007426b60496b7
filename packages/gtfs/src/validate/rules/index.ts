// Every rule, in the order they run, and every notice group: the one list the code catalogue, the
// report's descriptions, docs/validator.md and the loader's conditional presence notices are built from.
import { agencies } from './agency.js';
import { blocks } from './blocks.js';
import { bookingRules } from './booking_rules.js';
import { calendars } from './calendar.js';
import { continuousStops } from './continuous.js';
import { fares } from './fares.js';
import { feedInfo } from './feed_info.js';
import { files } from './files.js';
import { flexStopTimes } from './flex_stop_times.js';
import { csvNotices } from './csv.js';
import { fieldNotices } from './fields.js';
import { systemNotices } from './system.js';
import type { Notice, NoticeSet, PresenceNotice } from '../notice.js';
import { frequencies } from './frequencies.js';
import { geography } from './geography.js';
import { geographyIds } from './geography_ids.js';
import { keys } from './keys.js';
import { otherFiles } from './other_files.js';
import { pathways } from './pathways.js';
import { references } from './references.js';
import { routeNames } from './routes.js';
import type { Rule } from './rule.js';
import { shapes } from './shapes.js';
import { stopTimes } from './stop_times.js';
import { stopsRules } from './stops.js';
import { transfers } from './transfers.js';
import { translations } from './translations.js';
import { travelSpeed } from './travel.js';
import { tripCoverage } from './trips.js';

export const RULES: readonly Rule[] = [
  files,
  keys,
  references,
  agencies,
  stopsRules,
  routeNames,
  stopTimes,
  tripCoverage,
  blocks,
  calendars,
  feedInfo,
  frequencies,
  shapes,
  geography,
  travelSpeed,
  fares,
  transfers,
  pathways,
  otherFiles,
  bookingRules,
  continuousStops,
  translations,
  geographyIds,
];

/** Notices emitted outside the rules' checks: while files stream, and by validateFeed itself. */
export const LOADER_SETS: readonly NoticeSet[] = [csvNotices, fieldNotices, flexStopTimes];

/** Every group of notices, the rules' included: what CODES, the descriptions and the docs list. */
export const NOTICE_SETS: readonly NoticeSet[] = [...LOADER_SETS, ...RULES, systemNotices];

/** Each notice once (a notice shared by two rules, e.g. point_near_origin, is one code). */
export const NOTICES: readonly Notice[] = [
  ...new Map(NOTICE_SETS.flatMap((g) => g.notices).map((n) => [n.code, n])).values(),
];

/** The rules' notices for the schema's conditional presence, by `table.field`, for the loader. */
export const PRESENCE: Readonly<Record<string, PresenceNotice>> = Object.assign(
  {},
  ...NOTICE_SETS.map((g) => g.presence ?? {}),
);

/** Every code Ruta can emit about a feed (system errors aside), sorted. */
export const COVERED_CODES: readonly string[] = NOTICES.filter((n) => !systemNotices.notices.includes(n))
  .map((n) => n.code)
  .sort();

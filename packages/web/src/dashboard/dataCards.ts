// Data cards and their states: which tables the dashboard shows, where each card
// leads, and the blocking rules.
import type { TableSummary } from '../api/tables';

export type CardGroup = 'required' | 'optional';

export interface DataCard {
  /** Key of the table summary (`GET tables/`), also the schema table name. */
  table: string;
  /** Screen path under /project/{id}/. */
  path: string;
  group: CardGroup;
}

export const DATA_CARDS: readonly DataCard[] = [
  { table: 'agency', path: 'agencies', group: 'required' },
  { table: 'calendar', path: 'calendars', group: 'required' },
  { table: 'stops', path: 'stops', group: 'required' },
  { table: 'routes', path: 'routes', group: 'required' },
  { table: 'shapes', path: 'shapes', group: 'required' },
  { table: 'trips', path: 'trips', group: 'required' },
  { table: 'stop_times', path: 'stoptimes', group: 'required' },
  { table: 'frequencies', path: 'frequencies', group: 'required' },
  { table: 'calendar_dates', path: 'calendardates', group: 'required' },
  { table: 'fare_attributes', path: 'fareattributes', group: 'optional' },
  { table: 'fare_rules', path: 'farerules', group: 'optional' },
  { table: 'transfers', path: 'transfers', group: 'optional' },
  { table: 'pathways', path: 'pathways', group: 'optional' },
  { table: 'levels', path: 'levels', group: 'optional' },
];

/** The reason a card is locked, as a catalogue key under `dashboard.blocked`. */
export type BlockReason = 'agency' | 'routeService' | 'trip' | 'stop';

export function blockReason(table: string, summary: TableSummary): BlockReason | null {
  const has = (name: string) => (summary[name]?.entries ?? 0) > 0;
  // A lock only guards a table's first row: a table with rows opens, as the checklist ticks it
  // from the same count (routes kept without an agency no longer read "Requires agency").
  if (has(table)) return null;
  switch (table) {
    case 'routes':
      return has('agency') ? null : 'agency';
    // Shapes are optional in GTFS: a trip needs only its route and its service (either calendar file).
    case 'trips':
      return has('routes') && (has('calendar') || has('calendar_dates')) ? null : 'routeService';
    case 'frequencies':
      return has('trips') ? null : 'trip';
    case 'transfers':
    case 'pathways':
      return has('stops') ? null : 'stop';
    default:
      return null;
  }
}

/**
 * Where a card's Add goes: its screen with the New entity modal open. Stop times are added per
 * trip, so theirs opens the trips list to pick one.
 */
export function addPath(card: DataCard): string {
  return card.table === 'stop_times' ? 'stoptimes' : `${card.path}?new=1`;
}

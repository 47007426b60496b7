// Rows nothing references: stops and stations (not entrances, nodes or boarding areas, which stand for
// parts of a station), shapes, services, routes, agencies (one always stays) and fares (when
// fare_rules.txt has rules). Removing a row drops the references it made, so a station whose only
// children go, or an agency whose only routes go, goes too.
import { TABLES_BY_NAME } from '../schema/tables.js';
import type { Entity } from './entities.js';
import {
  cell,
  countReferences,
  referenceCount,
  type ReferenceCounts,
  type TextRow,
  type TidyInput,
} from './input.js';

export type EntityIds = Record<Entity, string[]>;

export const noIds = (): EntityIds => ({ stop: [], service: [], shape: [], route: [], agency: [], fare: [] });

/** Other fields of a stop that rows reference (zone_id by fare_rules): a stop whose zone is in use stays. */
const STOP_TARGETS = [...TABLES_BY_NAME.values()]
  .flatMap((t) => t.fields.flatMap((f) => f.references))
  .filter((r) => r.table === 'stops' && r.field !== 'stop_id')
  .map((r) => r.field);

/**
 * Orphans of the feed once the merges are done: `refs` already counts each merged id under its
 * survivor, and `gone` holds the ids merged away. `refs` is updated as rows are removed.
 */
export function findOrphans(
  input: TidyInput,
  refs: ReferenceCounts,
  gone: Record<Entity, ReadonlySet<string>>,
): EntityIds {
  const out = noIds();
  const removed = new Set<TextRow>();
  const drop = (table: string, row: TextRow) => {
    removed.add(row);
    countReferences(refs, TABLES_BY_NAME.get(table)!, (f) => cell(row, f), -1);
  };
  const unused = (target: string, id: string) => referenceCount(refs, target, id) <= 0;

  // Entity ids without rows that reference anything: services and shapes, settled once.
  const services = new Set(
    [...input.rows.calendar, ...input.rows.calendar_dates].map((r) => cell(r, 'service_id')),
  );
  for (const id of services)
    if (!gone.service.has(id) && unused('calendar.service_id', id)) out.service.push(id);
  for (const id of input.shapes.keys())
    if (!gone.shape.has(id) && unused('shapes.shape_id', id)) out.shape.push(id);

  const agencies = input.rows.agency.filter((r) => !gone.agency.has(cell(r, 'agency_id')));
  for (let changed = true; changed;) {
    changed = false;
    for (const row of input.rows.stops) {
      const id = cell(row, 'stop_id');
      const type = cell(row, 'location_type') || '0';
      if (!id || removed.has(row) || gone.stop.has(id) || (type !== '0' && type !== '1')) continue;
      if (!unused('stops.stop_id', id)) continue;
      if (STOP_TARGETS.some((f) => cell(row, f) !== '' && !unused(`stops.${f}`, cell(row, f)))) continue;
      drop('stops', row);
      out.stop.push(id);
      changed = true;
    }
    for (const row of input.rows.routes) {
      const id = cell(row, 'route_id');
      if (!id || removed.has(row) || gone.route.has(id) || !unused('routes.route_id', id)) continue;
      drop('routes', row);
      out.route.push(id);
      changed = true;
    }
    if (input.fareRules > 0)
      for (const row of input.rows.fare_attributes) {
        const id = cell(row, 'fare_id');
        if (!id || removed.has(row) || !unused('fare_attributes.fare_id', id)) continue;
        drop('fare_attributes', row);
        out.fare.push(id);
        changed = true;
      }
    for (const row of agencies) {
      const id = cell(row, 'agency_id');
      const left = agencies.filter((r) => !removed.has(r)).length;
      if (removed.has(row) || id === '' || left < 2 || !unused('agency.agency_id', id)) continue;
      drop('agency', row);
      out.agency.push(id);
      changed = true;
    }
  }
  return out;
}

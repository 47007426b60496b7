// The clean-up plan: what each step would merge, rewrite or remove, computed from a TidyInput alone,
// so the CLI and the editor's preview and apply agree. Steps run in a fixed order: identical services,
// duplicate stops and identical shapes merge; orphans go; then each remaining service gets its
// minimal calendar.
import { ENTITY_REFERENCES, type Entity } from './entities.js';
import { TABLES_BY_NAME, transfers } from '../schema/tables.js';
import { cell, countReferences, referenceCount, type ReferenceCounts, type TidyInput } from './input.js';
import { findOrphans, noIds, type EntityIds } from './orphans.js';
import {
  calendarChange,
  groupByKey,
  identicalServices,
  readServices,
  type CalendarChange,
  type IdGroup,
} from './services.js';
import { conflictingGroups, duplicateStops, type StopGroup } from './stop-merge.js';

export interface TidySteps {
  calendars: boolean;
  mergeServices: boolean;
  /** Largest distance between duplicate stops, in metres; null leaves stops alone. */
  mergeStops: number | null;
  mergeShapes: boolean;
  orphans: boolean;
}

export const DEFAULT_STOP_DISTANCE = 5;

export const ALL_STEPS: TidySteps = {
  calendars: true,
  mergeServices: true,
  mergeStops: DEFAULT_STOP_DISTANCE,
  mergeShapes: true,
  orphans: true,
};

export interface TidyOptions extends TidySteps {
  /** Groups left as they are, by groupId (the editor's excluded groups). */
  exclude?: ReadonlySet<string>;
}

export interface TidyPlan {
  services: IdGroup[];
  stops: StopGroup[];
  shapes: IdGroup[];
  orphans: EntityIds;
  calendars: CalendarChange[];
  /** calendar.txt and calendar_dates.txt rows before and after, and the services that remain. */
  rows: { calendar: [number, number]; calendarDates: [number, number]; services: number };
}

/** A merge group's id, stable for the same data: its entity and surviving id. */
export const groupId = (entity: 'stop' | 'service' | 'shape', g: IdGroup): string =>
  `${entity}:${g.survivor}`;

/** Moves the references of merged ids to their survivors. */
function moveReferences(refs: ReferenceCounts, targets: readonly string[], groups: readonly IdGroup[]): void {
  for (const target of targets) {
    const counts = refs.get(target);
    if (!counts) continue;
    for (const g of groups)
      for (const m of g.merged) {
        counts.set(g.survivor, (counts.get(g.survivor) ?? 0) + (counts.get(m) ?? 0));
        counts.delete(m);
      }
  }
}

function copyCounts(refs: ReferenceCounts): ReferenceCounts {
  return new Map([...refs].map(([k, v]) => [k, new Map(v)]));
}

const TRANSFER_STOP_FIELDS = ENTITY_REFERENCES.filter(
  (r) => r.table === transfers && r.entity === 'stop',
).map((r) => r.field);

/** Duplicate stops, less the groups whose merge would make two transfers clash. */
function mergeableStops(input: TidyInput, refs: ReferenceCounts, metres: number): StopGroup[] {
  const groups = duplicateStops(input.rows.stops, metres, (id) => referenceCount(refs, 'stops.stop_id', id));
  const clash = conflictingGroups(input.rows.transfers, transfers.key, TRANSFER_STOP_FIELDS, groups);
  return groups.filter((g) => !clash.has(g));
}

export function planTidy(input: TidyInput, options: TidyOptions): TidyPlan {
  const refs = copyCounts(input.references);
  const keep = (entity: 'stop' | 'service' | 'shape') => (g: IdGroup) =>
    !options.exclude?.has(groupId(entity, g));
  const services = readServices(input.rows.calendar, input.rows.calendar_dates);

  const serviceGroups = options.mergeServices
    ? identicalServices(services, (id) => referenceCount(refs, 'calendar.service_id', id)).filter(
        keep('service'),
      )
    : [];
  moveReferences(refs, ['calendar.service_id', 'calendar_dates.service_id'], serviceGroups);

  const stopGroups =
    options.mergeStops !== null ? mergeableStops(input, refs, options.mergeStops).filter(keep('stop')) : [];
  moveReferences(refs, ['stops.stop_id'], stopGroups);
  // A merged stop's row goes, and with it its own references (its parent station, its level).
  const mergedStops = new Set(stopGroups.flatMap((g) => g.merged));
  for (const row of input.rows.stops)
    if (mergedStops.has(cell(row, 'stop_id')))
      countReferences(refs, TABLES_BY_NAME.get('stops')!, (f) => cell(row, f), -1);

  const shapeGroups = options.mergeShapes
    ? groupByKey(
        [...input.shapes].map(([id, key]) => ({ id, key })),
        (id) => referenceCount(refs, 'shapes.shape_id', id),
      ).filter(keep('shape'))
    : [];
  moveReferences(refs, ['shapes.shape_id'], shapeGroups);

  const gone: Record<Entity, Set<string>> = {
    stop: mergedStops,
    service: new Set(serviceGroups.flatMap((g) => g.merged)),
    shape: new Set(shapeGroups.flatMap((g) => g.merged)),
    route: new Set(),
    agency: new Set(),
    fare: new Set(),
  };
  const orphans = options.orphans ? findOrphans(input, refs, gone) : noIds();
  for (const id of orphans.service) gone.service.add(id);

  const remaining = [...services.values()].filter((s) => !gone.service.has(s.id));
  const calendars = options.calendars
    ? remaining.map(calendarChange).filter((c): c is CalendarChange => c !== null)
    : [];
  const changed = new Map(calendars.map((c) => [c.serviceId, c]));
  let calendarAfter = 0;
  let datesAfter = 0;
  for (const s of remaining) {
    const c = changed.get(s.id);
    calendarAfter += c ? (c.pattern ? 1 : 0) : s.calendarRows;
    datesAfter += c ? c.exceptions.length : s.rows - s.calendarRows;
  }
  return {
    services: serviceGroups,
    stops: stopGroups,
    shapes: shapeGroups,
    orphans,
    calendars,
    rows: {
      calendar: [input.rows.calendar.length, calendarAfter],
      calendarDates: [input.rows.calendar_dates.length, datesAfter],
      services: remaining.filter((s) => s.id !== '').length,
    },
  };
}

/** What an applier needs: each merged id's survivor, the ids whose rows go, the services rewritten. */
export interface TidyChanges {
  remap: Record<'stop' | 'service' | 'shape', Map<string, string>>;
  remove: Record<Entity, Set<string>>;
  calendars: Map<string, CalendarChange>;
}

export function planChanges(plan: TidyPlan): TidyChanges {
  const remap = (groups: readonly IdGroup[]) =>
    new Map(groups.flatMap((g) => g.merged.map((m) => [m, g.survivor] as const)));
  const remove = (entity: Entity, groups: readonly IdGroup[] = []) =>
    new Set([...plan.orphans[entity], ...groups.flatMap((g) => g.merged)]);
  return {
    remap: { stop: remap(plan.stops), service: remap(plan.services), shape: remap(plan.shapes) },
    remove: {
      stop: remove('stop', plan.stops),
      service: remove('service', plan.services),
      shape: remove('shape', plan.shapes),
      route: remove('route'),
      agency: remove('agency'),
      fare: remove('fare'),
    },
    calendars: new Map(plan.calendars.map((c) => [c.serviceId, c])),
  };
}

/** Whether the plan changes anything. */
export function planIsEmpty(plan: TidyPlan): boolean {
  return (
    !plan.services.length &&
    !plan.stops.length &&
    !plan.shapes.length &&
    !plan.calendars.length &&
    Object.values(plan.orphans).every((ids) => !ids.length)
  );
}

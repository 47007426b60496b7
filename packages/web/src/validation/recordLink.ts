// Where a sample notice points in the app: the table screen of its file, searched for the record it
// names (stops.txt stopId=X → /project/1/stops?tab=table&search=X). Samples name records with
// MobilityData's camelCase id fields; a foreign key or duplicate key names the value and its field.
import { RESOURCES, resourceOfTable, type ResourceName } from '../tables/resources';
import type { SampleNotice } from '../api/build';

export interface RecordLink {
  to: string;
  /** The GTFS file and the record, e.g. `stops.txt` and `S12`. */
  file: string;
  id: string | null;
}

/** Sample fields that name a record of each table, best first. */
const ID_FIELDS: Record<string, readonly string[]> = {
  agency: ['agencyId'],
  stops: ['stopId', 'stopId1', 'parentStation'],
  routes: ['routeId', 'routeId1'],
  trips: ['tripId', 'tripIdA'],
  stop_times: ['tripId'],
  calendar: ['serviceId'],
  calendar_dates: ['serviceId'],
  shapes: ['shapeId'],
  frequencies: ['tripId'],
  fare_attributes: ['fareId'],
  fare_rules: ['fareId', 'routeId'],
  transfers: ['fromStopId', 'stopId'],
  pathways: ['pathwayId', 'stopId'],
  levels: ['levelId'],
};

const text = (v: unknown): string | null =>
  (typeof v === 'string' && v.trim() !== '') || typeof v === 'number' ? String(v) : null;

/** The file a sample concerns: its own `filename`, the child of a foreign key, or the code's file. */
export function sampleFile(sample: SampleNotice, codeFile: string | null): string | null {
  return text(sample.filename) ?? text(sample.childFilename) ?? codeFile;
}

/** The record id a sample names for `table`, if any. */
export function sampleRecordId(table: string, sample: SampleNotice): string | null {
  for (const field of ID_FIELDS[table] ?? []) {
    const id = text(sample[field]);
    if (id) return id;
  }
  const entity = text(sample.entityId);
  if (entity) return entity;
  // A field and its value (foreign_key_violation, duplicate_key, invalid_* …), when the table's
  // search covers that field: the search then finds the rows holding the value.
  const search = table in RESOURCES_BY_TABLE ? RESOURCES[RESOURCES_BY_TABLE[table]!].search : [];
  const pairs: [unknown, unknown][] = [
    [sample.childFieldName, sample.fieldValue],
    [sample.fieldName, sample.fieldValue],
    [sample.fieldName1, sample.fieldValue1],
  ];
  for (const [field, value] of pairs) {
    if (typeof field === 'string' && search.includes(field) && text(value)) return text(value);
  }
  return null;
}

const RESOURCES_BY_TABLE: Record<string, ResourceName> = Object.fromEntries(
  Object.entries(RESOURCES).map(([resource, def]) => [def.name, resource as ResourceName]),
);

/** The link of a sample, or null when it names no record Ruta edits (e.g. translations.txt). */
export function recordLink(
  projectId: number,
  sample: SampleNotice,
  codeFile: string | null,
): RecordLink | null {
  const file = sampleFile(sample, codeFile);
  if (!file || !file.endsWith('.txt')) return null;
  const table = file.slice(0, -4);
  if (table === 'feed_info') return { to: `/project/${projectId}`, file, id: null };
  const id = sampleRecordId(table, sample);
  const query = id ? `search=${encodeURIComponent(id)}` : '';
  if (table === 'stop_times')
    return { to: `/project/${projectId}/stoptimes${query ? `?${query}` : ''}`, file, id };
  const resource = resourceOfTable(table);
  if (!resource) return null;
  if (resource === 'stops')
    return { to: `/project/${projectId}/stops?tab=table${query ? `&${query}` : ''}`, file, id };
  return { to: `/project/${projectId}/${resource}${query ? `?${query}` : ''}`, file, id };
}

// What the clean-up merges or removes, and where each is referenced, read from the schema's foreign-key
// declarations: a new table or field that references a stop is rewritten with no change here.
import type { TableDef } from '../schema/dsl.js';
import { TABLES } from '../schema/tables.js';

/** The things tidy works on, each a table's id (calendar and calendar_dates together are a service). */
export type Entity = 'stop' | 'service' | 'shape' | 'route' | 'agency' | 'fare';

/** The tables holding each entity and the field that names it. */
export const ENTITY_TABLES: Record<Entity, { tables: readonly string[]; field: string }> = {
  stop: { tables: ['stops'], field: 'stop_id' },
  service: { tables: ['calendar', 'calendar_dates'], field: 'service_id' },
  shape: { tables: ['shapes'], field: 'shape_id' },
  route: { tables: ['routes'], field: 'route_id' },
  agency: { tables: ['agency'], field: 'agency_id' },
  fare: { tables: ['fare_attributes'], field: 'fare_id' },
};

const ENTITIES = Object.keys(ENTITY_TABLES) as Entity[];

/** The entity a table's rows are (`calendar_dates` → service), if tidy works on that table. */
export function entityOfTable(table: string): Entity | undefined {
  return ENTITIES.find((e) => ENTITY_TABLES[e].tables.includes(table));
}

/** A field of some table naming an entity by reference (trips.service_id, transfers.from_stop_id…). */
export interface EntityReference {
  table: TableDef;
  field: string;
  entity: Entity;
}

/** Every reference the schema declares to an entity's id; a field naming two tables of one entity counts once. */
export const ENTITY_REFERENCES: readonly EntityReference[] = TABLES.flatMap((table) =>
  table.fields.flatMap((f) => {
    const entity = ENTITIES.find((e) =>
      f.references.some(
        (r) => ENTITY_TABLES[e].tables.includes(r.table) && r.field === ENTITY_TABLES[e].field,
      ),
    );
    return entity ? [{ table, field: f.name, entity }] : [];
  }),
);

/** Fields of an entity's own rows that other rows reference besides its id (stops.zone_id by fare_rules). */
export const REFERENCED_FIELDS: readonly { table: string; field: string }[] = TABLES.flatMap((t) =>
  t.fields.flatMap((f) => f.references.map((r) => ({ table: r.table, field: r.field }))),
).filter((r, i, all) => all.findIndex((o) => o.table === r.table && o.field === r.field) === i);

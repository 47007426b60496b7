// What some tables' rows mean beyond their fields, read by the server (lists, counts, the project's
// envelope) and the web app (grid columns, names of rows) alike, so neither branches on table names.
import type { TableDef } from './dsl.js';

interface TableProfile {
  /**
   * The field whose value is one entity of the table as the API lists it: a shape is every point
   * row of one shape_id, listed and counted once.
   */
  entityKey?: string;
  /** Rows with coordinates: a change moves the project's envelope (the map's bounds). */
  placed?: boolean;
}

const PROFILES: Partial<Record<string, TableProfile>> = {
  stops: { placed: true },
  shapes: { entityKey: 'shape_id', placed: true },
};

/** The field that names one listed entity of `table`, when its rows are parts of entities. */
export const entityKeyOf = (table: Pick<TableDef, 'name'>): string | undefined =>
  PROFILES[table.name]?.entityKey;

/** Whether changes to `table` move the project's envelope. */
export const isPlaced = (table: Pick<TableDef, 'name'>): boolean => PROFILES[table.name]?.placed ?? false;

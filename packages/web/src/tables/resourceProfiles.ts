// Each resource's extras on the table screen, beyond what the schema declares: which fields name a
// row, a toolbar link to a related screen, a per-row shortcut. The screen reads them here instead of
// branching on resource names.
import { entityKeyOf } from '@ruta/gtfs/schema';
import { IconRoute, IconTable, IconTimeline } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import type { Row } from '../api/tables';
import { RESOURCES, type ResourceName } from './resources';

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;

export interface ResourceProfile {
  /** A button in the toolbar that opens a related screen. */
  link?: { labelKey: string; icon: Icon; path: (projectId: number) => string };
  /** Buttons on every row, each opening a related screen for that row. */
  rowLinks?: RowLink[];
}

export interface RowLink {
  labelKey: string;
  labelParams: (row: Row) => Record<string, unknown>;
  icon: Icon;
  path: (projectId: number, row: Row) => string;
}

const PROFILES: Partial<Record<ResourceName, ResourceProfile>> = {
  trips: {
    link: { labelKey: 'tables.editShapes', icon: IconTimeline, path: (p) => `/project/${p}/shapes` },
  },
  routes: {
    rowLinks: [
      {
        labelKey: 'tables.tripsOfRoute',
        labelParams: (row) => ({ id: row.route_id }),
        icon: IconRoute,
        path: (p, row) => `/project/${p}/trips?route_id=${encodeURIComponent(String(row.route_id ?? ''))}`,
      },
      {
        labelKey: 'tables.timetableOfRoute',
        labelParams: (row) => ({ id: row.route_id }),
        icon: IconTable,
        path: (p, row) => `/project/${p}/timetable?route=${encodeURIComponent(String(row.route_id ?? ''))}`,
      },
    ],
  },
};

export function resourceProfile(resource: ResourceName): ResourceProfile {
  return PROFILES[resource] ?? {};
}

/**
 * What a row is called in questions and messages: its key values (a shape: its shape_id), or `#id`
 * when the key is long or empty.
 */
export function rowName(resource: ResourceName, row: Row): string {
  const table = RESOURCES[resource];
  const entity = entityKeyOf(table);
  const key = entity ? [entity] : table.key;
  const parts = key.length <= 2 ? key.map((k) => row[k]).filter((v) => v != null && v !== '') : [];
  return parts.length > 0 ? parts.join(' ') : `#${row.id}`;
}

// What the risks and the map need from the changed rows of stops, routes and shapes: stops added,
// removed and moved, routes removed or renamed in place, shapes touched.
import { distanceKm } from '../geo/line.js';
import type { RowEvents } from './table-diff.js';
import type { DiffResult, StopChange } from './types.js';

type Values = Record<string, string>;

function position(row: Values): [number, number] | undefined {
  const lat = Number(row.stop_lat);
  const lon = Number(row.stop_lon);
  if (!row.stop_lat || !row.stop_lon || !Number.isFinite(lat) || !Number.isFinite(lon)) return undefined;
  return [lon, lat];
}

const withIdentity = (identity: string | undefined) => (identity === undefined ? {} : { identity });

export class RowWatch {
  readonly stops: StopChange[] = [];
  readonly removedRoutes = new Set<string>();
  /** Old route_id → new route_id, for routes matched by identity whose route_id changed. */
  readonly routeRenames = new Map<string, string>();
  private readonly touchedShapes = new Set<string>();

  events(file: string): RowEvents {
    switch (file) {
      case 'stops.txt':
        return {
          added: (row, identity) =>
            this.stops.push({
              stop_id: row.stop_id ?? '',
              change: 'added',
              to: position(row),
              ...withIdentity(identity),
            }),
          deleted: (row, identity) =>
            this.stops.push({
              stop_id: row.stop_id ?? '',
              change: 'removed',
              from: position(row),
              ...withIdentity(identity),
            }),
          updated: (before, after, identity) => {
            const [a, b] = [position(before), position(after)];
            if (!a || !b) return;
            const metres = Math.round(distanceKm(a, b) * 1000);
            if (metres >= 1)
              this.stops.push({
                stop_id: after.stop_id ?? '',
                change: 'moved',
                from: a,
                to: b,
                metres,
                ...withIdentity(identity),
              });
          },
        };
      case 'routes.txt':
        return {
          deleted: (row) => this.removedRoutes.add(row.route_id ?? ''),
          updated: (before, after) => {
            if (before.route_id !== after.route_id)
              this.routeRenames.set(before.route_id ?? '', after.route_id ?? '');
          },
        };
      case 'shapes.txt': {
        const touch = (row: Values) => this.touchedShapes.add(row.shape_id ?? '');
        return {
          added: touch,
          deleted: touch,
          updated: (before, after) => {
            touch(before);
            touch(after);
          },
        };
      }
      default:
        return {};
    }
  }

  moves(): { stop_id: string; metres: number }[] {
    return this.stops
      .filter((s) => s.change === 'moved')
      .map((s) => ({ stop_id: s.stop_id, metres: s.metres! }))
      .sort((a, b) => a.stop_id.localeCompare(b.stop_id));
  }

  shapes(old: ReadonlySet<string>, next: ReadonlySet<string>): DiffResult['shapes'] {
    return [...this.touchedShapes].sort().map((shape_id) => ({
      shape_id,
      change: !old.has(shape_id) ? 'added' : !next.has(shape_id) ? 'removed' : 'changed',
    }));
  }
}

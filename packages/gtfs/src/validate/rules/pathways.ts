// Pathways and levels: exit gates one way only, pathways between the right kinds of locations,
// platforms with boarding areas reached through those areas, levels for elevators, dangling nodes,
// loops, and locations that cannot be reached from an entrance or cannot reach an exit.
import { table, type Rec } from '../feed.js';
import { textOrNull } from '../util.js';
import { rule } from './rule.js';
import { defineNotices, error, warning } from '../notice.js';

export const PATHWAYS = defineNotices({
  file: 'pathways.txt',
  notices: {
    bidirectional_exit_gate: error(['csvRowNumber', 'pathwayMode', 'isBidirectional']),
    missing_level_id: error(['csvRowNumber', 'stopId', 'stopName'], 'stops.txt'),
    pathway_to_platform_with_boarding_areas: error(['csvRowNumber', 'pathwayId', 'fieldName', 'stopId']),
    pathway_to_wrong_location_type: error(['csvRowNumber', 'pathwayId', 'fieldName', 'stopId']),
    pathway_loop: warning(['csvRowNumber', 'pathwayId', 'stopId']),
    pathway_dangling_generic_node: warning(
      ['csvRowNumber', 'stopId', 'stopName', 'parentStation'],
      'stops.txt',
    ),
    pathway_unreachable_location: error(
      ['csvRowNumber', 'stopId', 'stopName', 'locationType', 'parentStation', 'hasEntrance', 'hasExit'],
      'stops.txt',
    ),
    pathway_to_stop_with_access_outside_of_station_pathways: error([
      'csvRowNumber',
      'platformCode',
      'pathwayId',
      'stopId',
    ]),
  },
  en: {
    bidirectional_exit_gate: 'An exit gate pathway is two-way; exit gates only let people out.',
    missing_level_id: 'A location served by an elevator has no level.',
    pathway_to_platform_with_boarding_areas:
      'A pathway ends at a platform that has boarding areas; it should end at a boarding area.',
    pathway_to_wrong_location_type: 'A pathway ends at a station; pathways join locations inside stations.',
    pathway_loop: 'A pathway starts and ends at the same location.',
    pathway_dangling_generic_node: 'A generic node joins only one other location, so it leads nowhere.',
    pathway_unreachable_location:
      'A location cannot be reached from an entrance, or cannot reach an exit, through pathways.',
    pathway_to_stop_with_access_outside_of_station_pathways:
      'A pathway reaches a stop whose access is directly from the street.',
  },
  es: {
    bidirectional_exit_gate:
      'Un camino de puerta de salida es bidireccional; las puertas de salida solo dejan salir.',
    missing_level_id: 'Una ubicación servida por un ascensor no tiene nivel.',
    pathway_to_platform_with_boarding_areas:
      'Un camino termina en un andén que tiene áreas de embarque; debería terminar en una de ellas.',
    pathway_to_wrong_location_type:
      'Un camino termina en una estación; los caminos unen ubicaciones dentro de las estaciones.',
    pathway_loop: 'Un camino empieza y termina en la misma ubicación.',
    pathway_dangling_generic_node:
      'Un nodo genérico se une a una sola ubicación, así que no lleva a ninguna parte.',
    pathway_unreachable_location:
      'Una ubicación no se alcanza desde una entrada, o no llega a una salida, por los caminos.',
    pathway_to_stop_with_access_outside_of_station_pathways:
      'Un camino llega a una parada cuyo acceso es directamente desde la calle.',
  },
});

export const pathways = rule({
  name: 'pathways',
  notices: Object.values(PATHWAYS),
  check(feed, notices) {
    const rows = table(feed, 'pathways');
    if (rows.length === 0) return;
    const stops = new Map<string, Rec>();
    for (const r of table(feed, 'stops'))
      if (r.stop_id !== null && !stops.has(String(r.stop_id))) stops.set(String(r.stop_id), r);
    const withBoardingAreas = new Set<string>();
    for (const r of stops.values())
      if (r.location_type === 4 && r.parent_station !== null) withBoardingAreas.add(String(r.parent_station));
    const neighbours = new Map<string, Set<string>>();
    const forward = new Map<string, string[]>();
    const backward = new Map<string, string[]>();
    const link = (m: Map<string, string[]>, a: string, b: string) =>
      (m.get(a) ?? m.set(a, []).get(a)!).push(b);
    const elevatorStops = new Set<string>();
    for (const p of rows) {
      if (p.pathway_mode === 7 && p.is_bidirectional === 1)
        notices.add(PATHWAYS.bidirectional_exit_gate, {
          csvRowNumber: p._row,
          pathwayMode: 7,
          isBidirectional: 1,
        });
      const from = textOrNull(p.from_stop_id),
        to = textOrNull(p.to_stop_id);
      if (from !== null && from === to)
        notices.add(PATHWAYS.pathway_loop, { csvRowNumber: p._row, pathwayId: p.pathway_id, stopId: from });
      for (const [field, id] of [
        ['from_stop_id', from],
        ['to_stop_id', to],
      ] as const) {
        const stop = id === null ? undefined : stops.get(id);
        if (!stop) continue;
        const lt = (stop.location_type as number | null) ?? 0;
        if (lt === 1)
          notices.add(PATHWAYS.pathway_to_wrong_location_type, {
            csvRowNumber: p._row,
            pathwayId: p.pathway_id,
            fieldName: field,
            stopId: id,
          });
        if (lt === 0 && withBoardingAreas.has(id!))
          notices.add(PATHWAYS.pathway_to_platform_with_boarding_areas, {
            csvRowNumber: p._row,
            pathwayId: p.pathway_id,
            fieldName: field,
            stopId: id,
          });
        if (lt === 0 && stop.stop_access === 1)
          notices.add(PATHWAYS.pathway_to_stop_with_access_outside_of_station_pathways, {
            csvRowNumber: p._row,
            platformCode: stop.platform_code,
            pathwayId: p.pathway_id,
            stopId: id,
          });
        if (p.pathway_mode === 5) elevatorStops.add(id!);
      }
      if (from !== null && to !== null) {
        (neighbours.get(from) ?? neighbours.set(from, new Set()).get(from)!).add(to);
        (neighbours.get(to) ?? neighbours.set(to, new Set()).get(to)!).add(from);
        link(forward, from, to);
        link(backward, to, from);
        if (p.is_bidirectional === 1) {
          link(forward, to, from);
          link(backward, from, to);
        }
      }
    }
    for (const id of elevatorStops) {
      const stop = stops.get(id)!;
      if (stop.level_id === null)
        notices.add(PATHWAYS.missing_level_id, {
          csvRowNumber: stop._row,
          stopId: id,
          stopName: stop.stop_name,
        });
    }
    // Reachability: from every entrance forwards, and backwards from every entrance (to exit).
    const walk = (graph: Map<string, string[]>) => {
      const seen = new Set<string>();
      const queue: string[] = [];
      for (const r of stops.values()) if (r.location_type === 2) queue.push(String(r.stop_id));
      for (const q of queue) seen.add(q);
      while (queue.length)
        for (const next of graph.get(queue.pop()!) ?? [])
          if (!seen.has(next)) {
            seen.add(next);
            queue.push(next);
          }
      return seen;
    };
    const fromEntrance = walk(forward),
      toExit = walk(backward);
    for (const r of stops.values()) {
      const id = String(r.stop_id);
      const lt = (r.location_type as number | null) ?? 0;
      if (lt === 3 && (neighbours.get(id)?.size ?? 0) === 1)
        notices.add(PATHWAYS.pathway_dangling_generic_node, {
          csvRowNumber: r._row,
          stopId: id,
          stopName: r.stop_name,
          parentStation: r.parent_station,
        });
      // Only locations that take part in pathways are judged (platforms with boarding areas use theirs).
      if (!neighbours.has(id) || lt === 1 || (lt === 0 && withBoardingAreas.has(id))) continue;
      const hasEntrance = fromEntrance.has(id),
        hasExit = toExit.has(id);
      if (!hasEntrance || !hasExit)
        notices.add(PATHWAYS.pathway_unreachable_location, {
          csvRowNumber: r._row,
          stopId: id,
          stopName: r.stop_name,
          locationType: lt,
          parentStation: r.parent_station,
          hasEntrance,
          hasExit,
        });
    }
  },
});

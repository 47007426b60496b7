// The times of one trip's list as the timetable sends them, checked cell by cell before anything is written.
import type { FastifyRequest } from 'fastify';
import { parseClock } from '@ruta/gtfs';
import type { CellInput } from './change-set.js';

/** A cell's stop and its times in seconds after midnight (null where empty). */
export interface ParsedCell {
  stop_id: string;
  arrival: number | null;
  departure: number | null;
}

type CellErrors = Record<string, string[]>;

/** Times of one trip's list: each parses, arrival ≤ departure, and none goes back in time. */
export function checkCells(cells: readonly CellInput[], knownStops: Set<string>, t: FastifyRequest['t']) {
  const errors: CellErrors[] = [];
  const parsed: ParsedCell[] = [];
  let last: { value: number; text: string } | null = null;
  for (const c of cells) {
    const e: CellErrors = {};
    const arrival = parseClock(c.arrival_time ?? '');
    const departure = parseClock(c.departure_time ?? '');
    if (arrival === undefined) e.arrival_time = [t('timetable_bad_time')];
    if (departure === undefined) e.departure_time = [t('timetable_bad_time')];
    if (!knownStops.has(c.stop_id)) e.stop_id = [t('timetable_unknown_stop', { id: c.stop_id })];
    const a = arrival ?? null;
    const d = departure ?? null;
    if (typeof a === 'number' && typeof d === 'number' && a > d)
      e.arrival_time = [t('timetable_arrival_after_departure')];
    const first = typeof a === 'number' ? a : d;
    if (typeof first === 'number' && last && first < last.value && !e.arrival_time && !e.departure_time)
      e[typeof a === 'number' ? 'arrival_time' : 'departure_time'] = [
        t('timetable_time_backwards', { time: last.text }),
      ];
    const end = typeof d === 'number' ? d : a;
    if (typeof end === 'number')
      last = { value: end, text: (typeof d === 'number' ? c.departure_time : c.arrival_time)! };
    errors.push(e);
    parsed.push({
      stop_id: c.stop_id,
      arrival: typeof a === 'number' ? a : null,
      departure: typeof d === 'number' ? d : null,
    });
  }
  return { errors: errors.some((e) => Object.keys(e).length) ? errors : null, parsed };
}

// The body of a timetable save, checked for shape before anything is read (docs/api.md "Timetables").
import type { FastifyRequest } from 'fastify';
import { fieldErrors } from '../http/errors.js';

export interface CellInput {
  /** The stop time's row id; absent for a stop added to the trip. */
  id?: number;
  stop_id: string;
  arrival_time: string | null;
  departure_time: string | null;
}

export interface ChangeSet {
  route_id: string;
  direction_id: 0 | 1 | null;
  updated: { id: number; stamp: string; trip_id?: string; stop_times: CellInput[] }[];
  /** New trips; `service_id` when it differs from the template's (absent: the template's). */
  inserted: { trip_id: string; template: number; service_id?: string; stop_times: CellInput[] }[];
  deleted: { id: number; stamp: string; trip_id?: string }[];
}

/** Thrown as a 400 naming what is wrong, so a malformed body never reaches SQL. */
class Malformed extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);
/** Where a value sits in the body, made into words only when it is wrong (a save has 10,000 cells). */
type Where = string | (() => string);
const named = (what: Where) => (typeof what === 'string' ? what : what());
const rowId = (v: unknown, what: Where) => {
  if (typeof v !== 'number' || !Number.isSafeInteger(v) || v < 1)
    throw new Malformed(`${named(what)} is not a row id`);
  return v;
};
const text = (v: unknown, what: Where) => {
  if (typeof v !== 'string') throw new Malformed(`${named(what)} is not a text`);
  return v.trim();
};
const optionalTime = (v: unknown, what: Where) => (v === null || v === undefined ? null : text(v, what));
const list = (v: unknown, what: string) => {
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw new Malformed(`${what} is not a list`);
  return v;
};

/** A trip's cells: a plain loop, no closure or spread per cell (a save of a route has 10,000). */
function cells(v: unknown, what: string): CellInput[] {
  const items = list(v, what);
  const out: CellInput[] = new Array(items.length);
  for (let i = 0; i < items.length; i++) {
    const c: unknown = items[i];
    if (!isObject(c)) throw new Malformed(`${what}[${i}] is not an object`);
    const at = (field: string) => () => `${what}[${i}].${field}`;
    const cell: CellInput = {
      stop_id: typeof c.stop_id === 'string' ? c.stop_id.trim() : text(c.stop_id, at('stop_id')),
      arrival_time:
        typeof c.arrival_time === 'string'
          ? c.arrival_time.trim()
          : optionalTime(c.arrival_time, at('arrival_time')),
      departure_time:
        typeof c.departure_time === 'string'
          ? c.departure_time.trim()
          : optionalTime(c.departure_time, at('departure_time')),
    };
    if (c.id !== undefined && c.id !== null) cell.id = rowId(c.id, at('id'));
    out[i] = cell;
  }
  return out;
}

export function parseChangeSet(body: unknown, t: FastifyRequest['t']): ChangeSet {
  try {
    if (!isObject(body)) throw new Malformed('the body is not an object');
    const direction = body.direction_id ?? null;
    if (direction !== null && direction !== 0 && direction !== 1)
      throw new Malformed('direction_id is not 0, 1 or null');
    const trip = (x: unknown, what: string) => {
      if (!isObject(x)) throw new Malformed(`${what} is not an object`);
      return x;
    };
    return {
      route_id: text(body.route_id, 'route_id'),
      direction_id: direction,
      updated: list(body.updated, 'updated').map((x, i) => {
        const o = trip(x, `updated[${i}]`);
        return {
          id: rowId(o.id, `updated[${i}].id`),
          stamp: text(o.stamp, `updated[${i}].stamp`),
          stop_times: cells(o.stop_times, `updated[${i}].stop_times`),
        };
      }),
      inserted: list(body.inserted, 'inserted').map((x, i) => {
        const o = trip(x, `inserted[${i}]`);
        return {
          trip_id: text(o.trip_id ?? '', `inserted[${i}].trip_id`),
          template: rowId(o.template, `inserted[${i}].template`),
          ...(o.service_id === undefined || o.service_id === null
            ? {}
            : { service_id: text(o.service_id, `inserted[${i}].service_id`) }),
          stop_times: cells(o.stop_times, `inserted[${i}].stop_times`),
        };
      }),
      deleted: list(body.deleted, 'deleted').map((x, i) => {
        const o = trip(x, `deleted[${i}]`);
        return { id: rowId(o.id, `deleted[${i}].id`), stamp: text(o.stamp, `deleted[${i}].stamp`) };
      }),
    };
  } catch (e) {
    if (e instanceof Malformed)
      throw fieldErrors({ non_field_errors: [t('timetable_bad_body', { reason: e.message })] });
    throw e;
  }
}

// The editable timetable of one pattern: rows of trips, one cell per stop, and the change set they
// make against what was read. Pure: every edit returns a new model, so undo of an edit is dropping it.
import { formatClock, interpolateTimes, parseClock, shiftClock } from '@ruta/gtfs/schema';
import type { ChangeSetBody, TripRow } from './api';

/**
 * Undo steps kept for the change set (editing/history.ts); older ones are forgotten, the change set
 * itself is kept. Models share their unchanged rows, so a step costs the rows it touched.
 */
export const UNDO_STEPS = 200;

export interface Cell {
  /** The stop time's row id; absent for a stop added in this editor. */
  id?: number;
  arr: number | null;
  dep: number | null;
}

export interface Row {
  /** Row id of a stored trip; null for a trip added here. */
  rowId: number | null;
  stamp: string | null;
  tripId: string;
  /** The stored trip a new one copies (its fields, its shape). */
  template: number;
  shapeId: string | null;
  /** The trip's service; a new trip takes its source's. */
  serviceId: string | null;
  cells: Cell[];
}

/**
 * A series to add in the route's other direction with this one's save ("both directions"): copies of
 * `tripId` `shifts` seconds after it (otherDirection.ts).
 */
export interface OtherSeries {
  directionId: number;
  tripId: string;
  shifts: readonly number[];
  serviceId: string | null;
  /** This direction's new trips the copies pair with, one per shift: deleting one drops its pair. */
  pairedWith: readonly string[];
}

export interface Model {
  stopIds: string[];
  rows: Row[];
  deleted: { id: number; stamp: string; tripId: string }[];
  /** Stored trips whose cells changed (by row id). */
  changed: ReadonlySet<number>;
  /** Series of the other direction saved with this model's changes; kept by undo like the rest. */
  alsoOther?: readonly OtherSeries[];
}

export type TimeField = 'arr' | 'dep';
export interface Range {
  r0: number;
  r1: number;
  c0: number;
  c1: number;
}

export function fromTrips(stopIds: string[], trips: readonly TripRow[]): Model {
  return {
    stopIds,
    rows: trips.map((t) => ({
      rowId: t.id,
      stamp: t.stamp,
      tripId: t.trip_id,
      template: t.id,
      shapeId: t.shape_id,
      serviceId: t.service_id,
      cells: t.stop_time_ids.map((id, i) => ({
        id,
        arr: t.arrival_times[i] ?? null,
        dep: t.departure_times[i] ?? null,
      })),
    })),
    deleted: [],
    changed: new Set(),
  };
}

export const isDirty = (m: Model) =>
  m.changed.size > 0 || m.deleted.length > 0 || m.rows.some((r) => r.rowId === null);

function withRows(m: Model, rows: Row[], touched: Iterable<number>): Model {
  const changed = new Set(m.changed);
  for (const r of touched) {
    const id = rows[r]?.rowId;
    if (id != null) changed.add(id);
  }
  return { ...m, rows, changed };
}

/** A cell's new time. Editing the shown field keeps a zero dwell: an arrival equal to the old departure follows it. */
export function setTime(m: Model, r: number, c: number, field: TimeField, value: number | null): Model {
  const rows = [...m.rows];
  const row = rows[r]!;
  const cells = [...row.cells];
  const old = cells[c]!;
  cells[c] =
    field === 'dep'
      ? { ...old, dep: value, arr: old.arr === old.dep ? value : old.arr }
      : { ...old, arr: value, dep: old.dep === old.arr ? value : old.dep };
  rows[r] = { ...row, cells };
  return withRows(m, rows, [r]);
}

function mapRange(m: Model, range: Range, f: (cell: Cell) => Cell): Model {
  const rows = [...m.rows];
  const touched: number[] = [];
  for (let r = range.r0; r <= range.r1; r++) {
    const row = rows[r]!;
    const cells = row.cells.map((cell, c) => (c >= range.c0 && c <= range.c1 ? f(cell) : cell));
    rows[r] = { ...row, cells };
    touched.push(r);
  }
  return withRows(m, rows, touched);
}

export const clearRange = (m: Model, range: Range) =>
  mapRange(m, range, (c) => ({ ...c, arr: null, dep: null }));

/** Every time of the range moved by `minutes`; null when one would fall before the day's start. */
export function shiftRange(m: Model, range: Range, minutes: number): Model | null {
  let bad = false;
  const out = mapRange(m, range, (c) => {
    const arr = shiftClock(c.arr, minutes);
    const dep = shiftClock(c.dep, minutes);
    if (arr === undefined || dep === undefined) bad = true;
    return { ...c, arr: arr ?? null, dep: dep ?? null };
  });
  return bad ? null : out;
}

/** A tab-separated block written from (r, c) on, into the shown field; rows past the end are ignored. */
export function pasteBlock(
  m: Model,
  r: number,
  c: number,
  field: TimeField,
  block: string[][],
): Model | null {
  let out = m;
  for (let i = 0; i < block.length && r + i < m.rows.length; i++)
    for (let j = 0; j < block[i]!.length && c + j < m.stopIds.length; j++) {
      const v = parseClock(block[i]![j]!);
      if (v === undefined) return null;
      out = setTime(out, r + i, c + j, field, v);
    }
  return out;
}

export function copyBlock(m: Model, range: Range, field: TimeField): string {
  const lines: string[] = [];
  for (let r = range.r0; r <= range.r1; r++) {
    const cells = m.rows[r]!.cells.slice(range.c0, range.c1 + 1);
    lines.push(cells.map((c) => formatClock(c[field])).join('\t'));
  }
  return lines.join('\n');
}

export function deleteRows(m: Model, r0: number, r1: number): Model {
  const gone = m.rows.slice(r0, r1 + 1);
  const deleted = [
    ...m.deleted,
    ...gone.filter((r) => r.rowId !== null).map((r) => ({ id: r.rowId!, stamp: r.stamp!, tripId: r.tripId })),
  ];
  const rows = [...m.rows.slice(0, r0), ...m.rows.slice(r1 + 1)];
  if (!m.alsoOther) return { ...m, rows, deleted };
  return { ...m, rows, deleted, alsoOther: withoutPairsOf(m.alsoOther, gone) };
}

/** The other direction's pending copies, less those paired with the deleted new trips. */
function withoutPairsOf(series: readonly OtherSeries[], gone: readonly Row[]): OtherSeries[] {
  const goneIds = new Set(gone.filter((r) => r.rowId === null).map((r) => r.tripId));
  return series
    .map((s) => {
      const keep = s.pairedWith.map((id) => !goneIds.has(id));
      return {
        ...s,
        shifts: s.shifts.filter((_, i) => keep[i]),
        pairedWith: s.pairedWith.filter((_, i) => keep[i]),
      };
    })
    .filter((s) => s.shifts.length > 0);
}

/** Empty times between timepoints of rows r0..r1 filled by distance (`distancesOf` gives each row's). */
export function fillRows(m: Model, r0: number, r1: number, distancesOf: (row: Row) => number[]): Model {
  const rows = [...m.rows];
  const touched: number[] = [];
  for (let r = r0; r <= r1; r++) {
    const row = rows[r]!;
    const d = distancesOf(row);
    // Each stop's time point: its departure, else its arrival.
    const filled = interpolateTimes(
      row.cells.map((c) => c.dep ?? c.arr),
      d,
    );
    const cells = row.cells.map((c, i) =>
      c.dep === null && c.arr === null ? { ...c, arr: filled[i]!, dep: filled[i]! } : c,
    );
    if (cells.some((c, i) => c !== row.cells[i])) {
      rows[r] = { ...row, cells };
      touched.push(r);
    }
  }
  return withRows(m, rows, touched);
}

/**
 * A stop added to the pattern at column `at`: every trip gets it, its time interpolated by distance
 * between its neighbours (`distancesOf` gives each row's distances for the new stop list).
 */
export function insertStop(
  m: Model,
  at: number,
  stopId: string,
  distancesOf: (row: Row, stopIds: string[]) => number[],
): Model {
  const stopIds = [...m.stopIds.slice(0, at), stopId, ...m.stopIds.slice(at)];
  const rows = m.rows.map((row) => {
    const cells: Cell[] = [...row.cells.slice(0, at), { arr: null, dep: null }, ...row.cells.slice(at)];
    const before = cells[at - 1];
    const after = cells[at + 1];
    const t0 = before ? (before.dep ?? before.arr) : null;
    const t1 = after ? (after.arr ?? after.dep) : null;
    if (t0 !== null && t1 !== null) {
      const d = distancesOf(row, stopIds);
      const v = interpolateTimes([t0, null, t1], [d[at - 1]!, d[at]!, d[at + 1]!])[1]!;
      cells[at] = { arr: v, dep: v };
    }
    return { ...row, cells };
  });
  return withRows({ ...m, stopIds }, rows, rows.keys());
}

export function removeStop(m: Model, at: number): Model {
  const stopIds = m.stopIds.filter((_, i) => i !== at);
  const rows = m.rows.map((row) => ({ ...row, cells: row.cells.filter((_, i) => i !== at) }));
  return withRows({ ...m, stopIds }, rows, rows.keys());
}

export function changeSet(m: Model, routeId: string, directionId: number | null): ChangeSetBody {
  const cellsOf = (row: Row) =>
    row.cells.map((c, i) => ({
      ...(c.id !== undefined ? { id: c.id } : {}),
      stop_id: m.stopIds[i]!,
      arrival_time: c.arr === null ? null : formatClock(c.arr, true),
      departure_time: c.dep === null ? null : formatClock(c.dep, true),
    }));
  return {
    route_id: routeId,
    direction_id: directionId as ChangeSetBody['direction_id'],
    updated: m.rows
      .filter((r) => r.rowId !== null && m.changed.has(r.rowId))
      .map((r) => ({ id: r.rowId!, stamp: r.stamp!, stop_times: cellsOf(r) })),
    inserted: m.rows
      .filter((r) => r.rowId === null)
      .map((r) => ({
        trip_id: r.tripId,
        template: r.template,
        ...(r.serviceId !== null ? { service_id: r.serviceId } : {}),
        stop_times: cellsOf(r),
      })),
    deleted: m.deleted.map((d) => ({ id: d.id, stamp: d.stamp })),
  };
}

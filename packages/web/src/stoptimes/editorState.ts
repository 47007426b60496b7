// The stop-times editor's state and its pure transitions: the rows being edited, the single active
// row (with its values before editing, restored by cancel), and the changed flag by deep comparison
// with the last saved copy.
import { distanceOnShape, formatClock, parseClock, reorderByShape, type ShapeLine } from '@ruta/gtfs/schema';
import type { StopTimeRow } from '../api/stopTimes';
import { COMPARED } from './columns';

export interface EditorRow extends StopTimeRow {
  /** Stable React key; never sent. */
  key: string;
}

export interface EditorState {
  tripId: string;
  rows: EditorRow[];
  /** The row being edited, and its values when editing began. */
  active: { index: number; before: EditorRow } | null;
  saved: { tripId: string; rows: EditorRow[] };
}

export interface ClickedStop {
  stop_id: string;
  stop_name: string | null;
  stop_lat: number;
  stop_lon: number;
}

let keys = 0;
const newKey = () => `r${++keys}`;

const norm = (v: unknown) => (v === undefined || v === '' ? null : v);

export function sameRows(a: readonly StopTimeRow[], b: readonly StopTimeRow[]): boolean {
  return a.length === b.length && a.every((r, i) => COMPARED.every((f) => norm(r[f]) === norm(b[i]![f])));
}

export function isChanged(s: EditorState): boolean {
  return s.tripId !== s.saved.tripId || s.active !== null || !sameRows(s.rows, s.saved.rows);
}

export function loaded(tripId: string, rows: readonly StopTimeRow[]): EditorState {
  const withKeys = rows.map((r) => ({ ...r, key: newKey() }));
  return { tripId, rows: withKeys, active: null, saved: { tripId, rows: withKeys } };
}

/** The sequence numbers 1..n in list order. */
const renumber = (rows: EditorRow[]) => rows.map((r, i) => ({ ...r, stop_sequence: i + 1 }));

/**
 * A stop clicked on the map: the active row's stop leaves the trip; a stop already in the trip
 * becomes the active row; any other is appended, with its distance along the shape.
 */
export function clickStop(s: EditorState, stop: ClickedStop, shape: ShapeLine): EditorState {
  const activeRow = s.active ? s.rows[s.active.index] : undefined;
  if (activeRow && activeRow.stop_id === stop.stop_id) return removeRow(s, s.active!.index);
  const index = s.rows.findIndex((r) => r.stop_id === stop.stop_id);
  if (index >= 0) return editRow(s, index);
  const last = s.rows[s.rows.length - 1];
  const from = typeof last?.shape_dist_traveled === 'number' ? last.shape_dist_traveled : 0;
  const row: EditorRow = {
    key: newKey(),
    stop_id: stop.stop_id,
    stop_name: stop.stop_name,
    stop_lat: stop.stop_lat,
    stop_lon: stop.stop_lon,
    stop_sequence: s.rows.length + 1,
    arrival_time: null,
    departure_time: null,
    shape_dist_traveled: distanceOnShape([stop.stop_lon, stop.stop_lat], shape, from),
  };
  return { ...s, rows: [...s.rows, row], active: null };
}

export function removeRow(s: EditorState, index: number): EditorState {
  return { ...s, rows: renumber(s.rows.filter((_, i) => i !== index)), active: null };
}

/** Makes a row the active one (confirming the previous active row as it is). */
export function editRow(s: EditorState, index: number): EditorState {
  const row = s.rows[index];
  return row ? { ...s, active: { index, before: row } } : s;
}

export function setField(s: EditorState, index: number, field: string, value: unknown): EditorState {
  return { ...s, rows: s.rows.map((r, i) => (i === index ? { ...r, [field]: value } : r)) };
}

/** A time as typed (H:MM, HH:MM, HH:MM:SS) in its stored form HH:MM:SS; anything else as it is. */
const stored = (v: string | null) => {
  const seconds = v === null ? undefined : parseClock(v);
  return typeof seconds === 'number' ? formatClock(seconds, true) : v;
};

/**
 * Confirms the active row. A stop given only one of its times gets it for both (GTFS wants both or
 * neither, and a stop where the bus does not wait has them equal), so one typed time is enough. Times
 * typed short ("6:00") show from then on as they are stored ("06:00:00"), like every other row.
 */
export function confirmRow(s: EditorState): EditorState {
  const row = s.active ? s.rows[s.active.index] : undefined;
  if (!row) return { ...s, active: null };
  const arrival = norm(row.arrival_time) as string | null;
  const departure = norm(row.departure_time) as string | null;
  const both = { arrival_time: stored(arrival ?? departure), departure_time: stored(departure ?? arrival) };
  // Nothing to fill or rewrite keeps the rows as they are: confirming alone is no undo step.
  if (both.arrival_time === arrival && both.departure_time === departure) return { ...s, active: null };
  const filled = { ...row, ...both };
  return { ...s, rows: s.rows.map((r) => (r === row ? filled : r)), active: null };
}

export function cancelRow(s: EditorState): EditorState {
  if (!s.active) return s;
  const { index, before } = s.active;
  return { ...s, rows: s.rows.map((r, i) => (i === index ? before : r)), active: null };
}

/** Moves a row to another position (drag-reorder), renumbering. */
export function moveRow(s: EditorState, from: number, to: number): EditorState {
  if (from === to || !s.rows[from] || to < 0 || to >= s.rows.length) return s;
  const rows = [...s.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row!);
  return { ...s, rows: renumber(rows), active: null };
}

/** Rows in shape order, each with its distance recomputed by projection on the shape. */
export function reorder(s: EditorState, shape: ShapeLine): EditorState {
  return { ...s, rows: reorderByShape(s.rows, shape), active: null };
}

export function withRows(s: EditorState, rows: EditorRow[]): EditorState {
  return { ...s, rows, active: null };
}

/** After a successful save: the answer becomes the saved copy. */
export function savedAs(tripId: string, rows: readonly StopTimeRow[]): EditorState {
  return loaded(tripId, rows);
}

// Where each streamed row goes: stop_times and shapes into their columns, trips and stops interning
// their ids, every other table into plain rows.
import type { TableDef } from '../../schema/dsl.js';
import type { Value } from '../../values.js';
import type { LoadedFeed, Rec } from './loaded.js';

const str = (v: Value): string | null => (v === null ? null : String(v));

/** Stores a checked row; `hits` are the byte cache's entries of its cells (see RowChecker#hits). */
type RowStore = (out: Value[], row: number, hits?: Int32Array) => void;

export function storeFor(feed: LoadedFeed, def: TableDef): RowStore {
  const fi = (name: string) => def.fields.findIndex((f) => f.name === name);
  if (def.name === 'stop_times') {
    const st = feed.stopTimes;
    const [trip, stop, seq, arr, dep, tp, pu, dro, cp, cd, dist] = [
      'trip_id',
      'stop_id',
      'stop_sequence',
      'arrival_time',
      'departure_time',
      'timepoint',
      'pickup_type',
      'drop_off_type',
      'continuous_pickup',
      'continuous_drop_off',
      'shape_dist_traveled',
    ].map(fi) as number[];
    const [group, location, wStart, wEnd] = [
      'location_group_id',
      'location_id',
      'start_pickup_drop_off_window',
      'end_pickup_drop_off_window',
    ].map(fi) as number[];
    const num = (v: Value | undefined) => (typeof v === 'number' ? v : null);
    const int8 = (v: Value) => (typeof v === 'number' && v >= -128 && v < 128 ? v : -1);
    let lastTrip: Value = null;
    let lastTripIndex = -1;
    // A stop id's interned index by the byte cache entry its cell was found at: an array read instead
    // of a Map lookup a row. Checked against the id the entry held then (the cache's own string, so
    // mostly the same object), since a cache that gave up reuses its entry.
    const stopOfEntry: number[] = [];
    const idOfEntry: Value[] = [];
    const stopIndex = (s: Value, entry: number): number => {
      if (entry >= 0 && idOfEntry[entry] === s) return stopOfEntry[entry]!;
      const k = feed.stopIds.intern(String(s));
      if (entry >= 0) {
        stopOfEntry[entry] = k;
        idOfEntry[entry] = s;
      }
      return k;
    };
    return (out, row, hits) => {
      const i = st.reserve();
      const t = out[trip!];
      // Rows come grouped by trip: reuse the previous row's lookup.
      if (t !== lastTrip) {
        lastTrip = t ?? null;
        lastTripIndex = t === null || t === undefined ? -1 : feed.tripIds.intern(String(t));
      }
      st.trip[i] = lastTripIndex;
      const s = out[stop!];
      st.stop[i] = s === null || s === undefined ? -1 : stopIndex(s, hits ? hits[stop!]! : -1);
      const q = out[seq!];
      st.seq[i] = typeof q === 'number' ? q : NaN;
      const a = out[arr!];
      st.arr[i] = typeof a === 'number' ? a : -1;
      const d = out[dep!];
      st.dep[i] = typeof d === 'number' ? d : -1;
      st.timepoint[i] = int8(out[tp!] ?? null);
      st.pickup[i] = int8(out[pu!] ?? null);
      st.dropOff[i] = int8(out[dro!] ?? null);
      const c1 = int8(out[cp!] ?? null);
      const c2 = int8(out[cd!] ?? null);
      st.continuous[i] = (c1 >= 0 && c1 !== 1) || (c2 >= 0 && c2 !== 1) ? 1 : 0;
      let flex = 0;
      if ((out[group!] ?? null) !== null || (out[location!] ?? null) !== null) flex |= 1;
      const ws = num(out[wStart!]),
        we = num(out[wEnd!]);
      if (ws !== null || we !== null) {
        flex |= 2;
        st.windows.set(i, [ws, we]);
      }
      st.flex[i] = flex;
      const di = out[dist!];
      st.dist[i] = typeof di === 'number' ? di : NaN;
      st.row[i] = row;
    };
  }
  if (def.name === 'shapes') {
    const sh = feed.shapes;
    const [id, lat, lon, seq, dist] = [
      'shape_id',
      'shape_pt_lat',
      'shape_pt_lon',
      'shape_pt_sequence',
      'shape_dist_traveled',
    ].map(fi) as number[];
    const num = (v: Value | undefined) => (typeof v === 'number' ? v : NaN);
    let lastShape: Value = null;
    let lastShapeIndex = -1;
    return (out, row) => {
      const s = out[id!];
      if (s === null || s === undefined) return; // reported as missing_required_field
      const i = sh.reserve();
      // Points come grouped by shape: reuse the previous row's lookup.
      if (s !== lastShape) {
        lastShape = s;
        lastShapeIndex = feed.shapeIds.intern(String(s));
      }
      sh.shape[i] = lastShapeIndex;
      sh.lat[i] = num(out[lat!]);
      sh.lon[i] = num(out[lon!]);
      sh.seq[i] = num(out[seq!]);
      sh.dist[i] = num(out[dist!]);
      sh.row[i] = row;
    };
  }
  const rows: Rec[] = [];
  feed.rows.set(def.name, rows);
  const names = def.fields.map((f) => f.name);
  const internKey =
    def.name === 'trips'
      ? (r: Rec) => r.trip_id !== null && feed.tripIds.intern(str(r.trip_id ?? null)!)
      : def.name === 'stops'
        ? (r: Rec) => r.stop_id !== null && feed.stopIds.intern(str(r.stop_id ?? null)!)
        : undefined;
  return (out, row) => {
    const r: Record<string, Value> = { _row: row };
    for (let i = 0; i < names.length; i++) r[names[i]!] = out[i] ?? null;
    rows.push(r as Rec);
    internKey?.(r as Rec);
  };
}

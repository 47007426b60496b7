// stop_times' facts read from a row's bytes (an unquoted ASCII row as table-tap.ts copied it), for a
// version the diff reads without the validator: the trip id is compared with the last row's, a stop
// id is found by its bytes, numbers and times are parsed from the bytes, so a row makes no string
// but for a new id or a number in an unusual form. The values are those facts.ts's text handler gives
// for the same cells (a number the byte parser does not read, `+4` or `1e1`, is read by Number).
import { ByteCache } from '../validate/load/byte-cache.js';
import { byteParserFor } from '../validate/load/byte-values.js';
import { STOP_TIME_FIELDS, type SideFacts } from './facts.js';

/** Row handler over cell i = buf[starts[i], ends[i]). */
export type ByteFactHandler = (buf: Buffer, starts: Int32Array, ends: Int32Array) => void;

const timeBytes = byteParserFor('time')!;
const decimalBytes = byteParserFor('float')!;

export function stopTimeBytes(facts: SideFacts, columns: readonly string[]): ByteFactHandler | null {
  const [trip, stop, seq, arr, dep] = STOP_TIME_FIELDS.map((c) => columns.indexOf(c));
  // A missing column reads as empty cells: the text handler does that.
  if (trip! < 0 || stop! < 0 || seq! < 0 || arr! < 0 || dep! < 0) return null;
  const ids = facts.ids;
  const st = facts.stopTimes;
  const stops = new ByteCache();
  let lastTrip = new Uint8Array(64);
  let lastTripLength = -1;
  let lastTripIndex = -1;
  // timeBytes reads what parseTime reads (seconds), NaN where parseTime finds it invalid.
  const time = (buf: Buffer, s: number, e: number) => {
    const v = timeBytes(buf, s, e);
    return Number.isNaN(v) ? -1 : v;
  };
  const sameTrip = (buf: Buffer, s: number, e: number) => {
    if (e - s !== lastTripLength) return false;
    for (let k = s; k < e; k++) if (buf[k] !== lastTrip[k - s]) return false;
    return true;
  };
  return (buf, starts, ends) => {
    let s = starts[trip!]!;
    let e = ends[trip!]!;
    if (!sameTrip(buf, s, e)) {
      const id = buf.toString('latin1', s, e);
      lastTripIndex = ids.trips.intern(id);
      if (e - s > lastTrip.length) lastTrip = new Uint8Array(e - s);
      lastTrip.set(buf.subarray(s, e));
      lastTripLength = e - s;
    }
    s = starts[stop!]!;
    e = ends[stop!]!;
    const hit = stops.find(buf, s, e);
    let stopIndex: number;
    if (hit >= 0) stopIndex = stops.value(hit) as number;
    else {
      const id = buf.toString('latin1', s, e);
      stopIndex = ids.stops.intern(id);
      stops.add(buf, s, e, stopIndex);
    }
    s = starts[seq!]!;
    e = ends[seq!]!;
    let q = s === e ? NaN : decimalBytes(buf, s, e);
    if (Number.isNaN(q) && s !== e) q = Number(buf.toString('latin1', s, e));
    st.push(
      lastTripIndex,
      stopIndex,
      q,
      time(buf, starts[arr!]!, ends[arr!]!),
      time(buf, starts[dep!]!, ends[dep!]!),
    );
  };
}

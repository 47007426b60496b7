// What the service and risk analysis need of one version, gathered while its rows stream past:
// routes, trips, calendars, frequencies, feed_info's dates, and stop_times as typed columns (ids
// interned in tables shared by both versions, so trip 7 is the same trip_id on either side).
import type { ServiceException, WeeklyService } from '../calendar/active-days.js';
import { dayNumber } from '../calendar/days.js';
import { Interner } from '../validate/load/columnar.js';
import { parserFor } from '../values.js';
import { StopTimeColumns } from './stop-time-columns.js';

export type { TripGroups } from './stop-time-columns.js';

const parseTime = parserFor('time');
const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Ids shared by both versions. */
export interface SharedIds {
  trips: Interner;
  stops: Interner;
  routes: Interner;
}

export function sharedIds(): SharedIds {
  return { trips: new Interner(), stops: new Interner(), routes: new Interner() };
}

/** Seconds of a GTFS time, -1 when empty or invalid. */
export function seconds(text: string): number {
  if (text === '') return -1;
  const v = parseTime(text);
  return typeof v === 'number' ? v : -1;
}

/** `YYYYMMDD` → day number, null when not a date. */
export function gtfsDay(text: string): number | null {
  if (!/^\d{8}$/.test(text)) return null;
  const d = dayNumber(`${text.slice(0, 4)}-${text.slice(4, 6)}-${text.slice(6, 8)}`);
  return Number.isFinite(d) ? d : null;
}

/**
 * Interns a copy of a new id: a cell is a slice of the text chunk it was read from, and keeping the
 * slice would keep the whole chunk alive.
 */
function intern(interner: Interner, id: string): number {
  return interner.get(id) ?? interner.intern(Buffer.from(id, 'utf8').toString('utf8'));
}

export interface TripFacts {
  route: number;
  /** 0, 1 or null. */
  direction: number | null;
  service: string;
}

export interface Frequency {
  trip: number;
  start: number;
  end: number;
  headway: number;
}

type RowHandler = (cells: readonly string[]) => void;

/** The stop_times columns the facts read, in the order the handlers take them. */
export const STOP_TIME_FIELDS = ['trip_id', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'];

/** The columns each file's handler reads (a reader that makes strings only where needed). */
const FACT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'routes.txt': ['route_id', 'route_short_name', 'route_long_name'],
  'trips.txt': ['trip_id', 'route_id', 'direction_id', 'service_id'],
  'stop_times.txt': STOP_TIME_FIELDS,
  'stops.txt': ['stop_id'],
  'shapes.txt': ['shape_id'],
  'calendar.txt': ['service_id', 'start_date', 'end_date', ...WEEK],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'frequencies.txt': ['trip_id', 'start_time', 'end_time', 'headway_secs'],
  'feed_info.txt': ['feed_start_date', 'feed_end_date'],
};

/** Indexes of the columns `handler(file, columns)` reads. */
export function factColumns(file: string, columns: readonly string[]): number[] {
  return (FACT_FIELDS[file] ?? []).map((f) => columns.indexOf(f)).filter((i) => i >= 0);
}

/** SideFacts as plain data, to send to another thread. */
export interface SideFactsData {
  routes: Map<number, string>;
  trips: Map<number, TripFacts>;
  stopIds: Set<string>;
  shapeIds: Set<string>;
  weekly: WeeklyService[];
  exceptions: ServiceException[];
  frequencies: Frequency[];
  stopTimes: Pick<StopTimeColumns, 'n' | 'trip' | 'stop' | 'seq' | 'arr' | 'dep' | 'grouped'>;
  feedStart: number | null;
  feedEnd: number | null;
  /** This side's interned ids, by number. */
  ids: { trips: readonly string[]; stops: readonly string[]; routes: readonly string[] };
}

export class SideFacts {
  /** Route name (short, else long) by interned route id. */
  readonly routes = new Map<number, string>();
  readonly trips = new Map<number, TripFacts>();
  readonly stopIds = new Set<string>();
  readonly shapeIds = new Set<string>();
  readonly weekly: WeeklyService[] = [];
  readonly exceptions: ServiceException[] = [];
  readonly frequencies: Frequency[] = [];
  readonly stopTimes = new StopTimeColumns();
  feedStart: number | null = null;
  feedEnd: number | null = null;

  constructor(readonly ids: SharedIds) {}

  /** The facts as plain data (ids as this side's own), and the buffers to transfer to another thread. */
  toData(): { data: SideFactsData; transfer: ArrayBuffer[] } {
    const st = this.stopTimes;
    const { routes, trips, stopIds, shapeIds, weekly, exceptions, frequencies, feedStart, feedEnd } = this;
    const { n, trip, stop, seq, arr, dep, grouped } = st;
    const columns = { n, trip, stop, seq, arr, dep, grouped };
    const data: SideFactsData = {
      ...{ routes, trips, stopIds, shapeIds, weekly, exceptions, frequencies, feedStart, feedEnd },
      stopTimes: columns,
      ids: { trips: this.ids.trips.ids, stops: this.ids.stops.ids, routes: this.ids.routes.ids },
    };
    const arrays = [trip, stop, seq, arr, dep, ...(grouped ? Object.values(grouped) : [])] as Int32Array[];
    return { data, transfer: [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))] };
  }

  /** Facts read in another thread, their ids interned again in `ids` (in the order first seen there). */
  static fromData(d: SideFactsData, ids: SharedIds): SideFacts {
    const remap = (local: readonly string[], shared: Interner) =>
      Int32Array.from(local, (id) => shared.intern(id));
    const routeOf = remap(d.ids.routes, ids.routes);
    const tripOf = remap(d.ids.trips, ids.trips);
    const stopOf = remap(d.ids.stops, ids.stops);
    const f = new SideFacts(ids);
    for (const [r, name] of d.routes) f.routes.set(routeOf[r]!, name);
    for (const [t, trip] of d.trips) f.trips.set(tripOf[t]!, { ...trip, route: routeOf[trip.route]! });
    for (const s of d.stopIds) f.stopIds.add(s);
    for (const s of d.shapeIds) f.shapeIds.add(s);
    f.weekly.push(...d.weekly);
    f.exceptions.push(...d.exceptions);
    for (const x of d.frequencies) f.frequencies.push({ ...x, trip: tripOf[x.trip]! });
    const st = d.stopTimes;
    for (let i = 0; i < st.n; i++) {
      st.trip[i] = tripOf[st.trip[i]!]!;
      st.stop[i] = stopOf[st.stop[i]!]!;
    }
    const trips = st.grouped?.trips;
    for (let g = 0; trips && g < trips.length; g++) trips[g] = tripOf[trips[g]!]!;
    Object.assign(f.stopTimes, st);
    f.feedStart = d.feedStart;
    f.feedEnd = d.feedEnd;
    return f;
  }

  /** A handler for the rows of `file` with these columns, or null when the analysis needs none. */
  handler(file: string, columns: readonly string[]): RowHandler | null {
    const col = (name: string) => columns.indexOf(name);
    const get = (cells: readonly string[], i: number) => (i < 0 ? '' : cells[i]!);
    const ids = this.ids;
    switch (file) {
      case 'routes.txt': {
        const [id, short, long] = [col('route_id'), col('route_short_name'), col('route_long_name')];
        return (c) => this.routes.set(intern(ids.routes, get(c, id)), get(c, short) || get(c, long));
      }
      case 'trips.txt': {
        const [id, route, dir, service] = ['trip_id', 'route_id', 'direction_id', 'service_id'].map(col) as [
          number,
          number,
          number,
          number,
        ];
        return (c) => {
          const d = get(c, dir);
          this.trips.set(intern(ids.trips, get(c, id)), {
            route: intern(ids.routes, get(c, route)),
            direction: d === '0' ? 0 : d === '1' ? 1 : null,
            service: get(c, service),
          });
        };
      }
      case 'stop_times.txt': {
        const [trip, stop, seq, arr, dep] = STOP_TIME_FIELDS.map(col) as [
          number,
          number,
          number,
          number,
          number,
        ];
        const st = this.stopTimes;
        // A trip's rows usually come together: its id is interned once per run of rows.
        let lastTrip = '';
        let lastIndex = -1;
        return (c) => {
          const s = get(c, seq);
          const t = get(c, trip);
          if (t !== lastTrip || lastIndex < 0) [lastTrip, lastIndex] = [t, intern(ids.trips, t)];
          st.push(
            lastIndex,
            intern(ids.stops, get(c, stop)),
            s === '' ? NaN : Number(s),
            seconds(get(c, arr)),
            seconds(get(c, dep)),
          );
        };
      }
      case 'stops.txt': {
        const id = col('stop_id');
        return (c) => this.stopIds.add(get(c, id));
      }
      case 'shapes.txt': {
        const id = col('shape_id');
        return (c) => this.shapeIds.add(get(c, id));
      }
      case 'calendar.txt': {
        const [id, start, end] = [col('service_id'), col('start_date'), col('end_date')];
        const days = WEEK.map(col);
        return (c) =>
          this.weekly.push({
            serviceId: get(c, id),
            start: gtfsDay(get(c, start)),
            end: gtfsDay(get(c, end)),
            days: days.map((d) => (get(c, d) === '1' ? 1 : 0)),
          });
      }
      case 'calendar_dates.txt': {
        const [id, date, type] = [col('service_id'), col('date'), col('exception_type')];
        return (c) => {
          const day = gtfsDay(get(c, date));
          const t = get(c, type);
          if (day !== null)
            this.exceptions.push({ serviceId: get(c, id), day, type: t === '' ? null : Number(t) });
        };
      }
      case 'frequencies.txt': {
        const [trip, start, end, headway] = ['trip_id', 'start_time', 'end_time', 'headway_secs'].map(
          col,
        ) as [number, number, number, number];
        return (c) => {
          const f = {
            trip: intern(ids.trips, get(c, trip)),
            start: seconds(get(c, start)),
            end: seconds(get(c, end)),
            headway: Number(get(c, headway)),
          };
          if (f.start >= 0 && f.end > f.start && f.headway > 0) this.frequencies.push(f);
        };
      }
      case 'feed_info.txt': {
        const [start, end] = [col('feed_start_date'), col('feed_end_date')];
        return (c) => {
          this.feedStart = gtfsDay(get(c, start));
          this.feedEnd = gtfsDay(get(c, end));
        };
      }
      default:
        return null;
    }
  }
}

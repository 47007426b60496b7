// The diff engine's public types: what a caller gives (two sides, each a set of tables of text rows
// with an optional identity per row) and what it gets back (row changes in MobilityData's gtfs_diff
// form, service per route, direction and date, and the risks). Additive changes only: the server's
// releases and the CLI both code against these.

/** One row of one side: GTFS text by column name, as it is (or would be) written in the file. */
export interface DiffRow {
  /** Cell text by column name: dates `YYYYMMDD`, times `HH:MM:SS`; a missing column or `''` is empty. */
  values: Readonly<Record<string, string>>;
  /**
   * The row's identity across the two versions. Rows with equal identity are the same row (an update
   * when their values differ). Default: the values of the table's GTFS primary key (stop_id,
   * (trip_id, stop_sequence), ...; every column for a file without one). The server passes its
   * stable row ids, so a renamed stop_id is an update of the stop_id field, not a delete and an add.
   */
  identity?: string;
}

/**
 * The rows of one table: an array (or any iterable) of rows, or an async iterable of batches (e.g.
 * a database cursor). Consumed once.
 */
export type DiffRows = Iterable<DiffRow> | AsyncIterable<readonly DiffRow[]>;

export interface DiffTable {
  /** Column names in file order. Column changes between the sides are reported as column targets. */
  columns: readonly string[];
  rows: DiffRows;
  /**
   * Instead of `rows`, for big files: batches of cells in `columns` order (no object per row), each
   * row keyed by the table's GTFS key. When given, `rows` is not read.
   */
  cells?: AsyncIterable<readonly string[][]>;
  /** The file's size in bytes, when known: the digest sizes its stores from it instead of growing them. */
  bytes?: number;
}

/** One version of a feed. */
export interface DiffSide {
  /** Tables by file name (`stops.txt`), GTFS or not; a file absent here is absent from the version. */
  tables: Readonly<Record<string, DiffTable>>;
  /**
   * Files present in the version that are not given as tables (e.g. a PDF), for file add/delete.
   * Their contents are not compared.
   */
  otherFiles?: readonly string[];
  /**
   * Validator notices of severity ERROR, count by notice code (see `errorNoticeCounts`). When both
   * sides have them, codes the new version has more of are the `new_error_notices` risk.
   */
  errorNotices?: Readonly<Record<string, number>>;
}

export interface DiffOptions {
  /** `YYYY-MM-DD`; default the local date. Only `feed_expires_soon` depends on it. */
  today?: string;
  /** Most row changes listed (every change is still counted in `tables`). Default 100,000. */
  maxRowChanges?: number;
  /** Aborting stops the work promptly (the promise rejects with the signal's reason). */
  signal?: AbortSignal;
}

// ---- Result ----

/** A change in MobilityData's gtfs_diff format (its columns, as JSON). */
export interface RowChange {
  /** 1-based, in output order: file targets, then columns, then rows. */
  id: number;
  file: string;
  action: 'add' | 'delete' | 'update';
  target: 'file' | 'column' | 'row';
  /** `{filename}` for a file, `{column}` for a column, the key fields' values for a row. */
  identifier: Record<string, string>;
  /** Deleted row: all its values. Updated row: the changed fields' old values. */
  initial_value?: Record<string, string>;
  /** Added row: all its values. Updated row: the changed fields' new values. */
  new_value?: Record<string, string>;
  /** The caller's identity of the row, when it supplied one. */
  identity?: string;
}

/** Row counts of one file in each version and what changed. */
export interface TableCounts {
  file: string;
  old_rows: number;
  new_rows: number;
  added: number;
  deleted: number;
  updated: number;
}

/** Scheduled service of one route and direction on one date (or of a whole date). */
export interface ServiceFigures {
  trips: number;
  /** Sum of trip durations (first departure to last arrival), hours, 2 decimals. */
  hours: number;
  /** Earliest trip start (departure at its first stop), `HH:MM:SS` (may pass 24:00:00); null without trips. */
  first_departure: string | null;
  /** Latest trip start, `HH:MM:SS`; null without trips. */
  last_departure: string | null;
}

/** A route, direction and date whose service differs; `old` or `new` is null where there is none. */
export interface ServiceChange {
  route_id: string;
  /** `0`, `1`, or null when trips.txt leaves it empty. */
  direction_id: number | null;
  /** `YYYY-MM-DD`. */
  date: string;
  old: ServiceFigures | null;
  new: ServiceFigures | null;
}

/** The whole feed's trips and hours on one date of the window, in both versions (every date listed). */
export interface ServiceDay {
  date: string;
  old: { trips: number; hours: number };
  new: { trips: number; hours: number };
}

/** A route's trips and hours summed over the window, in both versions (every route of either). */
export interface RouteService {
  route_id: string;
  /** route_short_name, else route_long_name, of the newer version holding the route. */
  name: string;
  old: { trips: number; hours: number } | null;
  new: { trips: number; hours: number } | null;
}

/** The dates compared: the union of both versions' validity, at most 400 days. */
export interface ServiceWindow {
  start: string | null;
  end: string | null;
  /** True when the union was longer than 400 days and `end` was cut. */
  truncated: boolean;
}

/** A stop whose position appears, disappears or changes (for a map). */
export interface StopChange {
  stop_id: string;
  change: 'added' | 'removed' | 'moved';
  /** [lon, lat] in the old version (removed, moved). */
  from?: [number, number];
  /** [lon, lat] in the new version (added, moved). */
  to?: [number, number];
  /** Distance moved, metres (moved only; listed from 1 m). */
  metres?: number;
  /** The caller's identity of the row, when it supplied one. */
  identity?: string;
}

export type Risk =
  | { code: 'route_removed'; route_id: string }
  /** A route (or, with route_id null, the whole feed) had trips on the date and has none now. */
  | { code: 'service_dropped_on_date'; route_id: string | null; date: string }
  | { code: 'stop_moved'; stop_id: string; metres: number }
  /** An id realtime feeds reference (stop_id, route_id, trip_id) is gone. */
  | { code: 'id_removed'; file: 'stops.txt' | 'routes.txt' | 'trips.txt'; id: string }
  /** Same stops in the same order, with other stop_sequence values. */
  | { code: 'stop_sequence_renumbered'; trip_id: string }
  | { code: 'feed_end_shortened'; old: string; new: string }
  | { code: 'feed_expires_soon'; date: string }
  | { code: 'new_error_notices'; notices: { code: string; old: number; new: number }[] };

export type RiskCode = Risk['code'];

export interface DiffResult {
  /** Row-level changes (gtfs_diff format), capped at `maxRowChanges`. */
  rows: RowChange[];
  /** True when `rows` was cut at `maxRowChanges`. */
  rows_truncated: boolean;
  tables: TableCounts[];
  service: ServiceChange[];
  service_days: ServiceDay[];
  service_routes: RouteService[];
  service_window: ServiceWindow;
  stops: StopChange[];
  /** shape_ids added, removed or with changed points. */
  shapes: { shape_id: string; change: 'added' | 'removed' | 'changed' }[];
  risks: Risk[];
  /** Each version's validity (`YYYY-MM-DD`): feed_info's dates, else the first and last date with service. */
  validity: {
    old: { start: string | null; end: string | null };
    new: { start: string | null; end: string | null };
  };
  /**
   * Set only when a version was to be validated (ZipVersion.validate) and the validator failed: why.
   * There is then no new_error_notices risk.
   */
  validation_failed?: string;
}

/** A side read from a GTFS zip by `readDiffInput`; `close()` it once the diff is done. */
export interface ZipDiffSide extends DiffSide {
  close(): void;
}

/*
 * The engine's functions (diff/index.ts):
 * - `diffFeeds(old: DiffSide, new: DiffSide, options?: DiffOptions): Promise<DiffResult>`
 * - `readDiffInput(source: ZipSource): Promise<ZipDiffSide>`: a zip's tables, rows keyed by GTFS keys
 * - `errorNoticeCounts(report: JsonReport): Record<string, number>`: a validation report's errors by code
 */

// diffFeeds: digests each version (its rows in row stores, its facts), compares them table by table,
// and derives the service comparison and the risks.
import { dayNumber, isoDay } from '../calendar/days.js';
import { sharedIds, type SharedIds } from './facts.js';
import { findRisks } from './risks.js';
import { checkAborted, digestSide, type SideDigest, type TableDigest } from './side-digest.js';
import { RowWatch } from './row-watch.js';
import { buckets, hours, layOut, serviceChanges, serviceWindow, type Buckets } from './service.js';
import { TableDiff, type ChangeSink } from './table-diff.js';
import type {
  DiffOptions,
  DiffResult,
  DiffSide,
  RouteService,
  RowChange,
  ServiceDay,
  TableCounts,
} from './types.js';

type Change = Omit<RowChange, 'id'>;

function localToday(): string {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

function fileAndColumnChanges(old: SideDigest, next: SideDigest): Change[] {
  const files = (s: SideDigest) => new Set([...s.tables.map((t) => t.file), ...s.otherFiles]);
  const [a, b] = [files(old), files(next)];
  const columns = (s: SideDigest) => new Map(s.tables.map((t) => [t.file, t.columns]));
  const [oldColumns, newColumns] = [columns(old), columns(next)];
  const out: Change[] = [];
  for (const f of [...a].sort())
    if (!b.has(f)) out.push({ file: f, action: 'delete', target: 'file', identifier: { filename: f } });
  for (const f of [...b].sort())
    if (!a.has(f)) out.push({ file: f, action: 'add', target: 'file', identifier: { filename: f } });
  for (const f of [...oldColumns.keys()].sort()) {
    const n = newColumns.get(f);
    if (!n) continue;
    const o = oldColumns.get(f)!;
    for (const c of o)
      if (!n.includes(c))
        out.push({ file: f, action: 'delete', target: 'column', identifier: { column: c } });
    for (const c of n)
      if (!o.includes(c)) out.push({ file: f, action: 'add', target: 'column', identifier: { column: c } });
  }
  return out;
}

function totals(b: Map<string, Buckets>, length: number) {
  const trips = new Float64Array(length);
  const secs = new Float64Array(length);
  const routes = new Map<number, { trips: number; secs: number }>();
  for (const x of b.values()) {
    const r = routes.get(x.route) ?? { trips: 0, secs: 0 };
    routes.set(x.route, r);
    for (let i = 0; i < length; i++) {
      trips[i]! += x.trips[i]!;
      secs[i]! += x.secs[i]!;
      r.trips += x.trips[i]!;
      r.secs += x.secs[i]!;
    }
  }
  return { trips, secs, routes };
}

/** Compares two versions, each read once. */
export async function diffFeeds(
  oldSide: DiffSide,
  newSide: DiffSide,
  options: DiffOptions = {},
): Promise<DiffResult> {
  const ids = sharedIds();
  const oldDigest = await digestSide(oldSide, ids, options.signal);
  const newDigest = await digestSide(newSide, ids, options.signal);
  return compareDigests(oldDigest, newDigest, ids, options);
}

/** The diff of two digested versions whose ids are interned in `ids`. */
export function compareDigests(
  oldSide: SideDigest,
  newSide: SideDigest,
  ids: SharedIds,
  options: DiffOptions = {},
): DiffResult {
  return finishDiff(oldSide, newSide, compareTables(oldSide.tables, newSide.tables, options), ids, options);
}

/** The row-level comparison of two versions' tables, and what the changed rows told. */
export interface ComparedTables {
  tables: TableCounts[];
  sink: ChangeSink;
  watch: RowWatch;
}

/** Compares the tables (their rows alone: no facts, no ids), each new row with its old one. */
export function compareTables(
  oldTables: readonly TableDigest[],
  newTables: readonly TableDigest[],
  options: DiffOptions = {},
): ComparedTables {
  const { signal } = options;
  const sink: ChangeSink = { rows: [], max: options.maxRowChanges ?? 100_000, truncated: false };
  // Rows of a file only one version has are told by the file change, not listed one by one.
  const unlisted: ChangeSink = { rows: [], max: 0, truncated: false };
  const watch = new RowWatch();
  const diffs = new Map<string, TableDiff>();
  const newFiles = new Set(newTables.map((t) => t.file));
  for (const t of oldTables)
    diffs.set(t.file, new TableDiff(t.file, t, newFiles.has(t.file) ? sink : unlisted, watch.events(t.file)));
  for (const t of newTables) {
    let td = diffs.get(t.file);
    if (!td) diffs.set(t.file, (td = new TableDiff(t.file, undefined, unlisted, watch.events(t.file))));
    td.compare(t, signal);
  }
  const tables = [...diffs.values()].map((d) => d.finish()).sort((a, b) => a.file.localeCompare(b.file));
  checkAborted(signal);
  return { tables, sink, watch };
}

/** The service comparison and the risks, from both versions' facts and their compared tables. */
export function finishDiff(
  oldSide: SideDigest,
  newSide: SideDigest,
  { tables, sink, watch }: ComparedTables,
  ids: SharedIds,
  options: DiffOptions = {},
): DiffResult {
  const facts = [oldSide.facts, newSide.facts] as const;

  // A route renamed in place (same identity) keeps its service under its new id.
  for (const t of facts[0].trips.values()) {
    const renamed = watch.routeRenames.get(ids.routes.ids[t.route]!);
    if (renamed !== undefined) t.route = ids.routes.intern(renamed);
  }
  const tripCount = ids.trips.size;
  const sides = [layOut(facts[0], tripCount), layOut(facts[1], tripCount)] as const;
  const { from, length, window } = serviceWindow(sides[0], sides[1]);
  const [ob, nb] = [buckets(sides[0], from, length), buckets(sides[1], from, length)];
  const routeId = (r: number) => ids.routes.ids[r]!;
  const risks = findRisks(
    {
      old: sides[0],
      new: sides[1],
      oldBuckets: ob,
      newBuckets: nb,
      from,
      length,
      removedRoutes: watch.removedRoutes,
      moves: watch.moves(),
      routeId,
      tripId: (t) => ids.trips.ids[t]!,
      today: dayNumber(options.today ?? localToday()),
      oldNotices: oldSide.errorNotices,
      newNotices: newSide.errorNotices,
    },
    (id) => ids.routes.intern(id),
  );

  const [ot, nt] = [totals(ob, length), totals(nb, length)];
  const serviceDays: ServiceDay[] = [];
  for (let i = 0; i < length; i++)
    serviceDays.push({
      date: isoDay(from + i),
      old: { trips: ot.trips[i]!, hours: hours(ot.secs[i]!) },
      new: { trips: nt.trips[i]!, hours: hours(nt.secs[i]!) },
    });
  const routeIds = new Set([...facts[0].routes.keys(), ...facts[1].routes.keys()]);
  const figures = (x: { trips: number; secs: number } | undefined, known: boolean) =>
    known ? { trips: x?.trips ?? 0, hours: hours(x?.secs ?? 0) } : null;
  const serviceRoutes: RouteService[] = [...routeIds]
    .map((r) => ({
      route_id: routeId(r),
      name: facts[1].routes.get(r) ?? facts[0].routes.get(r) ?? '',
      old: figures(ot.routes.get(r), facts[0].routes.has(r)),
      new: figures(nt.routes.get(r), facts[1].routes.has(r)),
    }))
    .sort((a, b) => a.route_id.localeCompare(b.route_id));

  // Rows by file (a stable sort keeps each file's own order), whatever order the tables came in.
  const byFile = sink.rows.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  const listed = [...fileAndColumnChanges(oldSide, newSide), ...byFile];
  const day = (d: number | null) => (d === null ? null : isoDay(d));
  const failed = oldSide.validationFailed ?? newSide.validationFailed;
  return {
    rows: listed.map((c, i) => ({ id: i + 1, ...c })),
    rows_truncated: sink.truncated,
    tables,
    service: serviceChanges(ob, nb, from, length, routeId),
    service_days: serviceDays,
    service_routes: serviceRoutes,
    service_window: window,
    stops: watch.stops,
    shapes: watch.shapes(facts[0].shapeIds, facts[1].shapeIds),
    risks,
    validity: {
      old: { start: day(sides[0].start), end: day(sides[0].end) },
      new: { start: day(sides[1].start), end: day(sides[1].end) },
    },
    ...(failed !== undefined && { validation_failed: failed }),
  };
}

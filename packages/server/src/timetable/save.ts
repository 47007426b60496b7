// One timetable change set in one transaction: times of existing trips (and their added or removed
// stops), new trips copied from a template trip, deleted trips. Every trip touched must still carry
// the stamp it was read with (409 naming those that changed); errors answer per trip, per stop.
import type { FastifyRequest } from 'fastify';
import { assignSequences, parseClock, stop_times, stops, trips, type Value } from '@ruta/gtfs';
import { fieldErrors, HttpError, type FieldErrors } from '../http/errors.js';
import { usages } from '../tables/checks.js';
import { insertRow, query, selectList, tableIdent, valuesOf, type Q } from '../tables/sql.js';
import type { DbRow } from '../tables/codec.js';
import { touchProject } from '../tables/touch.js';
import { cellsOf, stampOf, tripsOf, type Direction } from './read.js';
import { parseChangeSet, type CellInput, type ChangeSet } from './change-set.js';

type CellErrors = Record<string, string[]>;

/** Times of one trip's list: each parses, arrival ≤ departure, and none goes back in time. */
function checkCells(cells: readonly CellInput[], knownStops: Set<string>, t: FastifyRequest['t']) {
  const errors: CellErrors[] = [];
  const parsed: { stop_id: string; arrival: number | null; departure: number | null }[] = [];
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

/** Inserts stop times (a trip's new ones) in one statement of arrays, whatever their number. */
async function insertCells(
  db: Q,
  projectId: number,
  rows: {
    trip_id: string;
    stop_id: string;
    seq: number;
    arrival: number | null;
    departure: number | null;
    copy?: Record<string, Value>;
  }[],
) {
  if (!rows.length) return;
  const extra = stop_times.fields.filter(
    (f) => !['trip_id', 'stop_id', 'stop_sequence', 'arrival_time', 'departure_time'].includes(f.name),
  );
  const cols = [
    'trip_id',
    'stop_id',
    'stop_sequence',
    'arrival_time',
    'departure_time',
    ...extra.map((f) => f.sqlName),
  ];
  const types = ['text', 'text', 'integer', 'integer', 'integer', ...extra.map(() => 'text')];
  const arrays = [
    rows.map((r) => r.trip_id),
    rows.map((r) => r.stop_id),
    rows.map((r) => r.seq),
    rows.map((r) => r.arrival),
    rows.map((r) => r.departure),
    ...extra.map((f) =>
      rows.map((r) => ((r.copy?.[f.name] ?? null) === null ? null : String(r.copy![f.name]))),
    ),
  ];
  const cast = (kind: string | undefined) =>
    kind === 'integer' || kind === 'enum' || kind === 'time'
      ? '::integer'
      : kind === 'float'
        ? '::double precision'
        : kind === 'date'
          ? '::date'
          : '';
  const sel = cols.map((c, i) => `u.c${i}${i < 5 ? '' : cast(extra[i - 5]!.kind)}`);
  await query(
    db,
    `INSERT INTO ${tableIdent(stop_times)} (project_id, ${cols.map((c) => JSON.stringify(c)).join(', ')})
     SELECT $1, ${sel.join(', ')} FROM unnest(${arrays.map((_, i) => `$${i + 2}::${types[i]}[]`).join(', ')})
     AS u(${cols.map((_, i) => `c${i}`).join(', ')})`,
    [projectId, ...arrays],
  );
}

export async function saveTimetable(db: Q, request: FastifyRequest, projectId: number) {
  const t = request.t;
  const change: ChangeSet = parseChangeSet(request.body, t);
  const direction: Direction = change.direction_id === null ? 'none' : change.direction_id;
  return db.transaction().execute(async (trx) => {
    const routeTrips = new Map(
      (await tripsOf(trx, projectId, change.route_id, direction, true)).map((r) => [r.id, r]),
    );
    const touched = [...change.updated, ...change.deleted];
    const cells = await cellsOf(
      trx,
      projectId,
      touched
        .map((u) => routeTrips.get(u.id))
        .filter((r): r is DbRow => !!r)
        .map((r) => String(r.trip_id)),
    );
    const stale = touched.filter((u) => {
      const row = routeTrips.get(u.id);
      return !row || stampOf(row.version, cells.get(String(row.trip_id)) ?? []) !== u.stamp;
    });
    if (stale.length) {
      const names = stale.map((u) => String(routeTrips.get(u.id)?.trip_id ?? u.trip_id ?? u.id));
      throw new HttpError(409, {
        detail: t('timetable_stale', { trips: names.join(', ') }),
        trips: names,
      } as never);
    }

    const stopIds = [
      ...new Set([...change.updated, ...change.inserted].flatMap((x) => x.stop_times.map((c) => c.stop_id))),
    ];
    const knownStops = new Set(
      (
        await query<{ stop_id: string }>(
          trx,
          `SELECT DISTINCT stop_id FROM ${tableIdent(stops)} WHERE project_id = $1 AND stop_id = ANY($2::text[])`,
          [projectId, stopIds],
        )
      ).map((r) => r.stop_id),
    );
    const errors: {
      updated: Record<string, FieldErrors>;
      inserted: FieldErrors[];
      deleted: Record<string, string[]>;
    } = {
      updated: {},
      inserted: [],
      deleted: {},
    };
    let bad = 0;
    const updates = change.updated.map((u) => {
      const check = checkCells(u.stop_times, knownStops, t);
      if (check.errors) {
        errors.updated[u.id] = { stop_times: check.errors as never };
        bad++;
      }
      return { u, parsed: check.parsed, row: routeTrips.get(u.id)! };
    });
    const newIds = change.inserted.map((i) => i.trip_id);
    const taken = new Set(
      (
        await query<{ trip_id: string }>(
          trx,
          `SELECT trip_id FROM ${tableIdent(trips)} WHERE project_id = $1 AND trip_id = ANY($2::text[])`,
          [projectId, newIds],
        )
      ).map((r) => r.trip_id),
    );
    const deletedIds = new Set(change.deleted.map((d) => String(routeTrips.get(d.id)!.trip_id)));
    const seen = new Set<string>();
    const inserts = change.inserted.map((ins) => {
      const e: FieldErrors = {};
      if (!ins.trip_id) e.trip_id = [t('timetable_trip_id_required')];
      else if ((taken.has(ins.trip_id) && !deletedIds.has(ins.trip_id)) || seen.has(ins.trip_id))
        e.trip_id = [t('timetable_trip_id_taken', { id: ins.trip_id })];
      seen.add(ins.trip_id);
      const template = routeTrips.get(ins.template);
      if (!template) e.non_field_errors = [t('timetable_template_missing')];
      const check = checkCells(ins.stop_times, knownStops, t);
      if (check.errors) e.stop_times = check.errors as never;
      if (Object.keys(e).length) bad++;
      errors.inserted.push(e);
      return { ins, parsed: check.parsed, template };
    });
    for (const d of change.deleted) {
      const row = routeTrips.get(d.id)!;
      const uses = await usages(
        trx,
        trips,
        projectId,
        valuesOf(trips, row),
        { where: 'id = $1', params: [row.id] },
        request.lang,
        [stop_times],
      );
      if (uses) {
        errors.deleted[d.id] = [t('timetable_in_use', { uses })];
        bad++;
      }
    }
    if (bad)
      throw fieldErrors({
        ...errors,
        non_field_errors: [t('timetable_has_errors', { count: bad })],
      } as never);

    // Deletes first, so a new trip may take a deleted one's trip_id.
    for (const d of change.deleted) {
      const tripId = String(routeTrips.get(d.id)!.trip_id);
      await query(trx, `DELETE FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2`, [
        projectId,
        tripId,
      ]);
      await query(trx, `DELETE FROM ${tableIdent(trips)} WHERE project_id = $1 AND id = $2`, [
        projectId,
        d.id,
      ]);
    }
    await writeUpdates(trx, projectId, updates, cells);
    await writeInserts(trx, projectId, inserts);
    if (touched.length || inserts.length) await touchProject(trx, projectId, stop_times);
  });
}

async function writeUpdates(
  db: Q,
  projectId: number,
  updates: {
    u: ChangeSet['updated'][number];
    parsed: { stop_id: string; arrival: number | null; departure: number | null }[];
    row: DbRow;
  }[],
  cells: Awaited<ReturnType<typeof cellsOf>>,
) {
  const ids: number[] = [];
  const seqs: number[] = [];
  const arrivals: (number | null)[] = [];
  const departures: (number | null)[] = [];
  const added: Parameters<typeof insertCells>[2] = [];
  const removed: number[] = [];
  for (const { u, parsed, row } of updates) {
    const tripId = String(row.trip_id);
    const stored = new Map((cells.get(tripId) ?? []).map((c) => [c.id, c]));
    const sequences = assignSequences(
      u.stop_times.map((c) => (c.id !== undefined ? (stored.get(c.id)?.stop_sequence ?? null) : null)),
    );
    const kept = new Set<number>();
    u.stop_times.forEach((c, i) => {
      const p = parsed[i]!;
      const old = c.id !== undefined ? stored.get(c.id) : undefined;
      if (old) {
        kept.add(old.id);
        const same =
          old.stop_sequence === sequences[i] &&
          (old.arrival_time === null ? null : parseClock(old.arrival_time)) === p.arrival &&
          (old.departure_time === null ? null : parseClock(old.departure_time)) === p.departure;
        if (same) return;
        ids.push(old.id);
        seqs.push(sequences[i]!);
        arrivals.push(p.arrival);
        departures.push(p.departure);
      } else {
        added.push({
          trip_id: tripId,
          stop_id: p.stop_id,
          seq: sequences[i]!,
          arrival: p.arrival,
          departure: p.departure,
        });
      }
    });
    for (const id of stored.keys()) if (!kept.has(id)) removed.push(id);
  }
  if (removed.length)
    await query(
      db,
      `DELETE FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND id = ANY($2::bigint[])`,
      [projectId, removed],
    );
  if (ids.length) {
    // Sequences may swap places between rows: no unique index forbids a transient clash.
    await query(
      db,
      `UPDATE ${tableIdent(stop_times)} s SET stop_sequence = u.seq, arrival_time = u.arr, departure_time = u.dep, version = s.version + 1
       FROM unnest($2::bigint[], $3::integer[], $4::integer[], $5::integer[]) AS u(id, seq, arr, dep)
       WHERE s.project_id = $1 AND s.id = u.id`,
      [projectId, ids, seqs, arrivals, departures],
    );
  }
  await insertCells(db, projectId, added);
}

async function writeInserts(
  db: Q,
  projectId: number,
  inserts: {
    ins: ChangeSet['inserted'][number];
    parsed: { stop_id: string; arrival: number | null; departure: number | null }[];
    template: DbRow | undefined;
  }[],
) {
  const rows: Parameters<typeof insertCells>[2] = [];
  for (const { ins, parsed, template } of inserts) {
    await insertRow(db, trips, projectId, { ...valuesOf(trips, template!), trip_id: ins.trip_id });
    // The template's other stop-time fields (headsigns, pickup rules, distances) where the stop matches.
    const source = await query<DbRow>(
      db,
      `SELECT ${selectList(stop_times)} FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2 ORDER BY stop_sequence, id`,
      [projectId, template!.trip_id],
    );
    parsed.forEach((p, i) => {
      const from = source[i] && source[i].stop_id === p.stop_id ? valuesOf(stop_times, source[i]) : undefined;
      rows.push({
        trip_id: ins.trip_id,
        stop_id: p.stop_id,
        seq: i + 1,
        arrival: p.arrival,
        departure: p.departure,
        copy: from,
      });
    });
  }
  await insertCells(db, projectId, rows);
}

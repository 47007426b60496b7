// The writes of a checked change set: a trip's stop times updated in place, added or removed, and
// new trips copied from their template, each kind in as few statements as the arrays allow.
import type { Db } from '../db/connection.js';
import { assignSequences, stop_times, trips, type Value } from '@ruta/gtfs';
import { insertRow, query, selectList, tableIdent, valuesOf } from '../tables/sql.js';
import type { DbRow } from '../tables/codec.js';
import type { cellsOf } from './read.js';
import type { ChangeSet } from './change-set.js';
import type { ParsedCell } from './check-cells.js';
import type { TimesMoved } from '../history/describe.js';

/**
 * An integer array as PostgreSQL's text literal: the driver's own encoding quotes and escapes each
 * element, a noticeable part of a save that binds four arrays of 10,000.
 */
const intArray = (xs: readonly (number | null)[]) =>
  `{${xs.map((x) => (x === null ? 'NULL' : String(x))).join(',')}}`;

/** Inserts stop times (a trip's new ones) in one statement of arrays, whatever their number. */
async function insertCells(
  db: Db,
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

/** Deletes trips with their stop times (before any insert, so a new trip may take a deleted trip_id). */
export async function deleteTrips(db: Db, projectId: number, deleted: { id: number; trip_id: string }[]) {
  for (const d of deleted) {
    await query(db, `DELETE FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2`, [
      projectId,
      d.trip_id,
    ]);
    await query(db, `DELETE FROM ${tableIdent(trips)} WHERE project_id = $1 AND id = $2`, [projectId, d.id]);
  }
}

export async function writeUpdates(
  db: Db,
  projectId: number,
  updates: {
    u: ChangeSet['updated'][number];
    parsed: ParsedCell[];
    row: DbRow;
  }[],
  cells: Awaited<ReturnType<typeof cellsOf>>,
): Promise<TimesMoved> {
  const moved: TimesMoved = { deltas: new Set(), other: false };
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
          old.arrival_time === p.arrival &&
          old.departure_time === p.departure;
        if (same) return;
        if (old.stop_sequence !== sequences[i]) moved.other = true;
        if (old.arrival_time !== null && p.arrival !== null && old.arrival_time !== p.arrival)
          moved.deltas.add(p.arrival - old.arrival_time);
        if (old.departure_time !== null && p.departure !== null && old.departure_time !== p.departure)
          moved.deltas.add(p.departure - old.departure_time);
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
    // Sequences may swap places between rows: no unique index forbids a transient clash. The
    // `id = ANY` beside the join makes the planner look each row up by its key instead of hashing
    // the arrays against a scan of the project's whole partition.
    await query(
      db,
      `UPDATE ${tableIdent(stop_times)} s SET stop_sequence = u.seq, arrival_time = u.arr, departure_time = u.dep, version = s.version + 1
       FROM unnest($2::bigint[], $3::integer[], $4::integer[], $5::integer[]) AS u(id, seq, arr, dep)
       WHERE s.project_id = $1 AND s.id = u.id AND s.id = ANY($2::bigint[])`,
      [projectId, intArray(ids), intArray(seqs), intArray(arrivals), intArray(departures)],
    );
  }
  await insertCells(db, projectId, added);
  if (removed.length || added.length) moved.other = true;
  return moved;
}

export async function writeInserts(
  db: Db,
  projectId: number,
  inserts: {
    ins: ChangeSet['inserted'][number];
    parsed: ParsedCell[];
    template: DbRow | undefined;
  }[],
) {
  const rows: Parameters<typeof insertCells>[2] = [];
  for (const { ins, parsed, template } of inserts) {
    await insertRow(db, trips, projectId, {
      ...valuesOf(trips, template!),
      trip_id: ins.trip_id,
      ...(ins.service_id ? { service_id: ins.service_id } : {}),
    });
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

// The SQL of copying trips: the service's existence, the source trips with what their new ids are
// made of, the ids already taken, and the copies (trip rows and their stop times) themselves.
import type { Db } from '../db/connection.js';
import { calendar, calendar_dates, stop_times, trips } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { query, tableIdent } from '../tables/sql.js';

export interface SourceTrip {
  id: number;
  trip_id: string;
  route_id: string | null;
  direction_id: number | null;
  /** Seconds of its first departure (or arrival), null without stop times. */
  first: number | null;
  /** Seconds of its earliest time, null without stop times. */
  earliest: number | null;
}

export interface TripCopy {
  /** The source trip's trip_id. */
  source: string;
  trip_id: string;
  /** Seconds added to every time. */
  shift: number;
}

/** True when calendar.txt or calendar_dates.txt has the service. */
export async function serviceExists(db: Db, projectId: number, serviceId: string): Promise<boolean> {
  const rows = await query(
    db,
    `SELECT 1 FROM ${tableIdent(calendar)} WHERE project_id = $1 AND service_id = $2
     UNION ALL SELECT 1 FROM ${tableIdent(calendar_dates)} WHERE project_id = $1 AND service_id = $2 LIMIT 1`,
    [projectId, serviceId],
  );
  return rows.length > 0;
}

export async function sourceTrips(
  db: Db,
  projectId: number,
  tripIds: readonly string[],
): Promise<SourceTrip[]> {
  return query<SourceTrip>(
    db,
    `SELECT t.id::int AS id, t.trip_id, t.route_id, t.direction_id,
       (array_agg(coalesce(st.departure_time, st.arrival_time) ORDER BY st.stop_sequence)
         FILTER (WHERE coalesce(st.departure_time, st.arrival_time) IS NOT NULL))[1] AS first,
       least(min(st.arrival_time), min(st.departure_time)) AS earliest
     FROM ${tableIdent(trips)} t
     LEFT JOIN ${tableIdent(stop_times)} st ON st.project_id = t.project_id AND st.trip_id = t.trip_id
     WHERE t.project_id = $1 AND t.trip_id = ANY($2)
     GROUP BY t.id, t.trip_id, t.route_id, t.direction_id ORDER BY array_position($2, t.trip_id)`,
    [projectId, tripIds],
  );
}

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The trip ids taken among the bases and their counted forms (`base-2`, …). */
export async function takenIds(db: Db, projectId: number, bases: readonly string[]): Promise<Set<string>> {
  const rows = await query<{ trip_id: string }>(
    db,
    `SELECT trip_id FROM ${tableIdent(trips)}
     WHERE project_id = $1 AND (trip_id = ANY($2) OR trip_id LIKE ANY($3))`,
    [projectId, bases, bases.map((b) => `${likeEscaped(b)}-%`)],
  );
  return new Set(rows.map((r) => r.trip_id));
}

/**
 * Inserts the copies in order: each trip row as its source's with the new trip_id (and the new
 * service when given), each stop time as its source's with its times shifted. Answers the new rows.
 */
export async function insertCopies(
  db: Db,
  projectId: number,
  copies: readonly TripCopy[],
  serviceId: string | null,
): Promise<{ id: number; trip_id: string }[]> {
  const tripCols = trips.fields
    .filter((f) => f.name !== 'trip_id' && f.name !== 'service_id')
    .map((f) => ident(f.sqlName));
  const made = await query<{ id: number; trip_id: string }>(
    db,
    `INSERT INTO ${tableIdent(trips)} (project_id, trip_id, service_id, ${tripCols.join(', ')}, invalid, extras)
     SELECT $1, c.trip_id, coalesce($4, t.service_id), ${tripCols.map((c) => `t.${c}`).join(', ')}, t.invalid, t.extras
     FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS c(source, trip_id, n)
     JOIN ${tableIdent(trips)} t ON t.project_id = $1 AND t.trip_id = c.source
     ORDER BY c.n RETURNING id::int AS id, trip_id`,
    [projectId, copies.map((c) => c.source), copies.map((c) => c.trip_id), serviceId],
  );
  const stCols = stop_times.fields
    .filter((f) => !['trip_id', 'arrival_time', 'departure_time'].includes(f.name))
    .map((f) => ident(f.sqlName));
  // Times are integer seconds, so a shift is an addition; none goes below 00:00:00.
  await query(
    db,
    `INSERT INTO ${tableIdent(stop_times)} (project_id, trip_id, arrival_time, departure_time, ${stCols.join(', ')}, invalid, extras)
     SELECT $1, c.trip_id, CASE WHEN st.arrival_time IS NOT NULL THEN greatest(st.arrival_time + c.shift, 0) END,
       CASE WHEN st.departure_time IS NOT NULL THEN greatest(st.departure_time + c.shift, 0) END,
       ${stCols.map((c) => `st.${c}`).join(', ')}, st.invalid, st.extras
     FROM unnest($2::text[], $3::text[], $4::int[]) WITH ORDINALITY AS c(source, trip_id, shift, n)
     JOIN ${tableIdent(stop_times)} st ON st.project_id = $1 AND st.trip_id = c.source
     ORDER BY c.n, st.stop_sequence, st.id`,
    [projectId, copies.map((c) => c.source), copies.map((c) => c.trip_id), copies.map((c) => c.shift)],
  );
  return made;
}

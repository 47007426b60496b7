// The services of a route's trips in one direction, with what their days are computed from
// (calendar.txt's weekdays and dates, calendar_dates.txt's exceptions), for the timetable's service
// choice. The days in words are the web's to say, in the user's language (serviceDaysInWords).
import type { Db } from '../db/connection.js';
import { calendar, calendar_dates, trips, type ServiceCalendar } from '@ruta/gtfs';
import type { z } from 'zod';
import { query, tableIdent } from '../tables/sql.js';
import type { timetableServiceSchema } from './schemas.js';

/** The direction condition: a number, or 'none' for trips without direction_id. */
export type Direction = 0 | 1 | 'none';

/** A service as the timetable answers it (schemas.ts): its calendar, and its trips here. */
type TimetableService = z.infer<typeof timetableServiceSchema> & ServiceCalendar;

const WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

export const directionWhere = (direction: Direction, param: string) =>
  direction === 'none' ? 'direction_id IS NULL' : `direction_id = ${param}`;

/** Service ids in natural order: numbers in them compare as numbers ("2" before "13"). */
export const byServiceId = new Intl.Collator('en', { numeric: true }).compare;

export async function servicesOf(
  db: Db,
  projectId: number,
  routeId: string,
  direction: Direction,
): Promise<TimetableService[]> {
  const counts = await query<{ service_id: string; trips: string }>(
    db,
    `SELECT service_id, count(*) AS trips FROM ${tableIdent(trips)}
     WHERE project_id = $1 AND route_id = $2 AND service_id IS NOT NULL AND ${directionWhere(direction, '$3')}
     GROUP BY service_id ORDER BY service_id`,
    direction === 'none' ? [projectId, routeId] : [projectId, routeId, direction],
  );
  const ids = counts.map((c) => c.service_id);
  const calendars = await query<Record<string, unknown> & { service_id: string }>(
    db,
    `SELECT DISTINCT ON (service_id) service_id, ${WEEK.join(', ')},
       to_char(start_date, 'YYYYMMDD') AS start_date, to_char(end_date, 'YYYYMMDD') AS end_date
     FROM ${tableIdent(calendar)} WHERE project_id = $1 AND service_id = ANY($2::text[]) ORDER BY service_id, id`,
    [projectId, ids],
  );
  const exceptions = await query<{
    service_id: string;
    added: string;
    removed: string;
    first_added: string | null;
    last_added: string | null;
  }>(
    db,
    `SELECT service_id, count(*) FILTER (WHERE exception_type = 1) AS added,
       count(*) FILTER (WHERE exception_type = 2) AS removed,
       to_char(min(date) FILTER (WHERE exception_type = 1), 'YYYYMMDD') AS first_added,
       to_char(max(date) FILTER (WHERE exception_type = 1), 'YYYYMMDD') AS last_added
     FROM ${tableIdent(calendar_dates)} WHERE project_id = $1 AND service_id = ANY($2::text[]) GROUP BY service_id`,
    [projectId, ids],
  );
  const cal = new Map(calendars.map((c) => [c.service_id, c]));
  const exc = new Map(exceptions.map((e) => [e.service_id, e]));
  counts.sort((a, b) => byServiceId(a.service_id, b.service_id));
  return counts.map((c) => {
    const row = cal.get(c.service_id);
    const e = exc.get(c.service_id);
    return {
      service_id: c.service_id,
      trips: Number(c.trips),
      days: row ? WEEK.map((d) => Number(row[d]) === 1) : null,
      start_date: (row?.start_date as string | null) ?? null,
      end_date: (row?.end_date as string | null) ?? null,
      added: Number(e?.added ?? 0),
      removed: Number(e?.removed ?? 0),
      first_added: e?.first_added ?? null,
      last_added: e?.last_added ?? null,
    };
  });
}

// GET services/: the service ids of calendar and calendar_dates, for the fk selects of trips.
import type { Db } from '../db/connection.js';
import { calendar, calendar_dates } from '@ruta/gtfs';
import { likePattern, type ListParams } from './list.js';
import { query, tableIdent } from './sql.js';

export async function listServices(db: Db, projectId: number, p: ListParams) {
  const params: unknown[] = [projectId];
  let filter = '';
  if (p.search) {
    params.push(likePattern(p.search));
    filter = ' AND service_id ILIKE $2';
  }
  const ids = `SELECT service_id FROM ${tableIdent(calendar)} WHERE project_id = $1 AND service_id IS NOT NULL${filter}
    UNION SELECT service_id FROM ${tableIdent(calendar_dates)} WHERE project_id = $1 AND service_id IS NOT NULL${filter}`;
  const [count] = await query<{ n: number }>(db, `SELECT count(*)::int AS n FROM (${ids}) s`, params);
  const rows = await query<{ service_id: string }>(
    db,
    `SELECT service_id FROM (${ids}) s ORDER BY service_id ${p.orderBy.includes('DESC') ? 'DESC' : 'ASC'}
     LIMIT ${p.perPage} OFFSET ${(p.page - 1) * p.perPage}`,
    params,
  );
  return { rows: rows.map((r) => ({ id: r.service_id, service_id: r.service_id })), total: count?.n ?? 0 };
}

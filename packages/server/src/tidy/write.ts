// Writes a tidy plan's changes inside the caller's transaction: merged ids rewritten wherever the
// schema declares a reference to them, rows removed, calendars rebuilt. Nothing here opens or ends a
// transaction, so a change history can record the same statements as one batch.
import type { Db } from '../db/connection.js';
import {
  calendar,
  calendar_dates,
  ENTITY_REFERENCES,
  ENTITY_TABLES,
  gtfsDate,
  TABLES_BY_NAME,
  transfers,
  WEEKDAY_FIELDS,
  type Entity,
  type TidyChanges,
} from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { query, tableIdent } from '../tables/sql.js';

const isoDate = (day: number) => {
  const d = gtfsDate(day);
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}`;
};

async function rewriteReferences(
  db: Db,
  projectId: number,
  entity: 'stop' | 'service' | 'shape',
  map: Map<string, string>,
) {
  if (!map.size) return;
  const olds = [...map.keys()];
  const news = olds.map((o) => map.get(o)!);
  for (const r of ENTITY_REFERENCES.filter((x) => x.entity === entity)) {
    const col = ident(r.field);
    await query(
      db,
      `UPDATE ${tableIdent(r.table)} AS t SET ${col} = m.new, version = t.version + 1
         FROM unnest($2::text[], $3::text[]) AS m(old, new)
        WHERE t.project_id = $1 AND t.${col} = m.old`,
      [projectId, olds, news],
    );
  }
}

/** Transfers that became copies of an earlier one (both ends at one merged stop) are kept once. */
async function dropCopiedTransfers(db: Db, projectId: number, survivors: string[]) {
  if (!survivors.length) return;
  const same = [...transfers.fields.map((f) => ident(f.sqlName)), 'extras']
    .map((c) => `a.${c} IS NOT DISTINCT FROM b.${c}`)
    .join(' AND ');
  await query(
    db,
    `DELETE FROM ${tableIdent(transfers)} AS a USING ${tableIdent(transfers)} AS b
      WHERE a.project_id = $1 AND b.project_id = $1 AND b.id < a.id AND ${same}
        AND (a.from_stop_id = ANY($2::text[]) OR a.to_stop_id = ANY($2::text[]))`,
    [projectId, survivors],
  );
}

async function removeRows(db: Db, projectId: number, entity: Entity, ids: Set<string>) {
  if (!ids.size) return;
  const { tables, field } = ENTITY_TABLES[entity];
  for (const name of tables)
    await query(
      db,
      `DELETE FROM ${tableIdent(TABLES_BY_NAME.get(name)!)} WHERE project_id = $1 AND ${ident(field)} = ANY($2::text[])`,
      [projectId, [...ids]],
    );
}

/** Each rebuilt service keeps its calendar row (updated) and the calendar_dates rows it still has. */
async function rebuildCalendars(db: Db, projectId: number, changes: TidyChanges['calendars']) {
  if (!changes.size) return;
  const list = [...changes.values()];
  const withPattern = list.filter((c) => c.pattern);
  const cal = tableIdent(calendar);
  await query(db, `DELETE FROM ${cal} WHERE project_id = $1 AND service_id = ANY($2::text[])`, [
    projectId,
    list.filter((c) => !c.pattern).map((c) => c.serviceId),
  ]);
  for (const c of withPattern) {
    const p = c.pattern!;
    const days = WEEKDAY_FIELDS.map((_, w) => (p.mask & (1 << w) ? 1 : 0));
    const params = [projectId, c.serviceId, ...days, isoDate(p.start), isoDate(p.end)];
    const sets = WEEKDAY_FIELDS.map((f, i) => `${ident(f)} = $${i + 3}`).join(', ');
    const updated = await query(
      db,
      `UPDATE ${cal} SET ${sets}, start_date = $10::date, end_date = $11::date, version = version + 1,
              invalid = NULL WHERE project_id = $1 AND service_id = $2 RETURNING id`,
      params,
    );
    if (!updated.length)
      await query(
        db,
        `INSERT INTO ${cal} (project_id, service_id, ${WEEKDAY_FIELDS.map((f) => ident(f)).join(', ')}, start_date, end_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::date, $11::date)`,
        params,
      );
  }
  const services: string[] = [];
  const dates: string[] = [];
  const types: number[] = [];
  for (const c of list)
    for (const e of c.exceptions) {
      services.push(c.serviceId);
      dates.push(isoDate(e.day));
      types.push(e.type);
    }
  const cd = tableIdent(calendar_dates);
  await query(
    db,
    `DELETE FROM ${cd} AS t WHERE t.project_id = $1 AND t.service_id = ANY($5::text[])
       AND NOT EXISTS (SELECT 1 FROM unnest($2::text[], $3::date[], $4::int[]) AS n(s, d, e)
                        WHERE n.s = t.service_id AND n.d = t.date AND n.e = t.exception_type)`,
    [projectId, services, dates, types, list.map((c) => c.serviceId)],
  );
  await query(
    db,
    `INSERT INTO ${cd} (project_id, service_id, date, exception_type)
     SELECT $1, n.s, n.d, n.e FROM unnest($2::text[], $3::date[], $4::int[]) AS n(s, d, e)
      WHERE NOT EXISTS (SELECT 1 FROM ${cd} AS t
                         WHERE t.project_id = $1 AND t.service_id = n.s AND t.date = n.d AND t.exception_type = n.e)
      ORDER BY n.s, n.d`,
    [projectId, services, dates, types],
  );
}

export async function writeTidyChanges(db: Db, projectId: number, changes: TidyChanges): Promise<void> {
  await rewriteReferences(db, projectId, 'stop', changes.remap.stop);
  await dropCopiedTransfers(db, projectId, [...new Set(changes.remap.stop.values())]);
  await rewriteReferences(db, projectId, 'service', changes.remap.service);
  await rewriteReferences(db, projectId, 'shape', changes.remap.shape);
  for (const entity of Object.keys(changes.remove) as Entity[])
    await removeRows(db, projectId, entity, changes.remove[entity]);
  await rebuildCalendars(db, projectId, changes.calendars);
}

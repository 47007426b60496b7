// One timetable change set in one transaction: times of existing trips (and their added or removed
// stops), new trips copied from a template trip, deleted trips. Every trip touched must still carry
// the stamp it was read with (409 naming those that changed); errors answer per trip, per stop.
import type { Db } from '../db/connection.js';
import type { FastifyRequest } from 'fastify';
import { calendar, calendar_dates, stop_times, stops, trips } from '@ruta/gtfs';
import { fieldErrors, HttpError, type FieldErrors } from '../http/errors.js';
import { usages } from '../tables/checks.js';
import { query, tableIdent, valuesOf } from '../tables/sql.js';
import type { DbRow } from '../tables/codec.js';
import { touchProject } from '../tables/touch.js';
import { dbQuery } from '../files/store.js';
import { describeTimetableSave } from '../history/describe.js';
import { cellsOf, stampOf, tripsOf, type Direction } from './read.js';
import { parseChangeSet, type ChangeSet } from './change-set.js';
import { checkCells } from './check-cells.js';
import { deleteTrips, writeInserts, writeUpdates } from './write.js';

/** Saves the change set; answers whether it may have changed what the network sketch draws. */
export async function saveTimetable(
  db: Db,
  request: FastifyRequest,
  projectId: number,
): Promise<{ drawn: boolean }> {
  const t = request.t;
  const change: ChangeSet = parseChangeSet(request.body, t);
  const direction: Direction = change.direction_id === null ? 'none' : change.direction_id;
  return db.transaction().execute(async (trx) => {
    const routeTrips = new Map(
      (await tripsOf(trx, projectId, change.route_id, direction, { lock: true })).map((r) => [r.id, r]),
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
      const list = cells.get(String(row?.trip_id)) ?? [];
      return (
        !row ||
        stampOf(
          row.version,
          list.map((c) => c.id),
          list.map((c) => c.version),
        ) !== u.stamp
      );
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
    const knownServices = new Set(
      (
        await query<{ service_id: string }>(
          trx,
          `SELECT service_id FROM ${tableIdent(calendar)} WHERE project_id = $1 AND service_id = ANY($2::text[])
           UNION SELECT service_id FROM ${tableIdent(calendar_dates)} WHERE project_id = $1 AND service_id = ANY($2::text[])`,
          [projectId, change.inserted.flatMap((i) => (i.service_id ? [i.service_id] : []))],
        )
      ).map((r) => r.service_id),
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
      const service = ins.service_id;
      if (service && service !== template?.service_id && !knownServices.has(service))
        e.service_id = [t('timetable_unknown_service', { id: service })];
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

    await deleteTrips(
      trx,
      projectId,
      change.deleted.map((d) => ({ id: d.id, trip_id: String(routeTrips.get(d.id)!.trip_id) })),
    );
    const moved = await writeUpdates(trx, projectId, updates, cells);
    await writeInserts(trx, projectId, inserts);
    if (touched.length || inserts.length) {
      await touchProject(trx, projectId, stop_times);
      await describeTimetableSave(
        dbQuery(trx),
        projectId,
        change.route_id,
        {
          updated: change.updated.length,
          created: inserts.length,
          deleted: change.deleted.length,
        },
        moved,
      );
    }
    // Times alone leave every route's line as it was: the sketch needs no redraw.
    return { drawn: inserts.length > 0 || change.deleted.length > 0 || moved.other };
  });
}

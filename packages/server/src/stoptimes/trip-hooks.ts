// A trip's stop_times: read with the trip's detail, and replaced as a whole list by a trip write that
// carries `stop_times`. Row errors answer at their list position; a write that sends the
// `stop_times_version` it read answers 409 when the trip's stop times changed since.
import { z } from 'zod';
import type { Db } from '../db/connection.js';
import { stop_times, stops, type Value } from '@ruta/gtfs';
import { ident } from '../feed/sql-schema.js';
import { HttpError, type FieldErrors } from '../http/errors.js';
import { fingerprint, shapePoints, stopTimesVersion, tripStopTimes } from './detail.js';
import { referenceErrors } from '../tables/checks.js';
import type { RowHooks } from '../tables/rows.js';
import { parseRow } from '../tables/rules.js';
import { query, tableIdent } from '../tables/sql.js';

async function replaceStopTimes(db: Db, projectId: number, tripId: Value, rows: Record<string, Value>[]) {
  await query(db, `DELETE FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2`, [
    projectId,
    tripId,
  ]);
  const cols = ['project_id', ...stop_times.fields.map((f) => ident(f.sqlName))];
  // Batches keep the statement under PostgreSQL's 65535 parameters.
  const perBatch = Math.floor(60000 / cols.length);
  for (let start = 0; start < rows.length; start += perBatch) {
    const params: unknown[] = [];
    const tuples = rows.slice(start, start + perBatch).map((r) => {
      const values = [projectId, ...stop_times.fields.map((f) => r[f.name] ?? null)];
      return `(${values.map((v) => (params.push(v), `$${params.length}`)).join(', ')})`;
    });
    await query(
      db,
      `INSERT INTO ${tableIdent(stop_times)} (${cols.join(', ')}) VALUES ${tuples.join(', ')}`,
      params,
    );
  }
}

/** What a trip's write may carry beside its fields: its whole list of stop times, checked by the hook. */
export const tripStopTimesBody = {
  stop_times: z
    .unknown()
    .optional()
    .describe("[{stop_id, stop_sequence, arrival_time, …}]: the trip's stop times, all of them"),
  stop_times_version: z
    .unknown()
    .optional()
    .describe('the stop_times_version the editor read: 409 when the stop times changed since'),
};

export const tripHooks: RowHooks = {
  owned: [stop_times],
  // A write answer leaves out the shape's points: the editor that saved already has them, and a long
  // shape is most of the answer's bytes and time.
  async detail(db, projectId, row, purpose) {
    const stopTimes = await tripStopTimes(db, projectId, (row.trip_id as Value) ?? null);
    return {
      stop_times: stopTimes,
      stop_times_version: fingerprint(stopTimes),
      ...(purpose === 'read'
        ? { shape_points: await shapePoints(db, projectId, (row.shape_id as Value) ?? null) }
        : {}),
    };
  },
  async prepare(
    db,
    projectId,
    body,
    values,
    { lang, t, current },
  ): ReturnType<NonNullable<RowHooks['prepare']>> {
    if (!Object.hasOwn(body, 'stop_times')) return { errors: {} };
    if (current && body.stop_times_version !== undefined) {
      const now = await stopTimesVersion(db, projectId, (current.trip_id as Value) ?? null);
      if (body.stop_times_version !== now)
        throw new HttpError(409, { detail: t('stale_stop_times') } as never);
    }
    const list = body.stop_times;
    if (!Array.isArray(list)) return { errors: { stop_times: [t('not_a_list')] } };
    const tripId = values.trip_id ?? null;
    const rowErrors: FieldErrors[] = [];
    const parsed: Record<string, Value>[] = [];
    const seen = new Set<Value>();
    // One query for the stops of the whole list; only a stop not found goes through the generic check
    // (for its message): a reference query per row made a 120-stop save three times slower.
    const stopIds = list
      .map((i) => (i as Record<string, unknown> | null)?.stop_id)
      .filter((v) => typeof v === 'string');
    const knownStops = new Set(
      (
        await query<{ stop_id: string }>(
          db,
          `SELECT DISTINCT stop_id FROM ${tableIdent(stops)} WHERE project_id = $1 AND stop_id = ANY($2)`,
          [projectId, stopIds],
        )
      ).map((r) => r.stop_id),
    );
    for (const item of list) {
      if (item === null || typeof item !== 'object' || Array.isArray(item)) {
        rowErrors.push({ non_field_errors: [t('not_an_object')] });
        parsed.push({});
        continue;
      }
      const row = parseRow(stop_times, item as Record<string, unknown>, null, t, { trip_id: tripId });
      const errors = row.errors;
      delete errors.trip_id; // the trip's own id: its errors are the trip's
      const seq = row.values.stop_sequence ?? null;
      if (seq !== null && !errors.stop_sequence) {
        if (seen.has(seq)) errors.stop_sequence = [t('duplicate_sequence', { field: 'stop_sequence' })];
        seen.add(seq);
      }
      Object.assign(
        errors,
        await referenceErrors(db, stop_times, projectId, row.values, lang, t, [
          'trip_id',
          ...(knownStops.has(row.values.stop_id as string) ? ['stop_id'] : []),
          ...Object.keys(errors),
        ]),
      );
      rowErrors.push(errors);
      parsed.push(row.values);
    }
    if (rowErrors.some((e) => Object.keys(e).length)) return { errors: { stop_times: rowErrors as never } };
    return { errors: {}, write: (trx) => replaceStopTimes(trx, projectId, tripId, parsed) };
  },
  async beforeDelete(db, projectId, row) {
    await query(db, `DELETE FROM ${tableIdent(stop_times)} WHERE project_id = $1 AND trip_id = $2`, [
      projectId,
      row.trip_id,
    ]);
  },
};

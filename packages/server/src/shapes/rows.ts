// The shapes resource: one row per shape_id over the point rows of gtfs_shapes. A shape's
// `id` and `version` are those of its first point row; a write replaces every point in one
// transaction and gives the first new point the shape's id, so the id survives edits.
import type { Db } from '../db/connection.js';
import type { FastifyRequest } from 'fastify';
import { shapes, type LngLat, type Value } from '@ruta/gtfs';
import { detailError, fieldErrors, type FieldErrors } from '../http/errors.js';
import { detectUnit, pointDistances, updateStopTimeDistances } from './distances.js';
import { cascadeRenames, usages } from '../tables/checks.js';
import { fromJson } from '../tables/codec.js';
import { likePattern, type ListParams } from '../tables/list.js';
import { tableTranslator } from '../tables/messages.js';
import { bodyObject, checkVersion } from '../tables/rows.js';
import { parseRow } from '../tables/rules.js';
import { insertRow, query, tableIdent } from '../tables/sql.js';
import type { shapeHeadSchema } from '../tables/schemas.js';
import type { z } from 'zod';
import { touchProject } from '../tables/touch.js';
import { dbQuery } from '../files/store.js';
import { describeBatch } from '../changes/batch.js';
import { giveShapeToTrips, shapedTrips } from './assign-trips.js';

const T = tableIdent(shapes);
export const SHAPE_SORTS = { id: 'id', shape_id: 'shape_id', point_count: 'point_count' };

type ShapeHead = z.infer<typeof shapeHeadSchema>;

const GROUPED = `SELECT min(id) AS id, (array_agg(version ORDER BY id))[1] AS version, shape_id,
  count(*)::int AS point_count FROM ${T} WHERE project_id = $1`;

export async function listShapes(db: Db, projectId: number, p: ListParams, limit: number | null, offset = 0) {
  const params: unknown[] = [projectId];
  let where = '';
  if (p.search) {
    params.push(likePattern(p.search));
    where = ` AND shape_id ILIKE $2`;
  }
  const page = limit === null ? '' : ` LIMIT ${limit} OFFSET ${offset}`;
  const rows = await query<ShapeHead>(
    db,
    `${GROUPED}${where} GROUP BY shape_id ORDER BY ${p.orderBy}${page}`,
    params,
  );
  const [count] = await query<{ n: number }>(
    db,
    `SELECT count(DISTINCT shape_id)::int AS n FROM ${T} WHERE project_id = $1${where}`,
    params,
  );
  return { rows, total: count?.n ?? 0 };
}

async function headOf(db: Db, projectId: number, rowId: number): Promise<ShapeHead | undefined> {
  const [row] = await query<{ shape_id: string | null }>(
    db,
    `SELECT shape_id FROM ${T} WHERE project_id = $1 AND id = $2`,
    [projectId, rowId],
  );
  if (!row) return undefined;
  const [head] = await query<ShapeHead>(
    db,
    `${GROUPED} AND shape_id ${row.shape_id === null ? 'IS NULL' : '= $2'} GROUP BY shape_id`,
    row.shape_id === null ? [projectId] : [projectId, row.shape_id],
  );
  return head && head.id === rowId ? head : undefined;
}

export async function shapeDetail(db: Db, projectId: number, head: ShapeHead) {
  const points = await query(
    db,
    `SELECT shape_pt_sequence, shape_pt_lat, shape_pt_lon, shape_dist_traveled FROM ${T}
     WHERE project_id = $1 AND shape_id IS NOT DISTINCT FROM $2 ORDER BY shape_pt_sequence, id`,
    [projectId, head.shape_id],
  );
  return { ...head, points };
}

export async function getShape(db: Db, request: FastifyRequest, projectId: number, rowId: number) {
  const head = await headOf(db, projectId, rowId);
  if (!head) throw detailError(404, request.t('not_found'));
  return shapeDetail(db, projectId, head);
}

/** Reads shape_id and points of a body; `keep` supplies what a PATCH leaves out. */
function parseShape(
  request: FastifyRequest,
  body: Record<string, unknown>,
  keep: { shape_id: Value; points: Record<string, Value>[] } | null,
) {
  const t = tableTranslator(request.lang);
  const errors: FieldErrors = {};
  let shapeId: Value = keep?.shape_id ?? null;
  if (!keep || Object.hasOwn(body, 'shape_id')) {
    const read = fromJson(shapes, shapes.fieldsByName.get('shape_id')!, body.shape_id);
    if ('error' in read) errors.shape_id = [t(read.error)];
    else if (read.value === null) errors.shape_id = [t('required')];
    else shapeId = read.value;
  }
  let points = keep?.points ?? [];
  if (!keep || Object.hasOwn(body, 'points')) {
    const list = body.points;
    points = [];
    if (!Array.isArray(list))
      errors.points = [t(list === undefined || list === null ? 'points_required' : 'not_a_list')];
    else if (!list.length) errors.points = [t('points_required')];
    else {
      const rowErrors: FieldErrors[] = [];
      const seen = new Set<Value>();
      for (const item of list) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) {
          rowErrors.push({ non_field_errors: [t('not_an_object')] });
          continue;
        }
        const row = parseRow(shapes, item as Record<string, unknown>, null, t, { shape_id: shapeId });
        delete row.errors.shape_id;
        const seq = row.values.shape_pt_sequence ?? null;
        if (seq !== null && !row.errors.shape_pt_sequence) {
          if (seen.has(seq))
            row.errors.shape_pt_sequence = [t('duplicate_sequence', { field: 'shape_pt_sequence' })];
          seen.add(seq);
        }
        rowErrors.push(row.errors);
        points.push(row.values);
      }
      if (rowErrors.some((e) => Object.keys(e).length)) errors.points = rowErrors as never;
    }
  }
  return {
    shapeId,
    points: points.map((p): Record<string, Value> => ({ ...p, shape_id: shapeId })),
    errors,
  };
}

async function shapeIdTaken(db: Db, projectId: number, shapeId: Value, except: Value) {
  if (shapeId === except) return false;
  const rows = await query(db, `SELECT 1 FROM ${T} WHERE project_id = $1 AND shape_id = $2 LIMIT 1`, [
    projectId,
    shapeId,
  ]);
  return rows.length > 0;
}

/** The points in sequence order, each with its distance along the line in the unit (as sent when null). */
function withDistances(points: Record<string, Value>[], unit: number | null) {
  const sorted = [...points].sort((a, b) => Number(a.shape_pt_sequence) - Number(b.shape_pt_sequence));
  const line = sorted.map((p) => [Number(p.shape_pt_lon), Number(p.shape_pt_lat)] as LngLat);
  if (unit === null) return { line, points: sorted };
  const dist = pointDistances(line, unit);
  return { line, points: sorted.map((p, i) => ({ ...p, shape_dist_traveled: dist[i]! })) };
}

/** Writes the points: the first keeps the shape's row id, the rest go in one statement. */
async function writePoints(
  db: Db,
  projectId: number,
  sorted: Record<string, Value>[],
  first: { id: number; version: number } | null,
) {
  const [head, ...rest] = sorted;
  const row = await insertRow(db, shapes, projectId, head!, first ?? {});
  if (rest.length) {
    const column = (name: string) => rest.map((p) => p[name] ?? null);
    await query(
      db,
      `INSERT INTO ${T} (project_id, shape_id, shape_pt_lat, shape_pt_lon, shape_pt_sequence, shape_dist_traveled)
       SELECT $1, $2, * FROM unnest($3::double precision[], $4::double precision[], $5::integer[], $6::double precision[])`,
      [
        projectId,
        head!.shape_id,
        column('shape_pt_lat'),
        column('shape_pt_lon'),
        column('shape_pt_sequence'),
        column('shape_dist_traveled'),
      ],
    );
  }
  return row.id;
}

export async function writeShape(
  db: Db,
  request: FastifyRequest,
  projectId: number,
  rowId: number | null,
  mode: 'post' | 'put' | 'patch',
) {
  const body = bodyObject(request);
  const t = tableTranslator(request.lang);
  return db.transaction().execute(async (trx) => {
    let head: ShapeHead | undefined;
    let keep: { shape_id: Value; points: Record<string, Value>[] } | null = null;
    if (rowId !== null) {
      // Lock the shape's rows: two saves of one shape queue up and the second sees the new version.
      await query(trx, `SELECT id FROM ${T} WHERE project_id = $1 AND id = $2 FOR UPDATE`, [
        projectId,
        rowId,
      ]);
      head = await headOf(trx, projectId, rowId);
      if (!head) throw detailError(404, request.t('not_found'));
      const locked = head;
      await checkVersion(trx, request, body, locked.version, () => shapeDetail(trx, projectId, locked));
      if (mode === 'patch') {
        const detail = await shapeDetail(trx, projectId, locked);
        keep = { shape_id: locked.shape_id, points: detail.points as Record<string, Value>[] };
      }
    }
    const parsed = parseShape(request, body, keep);
    const shaped = mode === 'post' ? shapedTrips(request, body) : [];
    if (
      !parsed.errors.shape_id &&
      (await shapeIdTaken(trx, projectId, parsed.shapeId, head?.shape_id ?? null))
    )
      parsed.errors.shape_id = [t('duplicate_key', { field: 'shape_id' })];
    if (Object.keys(parsed.errors).length) throw fieldErrors(parsed.errors);
    // Distances keep the feed's unit: the one of distances sent with the points, else the stored
    // shape's, else its trips' stop times'; km for a new shape.
    const sent = parsed.points.some((p: Record<string, Value>) => (p.shape_dist_traveled ?? null) !== null);
    const old = sent
      ? withDistances(parsed.points, null)
      : head
        ? await shapeDetail(trx, projectId, head)
        : null;
    const unit = await detectUnit(trx, projectId, head?.shape_id ?? null, (old?.points ?? []) as never);
    const { line, points } = withDistances(parsed.points, unit);
    let id: number;
    if (head) {
      await query(trx, `DELETE FROM ${T} WHERE project_id = $1 AND shape_id IS NOT DISTINCT FROM $2`, [
        projectId,
        head.shape_id,
      ]);
      id = await writePoints(trx, projectId, points, { id: head.id, version: head.version + 1 });
      await cascadeRenames(
        trx,
        shapes,
        projectId,
        { shape_id: head.shape_id },
        { shape_id: parsed.shapeId },
        {
          where: 'false',
          params: [],
        },
      );
    } else {
      id = await writePoints(trx, projectId, points, null);
    }
    await giveShapeToTrips(trx, request, projectId, String(parsed.shapeId), shaped);
    const updated = await updateStopTimeDistances(trx, projectId, String(parsed.shapeId), line, unit);
    await touchProject(trx, projectId, shapes);
    await describeBatch(dbQuery(trx), head ? 'shape_saved' : 'shape_created', { shape_id: parsed.shapeId });
    return { ...(await getShape(trx, request, projectId, id)), stop_times_updated: updated };
  });
}

export async function removeShape(db: Db, request: FastifyRequest, projectId: number, rowId: number) {
  const t = tableTranslator(request.lang);
  await db.transaction().execute(async (trx) => {
    const head = await headOf(trx, projectId, rowId);
    if (!head) throw detailError(404, request.t('not_found'));
    const self = { where: 'shape_id IS NOT DISTINCT FROM $1', params: [head.shape_id] };
    const uses = await usages(trx, shapes, projectId, { shape_id: head.shape_id }, self, request.lang);
    if (uses) throw detailError(409, t('in_use', { uses }));
    await query(trx, `DELETE FROM ${T} WHERE project_id = $1 AND shape_id IS NOT DISTINCT FROM $2`, [
      projectId,
      head.shape_id,
    ]);
    await touchProject(trx, projectId, shapes);
  });
}

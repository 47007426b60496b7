// The shapes resource: one row per shape_id over the point rows of gtfs_shapes. A shape's
// `id` and `version` are those of its first point row; a write replaces every point in one
// transaction and gives the first new point the shape's id, so the id survives edits.
import type { FastifyRequest } from 'fastify';
import { shapes, type Value } from '@ruta/gtfs';
import { detailError, fieldErrors, type FieldErrors } from '../http/errors.js';
import { cascadeRenames, usages } from './checks.js';
import { fromJson } from './codec.js';
import { likePattern, type ListParams } from './list.js';
import { tableTranslator } from './messages.js';
import { bodyObject, checkVersion } from './rows.js';
import { parseRow } from './rules.js';
import { insertRow, query, tableIdent, type Q } from './sql.js';
import { touchProject } from './touch.js';

const T = tableIdent(shapes);
export const SHAPE_SORTS = { id: 'id', shape_id: 'shape_id', point_count: 'point_count' };

interface ShapeHead {
  id: number;
  version: number;
  shape_id: string | null;
  point_count: number;
}

const GROUPED = `SELECT min(id) AS id, (array_agg(version ORDER BY id))[1] AS version, shape_id,
  count(*)::int AS point_count FROM ${T} WHERE project_id = $1`;

export async function listShapes(db: Q, projectId: number, p: ListParams, limit: number | null, offset = 0) {
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

async function headOf(db: Q, projectId: number, rowId: number): Promise<ShapeHead | undefined> {
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

export async function shapeDetail(db: Q, projectId: number, head: ShapeHead) {
  const points = await query(
    db,
    `SELECT shape_pt_sequence, shape_pt_lat, shape_pt_lon, shape_dist_traveled FROM ${T}
     WHERE project_id = $1 AND shape_id IS NOT DISTINCT FROM $2 ORDER BY shape_pt_sequence, id`,
    [projectId, head.shape_id],
  );
  return { ...head, points };
}

export async function getShape(db: Q, request: FastifyRequest, projectId: number, rowId: number) {
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
  return { shapeId, points: points.map((p) => ({ ...p, shape_id: shapeId })), errors };
}

async function shapeIdTaken(db: Q, projectId: number, shapeId: Value, except: Value) {
  if (shapeId === except) return false;
  const rows = await query(db, `SELECT 1 FROM ${T} WHERE project_id = $1 AND shape_id = $2 LIMIT 1`, [
    projectId,
    shapeId,
  ]);
  return rows.length > 0;
}

async function writePoints(
  db: Q,
  projectId: number,
  points: Record<string, Value>[],
  first: { id: number; version: number } | null,
) {
  const sorted = [...points].sort((a, b) => Number(a.shape_pt_sequence) - Number(b.shape_pt_sequence));
  let head: { id: number } | null = null;
  for (const [i, p] of sorted.entries()) {
    const row = await insertRow(db, shapes, projectId, p, i === 0 && first ? first : {});
    if (i === 0) head = row;
  }
  return head!.id;
}

export async function writeShape(
  db: Q,
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
      const h = head;
      await checkVersion(trx, request, body, h.version, () => shapeDetail(trx, projectId, h));
      if (mode === 'patch') {
        const detail = await shapeDetail(trx, projectId, h);
        keep = { shape_id: h.shape_id, points: detail.points as Record<string, Value>[] };
      }
    }
    const parsed = parseShape(request, body, keep);
    if (
      !parsed.errors.shape_id &&
      (await shapeIdTaken(trx, projectId, parsed.shapeId, head?.shape_id ?? null))
    )
      parsed.errors.shape_id = [t('duplicate_key', { field: 'shape_id' })];
    if (Object.keys(parsed.errors).length) throw fieldErrors(parsed.errors);
    let id: number;
    if (head) {
      await query(trx, `DELETE FROM ${T} WHERE project_id = $1 AND shape_id IS NOT DISTINCT FROM $2`, [
        projectId,
        head.shape_id,
      ]);
      id = await writePoints(trx, projectId, parsed.points, { id: head.id, version: head.version + 1 });
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
      id = await writePoints(trx, projectId, parsed.points, null);
    }
    await touchProject(trx, projectId, shapes);
    return getShape(trx, request, projectId, id);
  });
}

export async function removeShape(db: Q, request: FastifyRequest, projectId: number, rowId: number) {
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

// Create, update and delete of one row of any table, inside one transaction: schema rules, unique key,
// references, the version check, rename cascades, and the project's last_modification/envelope.
import type { Db } from '../db/connection.js';
import type { FastifyRequest } from 'fastify';
import type { TableDef, Value } from '@ruta/gtfs';
import { detailError, fieldErrors, HttpError, type FieldErrors } from '../http/errors.js';
import { cascadeRenames, keyErrors, referenceErrors, usages } from './checks.js';
import { rowJson, type DbRow, type JsonRow } from './codec.js';
import { tableTranslator, type TableTranslate } from './messages.js';
import { parseRow } from './rules.js';
import { deleteRow, findRow, insertRow, updateRow, valuesOf } from './sql.js';
import { touchProject } from './touch.js';
import { leavesNetworkAsDrawn } from '../network/hook.js';
import { updateRedraws } from '../network/drawn.js';

/** What a table adds to the generic behaviour (trips: their stop_times). */
export interface RowHooks {
  /** Extra JSON of the detail and (`write`) of write answers, which may leave out what cannot change. */
  detail?(db: Db, projectId: number, row: DbRow, purpose: 'read' | 'write'): Promise<JsonRow>;
  /** Checks the extra parts of a write body; answers errors to merge, and a writer to run after. */
  prepare?(
    db: Db,
    projectId: number,
    body: Record<string, unknown>,
    values: Record<string, Value>,
    ctx: { lang: FastifyRequest['lang']; t: TableTranslate; current?: DbRow },
  ): Promise<{ errors: FieldErrors; write?: (db: Db) => Promise<void> }>;
  /** Tables whose rows are deleted with the row (so they do not block its delete). */
  owned?: readonly TableDef[];
  beforeDelete?(db: Db, projectId: number, row: DbRow): Promise<void>;
  /** After any change of the row (feed info mirrors itself into the project). */
  afterChange?(db: Db, projectId: number): Promise<void>;
}

export type WriteMode = 'post' | 'put' | 'patch';

export function bodyObject(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (body === null || typeof body !== 'object' || Array.isArray(body))
    throw fieldErrors({ non_field_errors: [request.t('body_not_object')] });
  return body as Record<string, unknown>;
}

function merge(into: FieldErrors, from: FieldErrors) {
  for (const [k, v] of Object.entries(from)) if (!into[k]) into[k] = v;
}

export async function fullJson(
  db: Db,
  table: TableDef,
  projectId: number,
  row: DbRow,
  hooks: RowHooks,
  purpose: 'read' | 'write' = 'read',
) {
  return { ...rowJson(table, row), ...(hooks.detail ? await hooks.detail(db, projectId, row, purpose) : {}) };
}

/** The version check of PATCH/PUT: 400 without a whole-number version, 409 with the current row. */
export async function checkVersion(
  db: Db,
  request: FastifyRequest,
  body: Record<string, unknown>,
  current: number,
  currentJson: () => Promise<JsonRow>,
) {
  const t = tableTranslator(request.lang);
  const v = body.version;
  const version = typeof v === 'string' && /^\d{1,9}$/.test(v) ? Number(v) : v;
  if (typeof version !== 'number' || !Number.isSafeInteger(version))
    throw fieldErrors({ version: [t('version_required')] });
  if (version !== current)
    throw new HttpError(409, { detail: t('stale'), current: await currentJson() } as never);
}

export async function writeRow(
  db: Db,
  request: FastifyRequest,
  table: TableDef,
  projectId: number,
  rowId: number | null,
  mode: WriteMode,
  hooks: RowHooks = {},
): Promise<JsonRow> {
  const body = bodyObject(request);
  const t = tableTranslator(request.lang);
  return db.transaction().execute(async (trx) => {
    let current: DbRow | undefined;
    if (rowId !== null) {
      current = await findRow(trx, table, projectId, rowId, true);
      if (!current) throw detailError(404, request.t('not_found'));
      const row = current;
      await checkVersion(trx, request, body, row.version, () => fullJson(trx, table, projectId, row, hooks));
    }
    const base =
      mode === 'patch' && current
        ? { values: valuesOf(table, current), invalid: current.invalid ?? {} }
        : null;
    const parsed = parseRow(table, body, base, t);
    const errors = parsed.errors;
    if (!table.key.some((k) => errors[k]))
      merge(errors, await keyErrors(trx, table, projectId, parsed.values, rowId, t));
    merge(
      errors,
      await referenceErrors(trx, table, projectId, parsed.values, request.lang, t, Object.keys(errors)),
    );
    const extra = hooks.prepare
      ? await hooks.prepare(trx, projectId, body, parsed.values, { lang: request.lang, t, current })
      : null;
    if (extra) merge(errors, extra.errors);
    if (Object.keys(errors).length) throw fieldErrors(errors);

    let row: DbRow;
    let changed: string[] | undefined;
    if (current) {
      const before = valuesOf(table, current);
      changed = table.fields.map((f) => f.name).filter((f) => before[f] !== (parsed.values[f] ?? null));
      // Nothing the network sketch draws changed (and no stop times came with a trip): no redraw.
      if (!extra?.write && !updateRedraws(table.name, before, parsed.values)) leavesNetworkAsDrawn(request);
      row = await updateRow(trx, table, projectId, current.id, parsed.values, parsed.invalid);
      await cascadeRenames(trx, table, projectId, valuesOf(table, current), parsed.values, {
        where: 'id = $1',
        params: [current.id],
      });
    } else {
      row = await insertRow(trx, table, projectId, parsed.values);
    }
    if (extra?.write) await extra.write(trx);
    await touchProject(trx, projectId, table, extra?.write ? undefined : changed);
    if (hooks.afterChange) await hooks.afterChange(trx, projectId);
    return fullJson(trx, table, projectId, row, hooks, 'write');
  });
}

export async function removeRow(
  db: Db,
  request: FastifyRequest,
  table: TableDef,
  projectId: number,
  rowId: number,
  hooks: RowHooks = {},
): Promise<void> {
  const t = tableTranslator(request.lang);
  await db.transaction().execute(async (trx) => {
    const current = await findRow(trx, table, projectId, rowId, true);
    if (!current) throw detailError(404, request.t('not_found'));
    const uses = await usages(
      trx,
      table,
      projectId,
      valuesOf(table, current),
      { where: 'id = $1', params: [rowId] },
      request.lang,
      hooks.owned,
    );
    if (uses) throw detailError(409, t('in_use', { uses }));
    if (hooks.beforeDelete) await hooks.beforeDelete(trx, projectId, current);
    await deleteRow(trx, table, projectId, rowId);
    await touchProject(trx, projectId, table);
    if (hooks.afterChange) await hooks.afterChange(trx, projectId);
  });
}

// Raw, parameterised SQL over Kysely (Db or a transaction). Identifiers come only from the schema
// (checked SQL-safe by the DSL) and are quoted with `ident`; every value is a $n parameter.
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { TableDef, Value } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';
import { gtfsTableName, ident } from '../feed/sql-schema.js';
import type { DbRow } from './codec.js';

export async function query<T = Record<string, unknown>>(
  db: Db,
  text: string,
  params: readonly unknown[] = [],
): Promise<T[]> {
  return (await db.executeQuery<T>(CompiledQuery.raw(text, params as unknown[]))).rows;
}

/** A pg-like client over Kysely, for helpers written against pg (the import's envelope code). */
export function pgLike(db: Db): pg.ClientBase {
  return {
    query: async (text: string, params?: unknown[]) => ({ rows: await query(db, text, params ?? []) }),
  } as unknown as pg.ClientBase;
}

export const tableIdent = (table: TableDef) => ident(gtfsTableName(table));

/** The selected columns of a row: dates as `YYYY-MM-DD` text, never a JS Date in the server's zone. */
export function selectList(table: TableDef, alias = ''): string {
  const p = alias ? `${alias}.` : '';
  return [
    `${p}id`,
    `${p}version`,
    `${p}invalid`,
    ...table.fields.map((f) =>
      f.kind === 'date' ? `${p}${ident(f.sqlName)}::text AS ${ident(f.sqlName)}` : `${p}${ident(f.sqlName)}`,
    ),
  ].join(', ');
}

export async function findRow(db: Db, table: TableDef, projectId: number, rowId: number, lock = false) {
  const rows = await query<DbRow>(
    db,
    `SELECT ${selectList(table)} FROM ${tableIdent(table)} WHERE project_id = $1 AND id = $2${lock ? ' FOR UPDATE' : ''}`,
    [projectId, rowId],
  );
  return rows[0];
}

export const valuesOf = (table: TableDef, row: DbRow): Record<string, Value> =>
  Object.fromEntries(table.fields.map((f) => [f.name, (row[f.sqlName] as Value) ?? null]));

/** The parameter of a typed value: dates are `YYYY-MM-DD`, which PostgreSQL reads as a date. */
const param = (v: Value) => v;

export async function insertRow(
  db: Db,
  table: TableDef,
  projectId: number,
  values: Record<string, Value>,
  opts: { id?: number; version?: number; extras?: unknown } = {},
): Promise<DbRow> {
  const cols = ['project_id', ...table.fields.map((f) => ident(f.sqlName))];
  const params: unknown[] = [projectId, ...table.fields.map((f) => param(values[f.name] ?? null))];
  if (opts.id !== undefined) {
    cols.push('id');
    params.push(opts.id);
  }
  if (opts.version !== undefined) {
    cols.push('version');
    params.push(opts.version);
  }
  if (opts.extras !== undefined && opts.extras !== null) {
    cols.push('extras');
    params.push(JSON.stringify(opts.extras));
  }
  const rows = await query<DbRow>(
    db,
    `INSERT INTO ${tableIdent(table)} (${cols.join(', ')}) VALUES (${params.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING ${selectList(table)}`,
    params,
  );
  return rows[0]!;
}

/** Writes every field and the remaining invalid texts; the version goes up by one. */
export async function updateRow(
  db: Db,
  table: TableDef,
  projectId: number,
  rowId: number,
  values: Record<string, Value>,
  invalid: Record<string, string>,
): Promise<DbRow> {
  const sets = table.fields.map((f, i) => `${ident(f.sqlName)} = $${i + 3}`);
  const params: unknown[] = [projectId, rowId, ...table.fields.map((f) => param(values[f.name] ?? null))];
  params.push(Object.keys(invalid).length ? JSON.stringify(invalid) : null);
  const rows = await query<DbRow>(
    db,
    `UPDATE ${tableIdent(table)} SET ${sets.join(', ')}, invalid = $${params.length}, version = version + 1
     WHERE project_id = $1 AND id = $2 RETURNING ${selectList(table)}`,
    params,
  );
  return rows[0]!;
}

export async function deleteRow(db: Db, table: TableDef, projectId: number, rowId: number) {
  await query(db, `DELETE FROM ${tableIdent(table)} WHERE project_id = $1 AND id = $2`, [projectId, rowId]);
}

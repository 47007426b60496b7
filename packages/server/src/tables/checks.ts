// Rules that need the database, all driven by the schema's keys and `references`: unique keys,
// references that must exist, what uses a row (delete refusal) and rename cascades.
import type { Db } from '../db/connection.js';
import { TABLES, TABLES_BY_NAME, type FieldDef, type TableDef, type Value } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { ident } from '../feed/sql-schema.js';
import type { FieldErrors } from '../http/errors.js';
import { countOf, type TableTranslate } from './messages.js';
import { query, tableIdent } from './sql.js';

interface Target {
  table: TableDef;
  field: FieldDef;
}
interface Ref {
  from: TableDef;
  field: FieldDef;
  targets: Target[];
}

/** Every reference between edited tables (references to files Ruta keeps as bytes are skipped). */
export const REFS: readonly Ref[] = TABLES.flatMap((from) =>
  from.fields.flatMap((field) => {
    const targets = field.references.flatMap((r) => {
      const table = TABLES_BY_NAME.get(r.table);
      const target = table?.fieldsByName.get(r.field);
      return table && target ? [{ table, field: target }] : [];
    });
    return targets.length ? [{ from, field, targets }] : [];
  }),
);

const refsTo = (table: TableDef, field: string) =>
  REFS.filter((r) => r.targets.some((t) => t.table === table && t.field.name === field));

/** `col = $n` for a value, `col IS NULL` for null (so the key indexes serve the lookup). */
function eq(column: string, value: Value, params: unknown[]): string {
  if (value === null) return `${ident(column)} IS NULL`;
  params.push(value);
  return `${ident(column)} = $${params.length}`;
}

/** Rows of the row's table, other than `self`, that hold `value` in `field`. */
async function heldElsewhere(
  db: Db,
  target: Target,
  projectId: number,
  value: Value,
  self: { table: TableDef; where: string; params: unknown[] } | null,
): Promise<boolean> {
  const params: unknown[] = [projectId];
  let where = `project_id = $1 AND ${eq(target.field.sqlName, value, params)}`;
  if (self && self.table === target.table) {
    const shifted = self.where.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + params.length}`);
    params.push(...self.params);
    where += ` AND NOT (${shifted})`;
  }
  const rows = await query(db, `SELECT 1 FROM ${tableIdent(target.table)} WHERE ${where} LIMIT 1`, params);
  return rows.length > 0;
}

/** Unique table key: errors when another row of the project has the same key values. */
export async function keyErrors(
  db: Db,
  table: TableDef,
  projectId: number,
  values: Record<string, Value>,
  exceptId: number | null,
  t: TableTranslate,
): Promise<FieldErrors> {
  if (table.key.length === 0) return {};
  const params: unknown[] = [projectId];
  const conds = table.key.map((k) => eq(table.fieldsByName.get(k)!.sqlName, values[k] ?? null, params));
  if (exceptId !== null) {
    params.push(exceptId);
    conds.push(`id <> $${params.length}`);
  }
  const rows = await query(
    db,
    `SELECT 1 FROM ${tableIdent(table)} WHERE project_id = $1 AND ${conds.join(' AND ')} LIMIT 1`,
    params,
  );
  if (!rows.length) return {};
  const [only] = table.key;
  if (table.key.length === 1 && only) return { [only]: [t('duplicate_key', { field: only })] };
  return { non_field_errors: [t('duplicate_keys', { fields: table.key.join(', ') })] };
}

/** References of the row that point at nothing. */
export async function referenceErrors(
  db: Db,
  table: TableDef,
  projectId: number,
  values: Record<string, Value>,
  lang: Language,
  t: TableTranslate,
  skip: readonly string[] = [],
): Promise<FieldErrors> {
  // Every reference of the row is checked in one statement (one EXISTS per target table): a trip's
  // route, service and shape cost one round trip instead of four.
  const checked: { ref: Ref; value: Value; columns: string[] }[] = [];
  const params: unknown[] = [projectId];
  const exists: string[] = [];
  for (const ref of REFS) {
    if (ref.from !== table || skip.includes(ref.field.name)) continue;
    const value = values[ref.field.name] ?? null;
    if (value === null) continue;
    params.push(value);
    const columns = ref.targets.map((target) => {
      exists.push(
        `EXISTS (SELECT 1 FROM ${tableIdent(target.table)} WHERE project_id = $1 AND ${ident(target.field.sqlName)} = $${params.length}) AS r${exists.length}`,
      );
      return `r${exists.length - 1}`;
    });
    checked.push({ ref, value, columns });
  }
  if (checked.length === 0) return {};
  const [found] = await query<Record<string, boolean>>(db, `SELECT ${exists.join(', ')}`, params);
  const errors: FieldErrors = {};
  for (const { ref, value, columns } of checked) {
    if (columns.some((c) => found?.[c])) continue;
    const target = ref.targets[0]!;
    errors[ref.field.name] = [
      t('missing_reference', {
        field: target.field.name,
        value: String(value),
        table: target.table.label[lang],
      }),
    ];
  }
  return errors;
}

/**
 * What uses the values of rows about to be deleted (`self` selects them): "trips: 12, transfers: 3",
 * or null. A value still held by another row of any target table does not count.
 */
export async function usages(
  db: Db,
  table: TableDef,
  projectId: number,
  values: Record<string, Value>,
  self: { where: string; params: unknown[] },
  lang: Language,
  ignore: readonly TableDef[] = [],
): Promise<string | null> {
  const uses: string[] = [];
  for (const f of table.fields) {
    const value = values[f.name] ?? null;
    if (value === null) continue;
    for (const ref of refsTo(table, f.name)) {
      if (ignore.includes(ref.from)) continue;
      let held = false;
      for (const target of ref.targets)
        if ((held = await heldElsewhere(db, target, projectId, value, { table, ...self }))) break;
      if (held) continue;
      const [row] = await query<{ n: number }>(
        db,
        `SELECT count(*)::int AS n FROM ${tableIdent(ref.from)} WHERE project_id = $1 AND ${ident(ref.field.sqlName)} = $2`,
        [projectId, value],
      );
      if (row && row.n > 0) uses.push(countOf(lang, ref.from.label, row.n));
    }
  }
  return uses.length ? uses.join(', ') : null;
}

/**
 * Renaming a value others reference (a stop_id, a shape_id, ...) renames it in every reference, when
 * no other row of the table still holds the old value (for a table's single key), or no row of any
 * target does (for shared values such as zone_id or a calendar_dates service_id).
 */
export async function cascadeRenames(
  db: Db,
  table: TableDef,
  projectId: number,
  before: Record<string, Value>,
  after: Record<string, Value>,
  self: { where: string; params: unknown[] },
): Promise<void> {
  for (const f of table.fields) {
    const from = before[f.name] ?? null;
    const to = after[f.name] ?? null;
    if (from === null || to === null || from === to) continue;
    const refs = refsTo(table, f.name);
    if (!refs.length) continue;
    const singleKey = table.key.length === 1 && table.key[0] === f.name;
    for (const ref of refs) {
      const targets = singleKey ? [{ table, field: f }] : ref.targets;
      let held = false;
      for (const target of targets)
        if ((held = await heldElsewhere(db, target, projectId, from, { table, ...self }))) break;
      if (held) continue;
      const col = ident(ref.field.sqlName);
      await query(
        db,
        `UPDATE ${tableIdent(ref.from)} SET ${col} = $3, version = version + 1 WHERE project_id = $1 AND ${col} = $2`,
        [projectId, from, to],
      );
    }
  }
}

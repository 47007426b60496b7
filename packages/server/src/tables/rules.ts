// Per-row rules from the schema: formats by kind, ranges, signs, enum values, required and
// conditionally required/forbidden fields. Database rules (unique keys, references) are in checks.ts.
import {
  conditionHolds,
  conditionFormula,
  mustHaveValue,
  type FieldDef,
  type TableDef,
  type Value,
} from '@ruta/gtfs';
import type { FieldErrors } from '../http/errors.js';
import { fromJson } from './codec.js';
import type { TableTranslate } from './messages.js';

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validTimeZone(v: string): boolean {
  if (TIME_ZONES.has(v) || v === 'UTC') return true;
  // Aliases (America/Buenos_Aires, Etc/GMT+3) are valid IANA names that supportedValuesOf omits.
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)+$/.test(v)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: v });
    return true;
  } catch {
    return false;
  }
}

function validLanguage(v: string): boolean {
  try {
    return Intl.getCanonicalLocales(v).length === 1;
  } catch {
    return false;
  }
}

function validUrl(v: string): boolean {
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname.length > 0;
  } catch {
    return false;
  }
}

/** Message of a value that has the right type but breaks its kind's format, range, sign or enum. */
export function valueProblem(field: FieldDef, value: Value, t: TableTranslate): string | undefined {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    switch (field.kind) {
      case 'url':
        return validUrl(value) ? undefined : t('invalid_url');
      case 'email':
        return EMAIL.test(value) ? undefined : t('invalid_email');
      case 'timezone':
        return validTimeZone(value) ? undefined : t('invalid_timezone');
      case 'language':
        return validLanguage(value) ? undefined : t('invalid_language');
      case 'currency_code':
        return CURRENCIES.has(value) ? undefined : t('invalid_currency');
    }
    return undefined;
  }
  if (field.kind === 'latitude' && (value < -90 || value > 90)) return t('latitude_range');
  if (field.kind === 'longitude' && (value < -180 || value > 180)) return t('longitude_range');
  if (field.kind === 'enum' && field.options && !field.options.some((o) => o.value === value))
    return t('invalid_enum', { values: field.options.map((o) => o.value).join(', ') });
  if (field.sign === 'non_negative' && value < 0) return t('non_negative');
  if (field.sign === 'positive' && value <= 0) return t('positive');
  if (field.sign === 'non_zero' && value === 0) return t('non_zero');
  return undefined;
}

export interface ParsedRow {
  values: Record<string, Value>;
  /** Fields that keep imported text that does not parse (not sent in this write). */
  invalid: Record<string, string>;
  errors: FieldErrors;
}

/**
 * Reads the fields of `input` over `base` (the stored row for PATCH, nothing for POST/PUT) and checks
 * the whole resulting row. Unknown keys are ignored.
 */
export function parseRow(
  table: TableDef,
  input: Record<string, unknown>,
  base: { values: Record<string, Value>; invalid: Record<string, string> } | null,
  t: TableTranslate,
  fixed: Record<string, Value> = {},
): ParsedRow {
  const values: Record<string, Value> = {};
  const invalid: Record<string, string> = {};
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const f of table.fields) {
    if (f.name in fixed) {
      values[f.name] = fixed[f.name] ?? null;
    } else if (Object.hasOwn(input, f.name)) {
      const read = fromJson(table, f, input[f.name]);
      if ('error' in read) {
        add(f.name, t(read.error));
        values[f.name] = null;
      } else {
        values[f.name] = read.value;
        const problem = valueProblem(f, read.value, t);
        if (problem) add(f.name, problem);
      }
    } else {
      values[f.name] = base?.values[f.name] ?? null;
      const bad = base?.invalid[f.name];
      if (bad !== undefined) {
        invalid[f.name] = bad;
        add(f.name, t('invalid_imported', { value: bad }));
      } else {
        const problem = valueProblem(f, values[f.name] ?? null, t);
        if (problem) add(f.name, problem);
      }
    }
  }
  const valueOf = (name: string) => values[name];
  for (const f of table.fields) {
    if (errors[f.name] || invalid[f.name] !== undefined) continue;
    const v = values[f.name] ?? null;
    if (v === null) {
      if (mustHaveValue(f)) add(f.name, t('required'));
      else if (f.requiredWhen && conditionHolds(f.requiredWhen, valueOf)) add(f.name, t('required'));
    } else if (f.forbiddenWhen && conditionHolds(f.forbiddenWhen, valueOf)) {
      add(f.name, t('forbidden', { condition: conditionFormula(f.forbiddenWhen) }));
    }
  }
  return { values, invalid, errors };
}

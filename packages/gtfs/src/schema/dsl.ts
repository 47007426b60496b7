// The declaration language for GTFS tables. Every other module (parsing, writing, SQL, docs, validator)
// reads these plain objects, so adding a GTFS field is one line in tables.ts.

/** How a field's text is parsed and what typed value it holds. */
export type FieldKind =
  | 'id'
  | 'text'
  | 'url'
  | 'email'
  | 'phone'
  | 'timezone'
  | 'language'
  | 'currency_code'
  | 'currency_amount'
  | 'color'
  | 'date'
  | 'time'
  | 'integer'
  | 'float'
  | 'latitude'
  | 'longitude'
  | 'enum';

/** GTFS presence, as the reference words it. */
export type Presence =
  'required' | 'conditionally_required' | 'conditionally_forbidden' | 'recommended' | 'optional';

/** Sign constraint on numbers (checked by the validator, not by parsing). */
export type Sign = 'non_negative' | 'positive' | 'non_zero';

export interface Label {
  en: string;
  es: string;
}

export interface EnumOption extends Label {
  value: number;
}

/**
 * A machine-readable condition over the other fields of the same row, for the simple cases.
 * `in`: the field's integer value (empty read as `emptyIs` when given) is one of `values`.
 */
export type Condition =
  | { field: string; in: readonly number[]; emptyIs?: number }
  | { field: string; empty: true }
  | { field: string; present: true }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] };

export interface Reference {
  table: string;
  field: string;
}

export interface FieldOptions {
  presence?: Presence;
  /** Reference text for conditional presence (always given when presence is conditional). */
  conditionText?: string;
  /** When the field is required, if the reference's rule is simple enough to state as data. */
  requiredWhen?: Condition;
  /** When the field must be empty, if simple enough to state as data. */
  forbiddenWhen?: Condition;
  sign?: Sign;
  /** Foreign keys: the value must exist in one of these table fields. */
  references?: readonly string[];
  /** Unique within the file (an "unique ID"). */
  unique?: boolean;
  /** Label of the empty value where it means something ("No information", "Unlimited"). */
  emptyLabel?: Label;
  /** Default applied by consumers when empty (documentation only; import keeps the empty). */
  emptyMeans?: number | string;
  /** A name riders read, expected in Mixed Case: all capitals or all lower case is a warning. */
  mixedCase?: boolean;
}

export interface FieldDef {
  readonly name: string;
  /** SQL-safe snake_case column name (equal to the GTFS name, checked to be SQL-safe). */
  readonly sqlName: string;
  readonly kind: FieldKind;
  readonly presence: Presence;
  readonly conditionText?: string;
  readonly requiredWhen?: Condition;
  readonly forbiddenWhen?: Condition;
  readonly sign?: Sign;
  readonly references: readonly Reference[];
  readonly unique: boolean;
  readonly options?: readonly EnumOption[];
  readonly emptyLabel?: Label;
  readonly emptyMeans?: number | string;
  readonly mixedCase: boolean;
}

export type FieldBuilder = (name: string) => FieldDef;

const SQL_SAFE = /^[a-z_][a-z0-9_]*$/;

function field(kind: FieldKind, opts: FieldOptions = {}, options?: readonly EnumOption[]): FieldBuilder {
  return (name) => {
    if (!SQL_SAFE.test(name)) throw new Error(`GTFS field name is not SQL-safe: ${name}`);
    const presence = opts.presence ?? 'optional';
    if (
      (presence === 'conditionally_required' || presence === 'conditionally_forbidden') &&
      !opts.conditionText
    )
      throw new Error(`${name}: conditional presence needs its reference text`);
    return {
      name,
      sqlName: name,
      kind,
      presence,
      conditionText: opts.conditionText,
      requiredWhen: opts.requiredWhen,
      forbiddenWhen: opts.forbiddenWhen,
      sign: opts.sign,
      references: (opts.references ?? []).map(parseRef),
      unique: opts.unique ?? false,
      options,
      emptyLabel: opts.emptyLabel,
      emptyMeans: opts.emptyMeans,
      mixedCase: opts.mixedCase ?? false,
    };
  };
}

function parseRef(ref: string): Reference {
  const [table, fieldName] = ref.split('.');
  if (!table || !fieldName) throw new Error(`reference must be table.field: ${ref}`);
  return { table, field: fieldName };
}

export const id = (o?: FieldOptions) => field('id', o);
export const text = (o?: FieldOptions) => field('text', o);
export const url = (o?: FieldOptions) => field('url', o);
export const email = (o?: FieldOptions) => field('email', o);
export const phone = (o?: FieldOptions) => field('phone', o);
export const timezone = (o?: FieldOptions) => field('timezone', o);
export const language = (o?: FieldOptions) => field('language', o);
export const currencyCode = (o?: FieldOptions) => field('currency_code', o);
export const currencyAmount = (o?: FieldOptions) => field('currency_amount', o);
export const color = (o?: FieldOptions) => field('color', o);
export const date = (o?: FieldOptions) => field('date', o);
export const time = (o?: FieldOptions) => field('time', o);
export const integer = (o?: FieldOptions) => field('integer', o);
export const float = (o?: FieldOptions) => field('float', o);
export const latitude = (o?: FieldOptions) => field('latitude', o);
export const longitude = (o?: FieldOptions) => field('longitude', o);
/** A foreign ID: shorthand for id({ references: [...] }). */
export const ref = (targets: string | readonly string[], o: FieldOptions = {}) =>
  field('id', { ...o, references: typeof targets === 'string' ? [targets] : targets });
/** An enumeration: `{ 0: ['Stop', 'Parada'], ... }` with en and es labels. */
export const enumeration = (values: Record<number, readonly [string, string]>, o?: FieldOptions) =>
  field(
    'enum',
    o,
    Object.entries(values).map(([v, [en, es]]) => ({ value: Number(v), en, es })),
  );

export type FilePresence = 'required' | 'conditionally_required' | 'conditionally_forbidden' | 'optional';

export interface TableOptions {
  /** File name inside the zip, e.g. `stops.txt`. */
  file: string;
  label: Label;
  presence: FilePresence;
  /** Reference text for conditional file presence. */
  conditionText?: string;
  /** Primary key fields; empty = the file holds one row (feed_info); `'*'` = every field. */
  key: readonly string[] | '*';
  /** Fields the UI's free-text search looks in. */
  search: readonly string[];
  fields: Record<string, FieldBuilder>;
}

export interface TableDef {
  /** Table name: the file name without `.txt`, also its SQL name. */
  readonly name: string;
  readonly sqlName: string;
  readonly file: string;
  readonly label: Label;
  readonly presence: FilePresence;
  readonly conditionText?: string;
  readonly key: readonly string[];
  /** True for `Primary key (*)`: every field together identifies a row. */
  readonly keyIsAllFields: boolean;
  readonly search: readonly string[];
  /** Fields in the order of the GTFS reference (also the column order of a new file). */
  readonly fields: readonly FieldDef[];
  readonly fieldsByName: ReadonlyMap<string, FieldDef>;
  readonly referenceUrl: { en: string; es: string };
}

const REFERENCE_EN = 'https://gtfs.org/documentation/schedule/reference/';
const REFERENCE_ES = 'https://gtfs.org/es/documentation/schedule/reference/';

/** gtfs.org anchors are the file name without dots, e.g. `#stop_timestxt`. */
/**
 * Whether a row must hold a value in this field: required by GTFS and empty has no meaning of its own
 * (fare_attributes.transfers is required, yet empty means "unlimited").
 */
export const mustHaveValue = (f: Pick<FieldDef, 'presence' | 'emptyLabel' | 'emptyMeans'>): boolean =>
  f.presence === 'required' && f.emptyLabel === undefined && f.emptyMeans === undefined;

export function referenceUrls(file: string): { en: string; es: string } {
  const anchor = '#' + file.replace(/\./g, '').toLowerCase();
  return { en: REFERENCE_EN + anchor, es: REFERENCE_ES + anchor };
}

export function table(o: TableOptions): TableDef {
  const name = o.file.replace(/\.txt$/, '');
  if (!SQL_SAFE.test(name)) throw new Error(`table name is not SQL-safe: ${name}`);
  const fields = Object.entries(o.fields).map(([fieldName, build]) => build(fieldName));
  const fieldsByName = new Map(fields.map((f) => [f.name, f]));
  const key = o.key === '*' ? fields.map((f) => f.name) : o.key;
  for (const k of [...key, ...o.search])
    if (!fieldsByName.has(k)) throw new Error(`${name}: unknown field ${k}`);
  return {
    name,
    sqlName: name,
    file: o.file,
    label: o.label,
    presence: o.presence,
    conditionText: o.conditionText,
    key,
    keyIsAllFields: o.key === '*',
    search: o.search,
    fields,
    fieldsByName,
    referenceUrl: referenceUrls(o.file),
  };
}

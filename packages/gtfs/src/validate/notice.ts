// One notice a rule can emit: its MobilityData code, severity, sample field names (as MobilityData
// names them, so report.json reads like theirs) and what it means in English and Spanish. A rule file
// defines its notices beside its checks, in one defineNotices table keyed by code; the code list,
// the HTML report's descriptions and docs/validator.md are all built from these definitions.
import type { Value } from '../values.js';

export type Severity = 'ERROR' | 'WARNING' | 'INFO';

/** The languages of notice descriptions and the HTML report. */
export type Lang = 'en' | 'es';

export type NoticeValue = string | number | boolean | null | readonly number[] | readonly string[];
export type NoticeFields = Record<string, NoticeValue | undefined>;

export interface NoticeSpec<F extends string> {
  severity: Severity;
  /** The GTFS file the notice counts under when its sample has no filename/childFilename field. */
  file?: string;
  /** Sample field names, in MobilityData's order. */
  fields: readonly F[];
  en: string;
  es: string;
}

export interface Notice<F extends string = string> extends NoticeSpec<F> {
  code: string;
}

/** A sample of notice `N`: only its declared fields (undefined ones are dropped from the report). */
export type SampleOf<N> = N extends Notice<infer F> ? { [K in F]?: NoticeValue | undefined } : never;

export function defineNotice<const F extends string>(code: string, spec: NoticeSpec<F>): Notice<F> {
  return { code, ...spec };
}

/** What a notice is without its words: severity, sample fields, and its file when not its table's. */
export interface NoticeKind<F extends string> {
  severity: Severity;
  fields: readonly F[];
  file?: string;
}

const withSeverity =
  (severity: Severity) =>
  <const F extends string>(fields: readonly F[], file?: string): NoticeKind<F> =>
    file ? { severity, fields, file } : { severity, fields };

/** A notice of a defineNotices table: its sample field names, in MobilityData's order, and its file
 * when it counts under another than the table's. */
export const error = withSeverity('ERROR');
export const warning = withSeverity('WARNING');
export const info = withSeverity('INFO');

/** A rule file's notices by code. */
export type NoticeTable<T extends Record<string, NoticeKind<string>>> = {
  readonly [C in keyof T]: Notice<T[C]['fields'][number]>;
};

/** Every code of a table has its words in each language, and no other code does. */
type Words<T> = { readonly [C in keyof T]: string };

/**
 * The notices of one rule file, keyed by their MobilityData code (a code read in report.json is found
 * as written in the source): one line each for severity and sample fields, then what each means in
 * English and Spanish. `file` is where a notice counts when its sample has no filename field.
 */
export function defineNotices<const T extends Record<string, NoticeKind<string>>>(table: {
  file?: string;
  notices: T;
  en: Words<T>;
  es: Words<T>;
}): NoticeTable<T> {
  const { file, notices, en, es } = table;
  return Object.fromEntries(
    Object.entries(notices).map(([code, kind]) => [
      code,
      defineNotice(code, { ...(file ? { file } : {}), ...kind, en: en[code]!, es: es[code]! }),
    ]),
  ) as NoticeTable<T>;
}

/**
 * The notice for a row that breaks a field's `requiredWhen`/`forbiddenWhen` condition (the loader
 * evaluates the condition). `undefined` leaves it to the generic notice (missing_required_field when
 * required, none when forbidden); `null` means no notice (another field's entry reports the row).
 */
export type PresenceNotice = (
  kind: 'required' | 'forbidden',
  rec: (field: string) => Value,
  row: number,
) => Emission | null | undefined;

/** A notice with its sample, to be added by the caller. */
export type Emission = readonly [Notice, NoticeFields];

/** Pairs a notice with a sample of its declared fields (type-checked like NoticeContainer.add). */
export const emission = <N extends Notice>(notice: N, fields: SampleOf<N>): Emission => [
  notice,
  fields as NoticeFields,
];

export interface NoticeSet {
  name: string;
  /** The notices this rule defines or emits (CODES, the report's descriptions and docs/validator.md read them). */
  notices: readonly Notice[];
  /** Specific notices for conditional presence, by `table.field` (e.g. `stops.stop_name`). */
  presence?: Readonly<Record<string, PresenceNotice>>;
}

/** Notices defined together; a group without a check is emitted while the files stream (the loader's
 * CSV and field checks, the Flex row checks) or by validateFeed itself (system errors). */
export const noticeSet = (g: NoticeSet): NoticeSet => g;

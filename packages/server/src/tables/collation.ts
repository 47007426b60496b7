// Sorting names as people read them. Text columns sort by the UI language's ICU collation ("Álamo"
// between "Alameda" and "Azul" in Spanish), id columns by the same collation with numbers in natural
// order ("R2" before "R10"). Migration 0009 creates the four collations (plain code-point copies where
// PostgreSQL has no ICU) and, for the tables the grid sorts on a large scale, an index per collated
// column, so a sorted page stays an index scan.
import type { FieldKind, TableDef } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { ident } from '../feed/sql-schema.js';

/** The database collation of each language: `text` for names, `natural` for ids. */
export const COLLATIONS: Record<Language, { text: string; natural: string }> = {
  en: { text: 'ruta_en', natural: 'ruta_en_natural' },
  es: { text: 'ruta_es', natural: 'ruta_es_natural' },
};

/** The ICU locale of each collation (`-u-kn` turns on numeric ordering of digit runs). */
export const ICU_LOCALES: Record<string, string> = {
  ruta_en: 'en',
  ruta_es: 'es',
  ruta_en_natural: 'en-u-kn',
  ruta_es_natural: 'es-u-kn',
};

/** Field kinds whose values people read as words; other text kinds (codes, colours) sort as stored. */
const WORDS: ReadonlySet<FieldKind> = new Set(['text', 'url', 'email', 'phone', 'timezone']);

/** Which collation a field sorts by, or null for a field that sorts by its typed value. */
export function collationKind(kind: FieldKind): 'text' | 'natural' | null {
  if (kind === 'id') return 'natural';
  return WORDS.has(kind) ? 'text' : null;
}

/** A sort expression: fixed SQL, or SQL that depends on the request's language. */
export type SortExpression = string | ((language: Language) => string);

/** `"column" COLLATE ruta_es_natural` and the like, or the plain column. */
export function collatedColumn(sqlName: string, kind: FieldKind, language: Language): string {
  const which = collationKind(kind);
  return which ? `${ident(sqlName)} COLLATE ${ident(COLLATIONS[language][which])}` : ident(sqlName);
}

/** The collated sort expressions of a table's fields, for the indexes of migration 0009. */
export function collatedIndexColumns(table: TableDef): { field: string; language: Language; sql: string }[] {
  const out: { field: string; language: Language; sql: string }[] = [];
  for (const f of table.fields)
    if (collationKind(f.kind))
      for (const language of Object.keys(COLLATIONS) as Language[])
        out.push({ field: f.sqlName, language, sql: collatedColumn(f.sqlName, f.kind, language) });
  return out;
}

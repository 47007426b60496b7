// Messages of the per-table CSV upload, in en and es; those a cell shares with the table API's
// answers come from its catalogue, so both say the same.
import type { FieldKind } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { catalogueTranslator } from '../i18n/index.js';
import { tableMessages } from '../tables/messages.js';

const messages = {
  row_rejected: {
    en: '1 row has errors; nothing was changed. Correct it and upload the file again.',
    es: '1 fila tiene errores; no se cambió nada. Corrígela y vuelve a subir el archivo.',
  },
  rows_rejected: {
    en: '{count} rows have errors; nothing was changed. Correct them and upload the file again.',
    es: '{count} filas tienen errores; no se cambió nada. Corrígelas y vuelve a subir el archivo.',
  },
  empty_file: { en: 'The file is empty: it has no header.', es: 'El archivo está vacío: no tiene cabecera.' },
  missing_columns: {
    en: 'The header lacks required columns: {columns}.',
    es: 'A la cabecera le faltan columnas obligatorias: {columns}.',
  },
  duplicate_column: {
    en: 'The column "{column}" appears twice in the header.',
    es: 'La columna "{column}" aparece dos veces en la cabecera.',
  },
  unclosed_quote: {
    en: 'Line {line}: a quoted value is not closed before the end of the file.',
    es: 'Línea {line}: un valor entre comillas no se cierra antes del final del archivo.',
  },
  required: tableMessages.required,
  too_many_cells: {
    en: 'This row has more cells than the header.',
    es: 'Esta fila tiene más celdas que la cabecera.',
  },
  duplicate_key: {
    en: 'Same {fields} as row {row}.',
    es: 'Mismo {fields} que la fila {row}.',
  },
  one_row: { en: 'This file has only one row.', es: 'Este archivo tiene una sola fila.' },
  not_number: tableMessages.not_number,
  not_integer: {
    en: 'Enter a whole number (at most 2147483647).',
    es: 'Introduce un número entero (como máximo 2147483647).',
  },
  invalid_date: { en: 'Enter a valid date (YYYYMMDD).', es: 'Introduce una fecha válida (AAAAMMDD).' },
  // A CSV file is GTFS text, where times have their seconds.
  invalid_time: {
    en: 'Enter a valid time (HH:MM:SS; hours may pass 24).',
    es: 'Introduce una hora válida (HH:MM:SS; las horas pueden pasar de 24).',
  },
  invalid_color: tableMessages.invalid_color,
} as const satisfies Record<string, Record<Language, string>>;

export type CsvMessageKey = keyof typeof messages;
export type CsvTranslate = (key: CsvMessageKey, params?: Record<string, string | number>) => string;

export const csvTranslator = (lang: Language): CsvTranslate => catalogueTranslator(messages, lang);

/** The message for text that is not a value of its field's kind. */
export function invalidMessage(t: CsvTranslate, kind: FieldKind): string {
  switch (kind) {
    case 'integer':
    case 'enum':
      return t('not_integer');
    case 'float':
    case 'latitude':
    case 'longitude':
    case 'currency_amount':
      return t('not_number');
    case 'date':
      return t('invalid_date');
    case 'time':
      return t('invalid_time');
    case 'color':
      return t('invalid_color');
    default:
      return t('not_integer');
  }
}

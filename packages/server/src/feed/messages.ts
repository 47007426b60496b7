// The message a user sees when an import fails (`loading_gtfs_error_message`), in the project owner's
// language, and apart from it the technical detail (`loading_gtfs_error_detail`): the text of the zip
// library or of PostgreSQL, which is English and not for every reader, but what an administrator needs.
// The message names what the error gives: the file, the line or row, the field and the value. The
// reader's error codes are stable (GtfsReadErrorCode), so each has its sentence here in en and es.
import { GtfsReadError, type GtfsReadErrorCode } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { catalogueTranslator, fillMessage } from '../i18n/index.js';
import { CopyFailure } from './import.js';

/** A failure as stored and answered: the translated sentence and the untranslated detail. */
export interface Failure {
  message: string;
  detail: string | null;
}

type Sentences = Record<Language, string>;

// English takes the reader's own sentence (it names the same values); `{…}` are the error's params.
const READ_ERRORS: Record<GtfsReadErrorCode, string> = {
  not_a_zip: 'El archivo no es un zip válido. Sube un feed GTFS comprimido en .zip.',
  no_gtfs_files: 'El zip no contiene archivos GTFS (se esperaban agency.txt, stops.txt, ...).',
  too_many_entries: 'El zip contiene {entries} archivos; se aceptan como máximo {max}.',
  too_large: 'El zip descomprimido ocupa más de {max}, el máximo aceptado.',
  compression_ratio: 'El archivo está comprimido más de {ratio}:1, lo que parece una bomba zip.',
  unsafe_path: 'El zip contiene una ruta de archivo insegura (por ejemplo "../").',
  duplicate_file: 'El archivo aparece dos veces en el zip.',
  corrupt_zip: 'El zip está dañado y no se puede leer.',
  csv_unclosed_quote: 'Un valor entre comillas no se cierra antes del final del archivo.',
  invalid_utf8: 'El archivo no está codificado en UTF-8.',
  empty_header: 'El archivo no tiene cabecera.',
  duplicate_column: 'La columna "{column}" aparece dos veces en la cabecera.',
};

const OTHER: Record<'copy' | 'upload_missing' | 'interrupted' | 'unexpected', Sentences> = {
  copy: {
    en: '{file}: the database refused {where}.',
    es: '{file}: la base de datos rechazó {where}.',
  },
  upload_missing: {
    en: 'The uploaded file is no longer available. Upload the GTFS zip again.',
    es: 'El archivo subido ya no está disponible. Sube de nuevo el zip GTFS.',
  },
  interrupted: {
    en: 'The import was interrupted several times (the server stopped while importing). Upload the GTFS zip again; if it happens again, the feed may be too large for this server.',
    es: 'La importación se interrumpió varias veces (el servidor se detuvo durante la importación). Sube de nuevo el zip GTFS; si vuelve a ocurrir, puede que el feed sea demasiado grande para este servidor.',
  },
  unexpected: {
    en: 'The import failed unexpectedly. Try again; if it fails again, contact the administrator.',
    es: 'La importación falló de forma inesperada. Inténtalo de nuevo; si vuelve a fallar, contacta con el administrador.',
  },
};

export function importMessage(
  language: Language,
  key: keyof typeof OTHER,
  params: Record<string, string | number> = {},
): string {
  return catalogueTranslator(OTHER, language)(key, params);
}

/** `COPY gtfs_stops, line 3, column stop_lat: "abc"` → row 3, field stop_lat, value "abc". */
function copyPosition(err: Error & { where?: string }, language: Language): string {
  const m = /line (\d+)(?:, column (\w+)(?:: "(.*)")?)?/.exec(err.where ?? '');
  if (!m) return language === 'es' ? 'una fila' : 'a row';
  const [, row, field, value] = m;
  if (language === 'es')
    return `la fila ${row}${field ? `, campo ${field}` : ''}${value !== undefined ? `, valor "${value}"` : ''}`;
  return `row ${row}${field ? `, field ${field}` : ''}${value !== undefined ? `, value "${value}"` : ''}`;
}

function readErrorMessage(err: GtfsReadError, language: Language): string {
  // The reader's sentence starts with the file name when known, else with a lowercase word.
  if (language === 'en')
    return (err.file ? err.message : err.message.charAt(0).toUpperCase() + err.message.slice(1)) + '.';
  const where = err.file ? `${err.file}${err.line ? ` (línea ${err.line})` : ''}: ` : '';
  return where + fillMessage(READ_ERRORS[err.code], err.params);
}

/** The user-facing message of an import error, and its technical detail. */
export function describeImportError(err: unknown, language: Language): Failure {
  if (err instanceof GtfsReadError)
    return { message: readErrorMessage(err, language), detail: err.detail ?? null };
  if (err instanceof CopyFailure)
    return {
      message: importMessage(language, 'copy', {
        file: err.file,
        where: copyPosition(err.cause as Error & { where?: string }, language),
      }),
      detail: err.cause.message,
    };
  return {
    message: importMessage(language, 'unexpected'),
    detail: err instanceof Error ? err.message : String(err),
  };
}

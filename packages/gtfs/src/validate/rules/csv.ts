// The shape of each CSV file, checked while it streams (feed.ts and load/cells.ts): parsing, the
// header's columns, rows of the wrong length, empty rows and line breaks inside values.
import { defineNotices, noticeSet } from '../notice.js';

export const CSV = defineNotices({
  csv_parsing_failed: {
    severity: 'ERROR',
    fields: ['filename', 'charIndex', 'columnIndex', 'lineIndex', 'message', 'parsedContent'],
    en: 'The file could not be read as CSV to its end (for example a quote that is never closed).',
    es: 'El archivo no se pudo leer como CSV hasta el final (por ejemplo, una comilla que nunca se cierra).',
  },
  duplicated_column: {
    severity: 'ERROR',
    fields: ['filename', 'fieldName', 'firstIndex', 'secondIndex'],
    en: 'The header names the same column twice; only one of them can be read.',
    es: 'El encabezado repite una columna; solo una de ellas puede leerse.',
  },
  empty_column_name: {
    severity: 'ERROR',
    fields: ['filename', 'index'],
    en: 'A column of the header has no name, so its values are ignored.',
    es: 'Una columna del encabezado no tiene nombre, así que sus valores se ignoran.',
  },
  empty_file: {
    severity: 'ERROR',
    fields: ['filename'],
    en: 'The file has no header line, or it is a required file with no data rows.',
    es: 'El archivo no tiene encabezado, o es obligatorio y no tiene filas de datos.',
  },
  invalid_row_length: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'rowLength', 'headerCount'],
    en: 'A row has a different number of cells than the header; it is skipped.',
    es: 'Una fila tiene un número de celdas distinto del encabezado; se omite.',
  },
  missing_required_column: {
    severity: 'ERROR',
    file: 'calendar.txt',
    fields: ['filename', 'fieldName'],
    en: 'A column that GTFS requires in this file is absent from its header.',
    es: 'Falta en el encabezado una columna que GTFS exige en este archivo.',
  },
  new_line_in_value: {
    severity: 'ERROR',
    fields: ['filename', 'csvRowNumber', 'fieldName', 'fieldValue'],
    en: 'A value contains a line break, usually the sign of a quote left open.',
    es: 'Un valor contiene un salto de línea, normalmente señal de una comilla sin cerrar.',
  },
  empty_row: {
    severity: 'WARNING',
    fields: ['filename', 'csvRowNumber'],
    en: 'A row has only empty or blank cells; it is skipped.',
    es: 'Una fila tiene solo celdas vacías o en blanco; se omite.',
  },
  unknown_column: {
    severity: 'INFO',
    fields: ['filename', 'fieldName', 'index'],
    en: 'The header has a column that GTFS does not define. It is kept but not checked.',
    es: 'El encabezado tiene una columna que GTFS no define. Se conserva pero no se revisa.',
  },
});

/** Emitted by the loader while files stream. */
export const csvNotices = noticeSet({
  name: 'csv',
  notices: Object.values(CSV),
});

// The shape of each CSV file, checked while it streams (feed.ts and load/cells.ts): parsing, the
// header's columns, rows of the wrong length, empty rows and line breaks inside values.
import { defineNotices, error, info, noticeSet, warning } from '../notice.js';

export const CSV = defineNotices({
  notices: {
    csv_parsing_failed: error([
      'filename',
      'charIndex',
      'columnIndex',
      'lineIndex',
      'message',
      'parsedContent',
    ]),
    duplicated_column: error(['filename', 'fieldName', 'firstIndex', 'secondIndex']),
    empty_column_name: error(['filename', 'index']),
    empty_file: error(['filename']),
    invalid_row_length: error(['filename', 'csvRowNumber', 'rowLength', 'headerCount']),
    missing_required_column: error(['filename', 'fieldName'], 'calendar.txt'),
    new_line_in_value: error(['filename', 'csvRowNumber', 'fieldName', 'fieldValue']),
    empty_row: warning(['filename', 'csvRowNumber']),
    unknown_column: info(['filename', 'fieldName', 'index']),
  },
  en: {
    csv_parsing_failed:
      'The file could not be read as CSV to its end (for example a quote that is never closed).',
    duplicated_column: 'The header names the same column twice; only one of them can be read.',
    empty_column_name: 'A column of the header has no name, so its values are ignored.',
    empty_file: 'The file has no header line, or it is a required file with no data rows.',
    invalid_row_length: 'A row has a different number of cells than the header; it is skipped.',
    missing_required_column: 'A column that GTFS requires in this file is absent from its header.',
    new_line_in_value: 'A value contains a line break, usually the sign of a quote left open.',
    empty_row: 'A row has only empty or blank cells; it is skipped.',
    unknown_column: 'The header has a column that GTFS does not define. It is kept but not checked.',
  },
  es: {
    csv_parsing_failed:
      'El archivo no se pudo leer como CSV hasta el final (por ejemplo, una comilla que nunca se cierra).',
    duplicated_column: 'El encabezado repite una columna; solo una de ellas puede leerse.',
    empty_column_name: 'Una columna del encabezado no tiene nombre, así que sus valores se ignoran.',
    empty_file: 'El archivo no tiene encabezado, o es obligatorio y no tiene filas de datos.',
    invalid_row_length: 'Una fila tiene un número de celdas distinto del encabezado; se omite.',
    missing_required_column: 'Falta en el encabezado una columna que GTFS exige en este archivo.',
    new_line_in_value: 'Un valor contiene un salto de línea, normalmente señal de una comilla sin cerrar.',
    empty_row: 'Una fila tiene solo celdas vacías o en blanco; se omite.',
    unknown_column: 'El encabezado tiene una columna que GTFS no define. Se conserva pero no se revisa.',
  },
});

/** Emitted by the loader while files stream. */
export const csvNotices = noticeSet({
  name: 'csv',
  notices: Object.values(CSV),
});

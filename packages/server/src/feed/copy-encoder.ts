// The COPY statement of a file's columns, around @ruta/gtfs's COPY text encoder (copyText), which
// writes the rows: the project id first, then the file's known fields, `invalid` and `extras`.
import { copyEscape, copyText, type GtfsRow, type TableHeader } from '@ruta/gtfs';
import { gtfsTableName, ident } from './sql-schema.js';

export { copyEscape };

export interface CopyEncoder {
  /** The COPY statement for this file's columns. */
  sql: string;
  /** The COPY text of `rows` (each line ends with \n). */
  encode(rows: readonly GtfsRow[]): string;
}

export interface CopyTarget {
  name: string;
  freeze?: boolean;
}

/** COPY into `target` of the file's fields (`sqlColumns` as CopyText names them). */
export function copySql(sqlColumns: readonly string[], target: CopyTarget): string {
  const columns = ['project_id', ...sqlColumns, 'invalid', 'extras'].map(ident);
  return `COPY ${ident(target.name)} (${columns.join(', ')}) FROM STDIN${target.freeze ? ' (FREEZE)' : ''}`;
}

/** `target`: the table to load (the import's staging table), by default the file's GTFS table. */
export function copyEncoder(
  header: TableHeader,
  projectId: number,
  target: CopyTarget = { name: gtfsTableName(header.table) },
): CopyEncoder {
  const text = copyText(header, String(projectId));
  return { sql: copySql(text.sqlColumns, target), encode: (rows) => text.encode(rows) };
}

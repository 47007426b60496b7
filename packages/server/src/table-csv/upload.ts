// Replacing one table of a project by an uploaded CSV file, all-or-nothing, in one transaction:
// 1. the file is streamed through the @ruta/gtfs CSV parser and row model into a temporary table
//    (COPY, with the import's encoder), checking each row: values that do not parse, required fields
//    left empty, cells beyond the header;
// 2. in SQL: values that do not fit their column, and keys repeated within the file;
// 3. if all is well, rows are matched by the table's GTFS key (occurrence by occurrence, so a feed's
//    duplicated keys pair up in id order): matched rows are updated in place (ids kept, version + 1
//    when something changed), new ones inserted in file order, missing ones deleted.
// Any error rolls everything back; the answer lists the bad rows (row-errors.ts finds them). What was read as best it could be
// (warnings.ts) is kept with the project for the dashboard's warnings panel and answered too.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  CsvError,
  CsvParser,
  RowBuilder,
  describeHeader,
  isPlaced,
  type GtfsRow,
  type TableDef,
  type TableHeader,
} from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { copyEncoder } from '../feed/copy-encoder.js';
import { computeEnvelope } from '../feed/envelope.js';
import { clientQuery } from '../files/store.js';
import { claimBatch, describeBatch, requestLanguage } from '../changes/batch.js';
import { passGate } from '../tables/gate.js';
import { bumpLastModification, storeEnvelope } from '../tables/touch.js';
import { IMPORT_LOCK } from '../feed/import-job.js';
import { SQL_TYPES, gtfsTableName, ident } from '../feed/sql-schema.js';
import type { ImportWarning } from '../import-report/report.js';
import { csvTranslator, type CsvTranslate } from './messages.js';
import { checkInDatabase, checkRow, ErrorList, keySql, type RowError } from './row-errors.js';
import { UploadWarnings } from './warnings.js';

const BATCH = 5000;

export type UploadResult =
  | { ok: true; created: number; updated: number; deleted: number; warnings: ImportWarning[] }
  | { ok: false; non_field_errors: string[]; rows: RowError[] };

export class UploadTooLarge extends Error {}

async function write(stream: Writable, chunk: string): Promise<void> {
  if (stream.errored) throw stream.errored;
  if (!stream.write(chunk)) await once(stream, 'drain');
}

export async function replaceTable(
  client: pg.ClientBase,
  projectId: number,
  table: TableDef,
  body: AsyncIterable<Buffer | string> | Iterable<Buffer | string>,
  lang: Language,
  maxBytes: number,
): Promise<UploadResult> {
  const t = csvTranslator(lang);
  const T = ident(gtfsTableName(table));
  const cols = table.fields.map((f) => ident(f.sqlName));
  await client.query('BEGIN');
  try {
    // Serialised with imports (and other uploads) of the project.
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [IMPORT_LOCK, projectId]);
    await client.query(
      `CREATE TEMP TABLE csv_in (n bigserial, project_id bigint, ${table.fields
        .map((f) => `${ident(f.sqlName)} ${SQL_TYPES[f.kind]}`)
        .join(', ')}, invalid jsonb, extras jsonb) ON COMMIT DROP`,
    );

    // 1. Stream the file in.
    const errors = new ErrorList();
    const lines: number[] = [];
    let header: TableHeader | undefined;
    let builder: RowBuilder | undefined;
    let encoder: ReturnType<typeof copyEncoder> | undefined;
    let copy: Writable | undefined;
    let batch: GtfsRow[] = [];
    let headerError: string | undefined;
    const warnings = new UploadWarnings(table.file);
    let lastLine = 0;
    const onRow = (cells: string[], line: number) => {
      lastLine = line;
      if (headerError) return;
      if (cells.length === 1 && cells[0]!.trim() === '') return warnings.add('empty_lines_skipped', line);
      if (!header) {
        const columns = cells.map((c) => c.trim());
        if (columns.some((c, i) => c !== cells[i])) warnings.add('header_whitespace_trimmed', line);
        const dup = columns.find((c, i) => columns.indexOf(c) !== i);
        header = describeHeader(table, table.file, columns);
        if (dup !== undefined) headerError = t('duplicate_column', { column: dup });
        else if (header.missingRequired.length)
          headerError = t('missing_columns', { columns: header.missingRequired.join(', ') });
        builder = new RowBuilder(header);
        return;
      }
      const row = builder!.build(cells);
      lines.push(line);
      // Read as the import reads them; non-empty cells beyond the header are errors (checkRow).
      if (cells.length < header.columns.length) warnings.add('row_too_short', line);
      else if (cells.length > header.columns.length) warnings.add('row_too_long', line);
      checkRow(header, row, cells, line, t, errors);
      if (!errors.count) batch.push(row);
    };
    const flush = async () => {
      if (!header || headerError || errors.count || !batch.length) return;
      if (!copy) {
        encoder = copyEncoder(header, projectId);
        // The import's encoder and column list, into the temporary table instead of the real one.
        const c = client.query(copyFrom(encoder.sql.replace(T, 'pg_temp.csv_in')));
        c.on('error', () => undefined);
        copy = c;
      }
      await write(copy, encoder!.encode(batch));
      batch = [];
    };
    const parser = new CsvParser();
    const decoder = new TextDecoder('utf-8');
    let bytes = 0;
    try {
      for await (const chunk of body) {
        const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buf.length;
        if (bytes > maxBytes) throw new UploadTooLarge();
        parser.push(warnings.clean(decoder.decode(buf, { stream: true }), buf, lastLine), onRow);
        if (batch.length >= BATCH) await flush();
      }
      parser.push(warnings.clean(decoder.decode(), Buffer.alloc(0), lastLine), onRow);
      parser.end(onRow);
    } catch (err) {
      if (err instanceof CsvError) return await reject([t('unclosed_quote', { line: err.line })], []);
      throw err;
    }
    if (!header) return await reject([t('empty_file')], []);
    if (headerError) return await reject([headerError], []);
    if (errors.count) return await reject([rowsRejected(t, errors.count)], errors.list);
    await flush();
    if (copy) {
      copy.end();
      await finished(copy);
    }
    await client.query('ANALYZE pg_temp.csv_in');

    // 2. What only the database can tell: values that do not fit their column, repeated keys.
    const line = (n: number) => lines[n - 1] ?? n;
    await checkInDatabase(client, table, line, t, errors);
    if (errors.count) return await reject([rowsRejected(t, errors.count)], errors.list);

    // 3. Replace: match by key and occurrence, update, delete, insert.
    const key = (a: string) => keySql(table, a);
    await client.query(
      `CREATE TEMP TABLE csv_pairs ON COMMIT DROP AS
       SELECT e.id, i.n FROM
         (SELECT n, ${key('c')} AS k, row_number() OVER (PARTITION BY ${key('c')} ORDER BY n) AS occ
            FROM pg_temp.csv_in c) i
       JOIN
         (SELECT t.id, ${key('t')} AS k, row_number() OVER (PARTITION BY ${key('t')} ORDER BY t.id) AS occ
            FROM ${T} t WHERE t.project_id = $1) e
       ON e.k = i.k AND e.occ = i.occ`,
      [projectId],
    );
    const all = (a: string) => [...cols.map((c) => `${a}.${c}`), `${a}.invalid`, `${a}.extras`].join(', ');
    const updated = await client.query(
      `UPDATE ${T} t SET (${[...cols, 'invalid', 'extras'].join(', ')}) = (${all('c')}), version = t.version + 1
       FROM pg_temp.csv_pairs p JOIN pg_temp.csv_in c ON c.n = p.n
       WHERE t.project_id = $1 AND t.id = p.id AND (${all('t')}) IS DISTINCT FROM (${all('c')})`,
      [projectId],
    );
    const deleted = await client.query(
      `DELETE FROM ${T} t WHERE t.project_id = $1 AND NOT EXISTS (SELECT 1 FROM pg_temp.csv_pairs p WHERE p.id = t.id)`,
      [projectId],
    );
    const created = await client.query(
      `INSERT INTO ${T} (project_id, ${[...cols, 'invalid', 'extras'].join(', ')})
       SELECT $1, ${all('c')} FROM pg_temp.csv_in c
       WHERE NOT EXISTS (SELECT 1 FROM pg_temp.csv_pairs p WHERE p.n = c.n) ORDER BY c.n`,
      [projectId],
    );
    // The file's column order is the one to write back.
    await client.query(
      `INSERT INTO gtfs_files (project_id, table_name, file_name, path, columns, row_count)
       VALUES ($1, $2, $3, $3, $4, $5)
       ON CONFLICT (project_id, table_name) DO UPDATE SET columns = EXCLUDED.columns, row_count = EXCLUDED.row_count`,
      [projectId, table.name, table.file, header.columns, lines.length],
    );
    await touchProject(client, projectId, table);
    await describeBatch(clientQuery(client), 'csv_uploaded', { file: table.file });
    // Shown on the dashboard like an import's (until dismissed); a clean file leaves earlier ones.
    if (warnings.list.length)
      await client.query('UPDATE projects SET import_warnings = $2 WHERE id = $1', [
        projectId,
        JSON.stringify(warnings.list),
      ]);
    await client.query('COMMIT');
    return {
      ok: true,
      created: created.rowCount ?? 0,
      updated: updated.rowCount ?? 0,
      deleted: deleted.rowCount ?? 0,
      warnings: warnings.list,
    };
  } catch (err) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw err;
  }

  async function reject(nonField: string[], rows: RowError[]): Promise<UploadResult> {
    await client.query('ROLLBACK');
    return { ok: false, non_field_errors: nonField, rows };
  }
}

/** last_modification, and what the project keeps from its tables: envelope (stops, shapes), feedinfo. */
async function touchProject(client: pg.ClientBase, projectId: number, table: TableDef): Promise<void> {
  const q = clientQuery(client);
  await passGate(q, projectId, requestLanguage());
  await claimBatch(q);
  await bumpLastModification(q, projectId);
  if (isPlaced(table)) await storeEnvelope(q, projectId, await computeEnvelope(client, projectId));
  if (table.name === 'feed_info')
    await client.query(
      `UPDATE projects SET feedinfo = (SELECT to_jsonb(f) - 'project_id' - 'version' - 'invalid' - 'extras'
         FROM gtfs_feed_info f WHERE project_id = $1 ORDER BY id LIMIT 1) WHERE id = $1`,
      [projectId],
    );
}

/** "1 row has errors…" or "N rows have errors…". */
const rowsRejected = (t: CsvTranslate, count: number) =>
  count === 1 ? t('row_rejected') : t('rows_rejected', { count });

// Loading a GTFS zip into a project's tables, inside the caller's transaction: the project's previous
// GTFS rows are deleted, each table file is streamed from the zip through the @ruta/gtfs reader into
// one COPY per table (with backpressure, so memory stays flat whatever the feed's size), the other
// files are stored byte for byte, and the envelope is computed. Nothing is committed here: the caller
// commits only when everything loaded, so a failed import leaves the old data exactly as it was.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  GtfsReadError,
  TABLES,
  openGtfsZip,
  readTable,
  type GtfsEntry,
  type GtfsReadWarning,
  type ZipLimits,
} from '@ruta/gtfs';
import { copyEncoder, copyEscape } from './copy-encoder.js';
import { computeEnvelope, type Envelope } from './envelope.js';
import { gtfsTableName, ident } from './sql-schema.js';

export interface LoadedTable {
  table: string;
  file: string;
  rows: number;
  /** Time to stream and COPY the file. */
  ms: number;
}

export interface LoadResult {
  tables: LoadedTable[];
  /** Files kept as bytes (GTFS files Ruta does not edit, unknown files). */
  extraFiles: string[];
  warnings: GtfsReadWarning[];
  envelope: Envelope | null;
  /** The first feed_info row, as the project's `feedinfo`. */
  feedinfo: Record<string, unknown> | null;
}

/** Which file a COPY is loading, so a database error can name it (see messages.ts). */
export class CopyFailure extends Error {
  constructor(
    readonly file: string,
    override readonly cause: Error,
  ) {
    super(`${file}: ${cause.message}`);
  }
}

/** Deletes every GTFS row and file of the project (caller's transaction). */
export async function deleteProjectFeed(client: pg.ClientBase, projectId: number): Promise<void> {
  for (const t of TABLES)
    await client.query(`DELETE FROM ${ident(gtfsTableName(t))} WHERE project_id = $1`, [projectId]);
  await client.query('DELETE FROM gtfs_files WHERE project_id = $1', [projectId]);
  await client.query('DELETE FROM gtfs_extra_files WHERE project_id = $1', [projectId]);
}

/** Writes with backpressure; `once` rejects if the COPY fails while we wait for 'drain'. */
async function write(stream: Writable, chunk: string): Promise<void> {
  if (stream.errored) throw stream.errored;
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Streams one table file into its table with COPY; answers the row count. */
async function copyTable(
  client: pg.ClientBase,
  projectId: number,
  entry: GtfsEntry,
  warnings: GtfsReadWarning[],
): Promise<{ rows: number; columns: string[] }> {
  let copy: ReturnType<typeof copyFrom> | undefined;
  let encoder: ReturnType<typeof copyEncoder> | undefined;
  let rows = 0;
  let columns: string[] = [];
  try {
    for await (const batch of readTable(entry, { warnings, batchSize: 5000 })) {
      if (!copy) {
        columns = batch.header.columns;
        encoder = copyEncoder(batch.header, projectId);
        copy = client.query(copyFrom(encoder.sql));
        // An error of the COPY (reported by the server) ends the stream; surface it at the next write.
        copy.on('error', () => undefined);
      }
      if (batch.rows.length === 0) continue;
      rows += batch.rows.length;
      await write(copy, encoder!.encode(batch.rows));
    }
    if (copy) {
      copy.end();
      await finished(copy);
    }
  } catch (err) {
    if (copy && !copy.destroyed) copy.destroy();
    // Reading errors are the feed's; anything else came from the database while copying.
    if (err instanceof GtfsReadError) throw err;
    throw new CopyFailure(entry.name, err as Error);
  }
  return { rows, columns };
}

/**
 * Stores a file as bytes, streamed: a COPY row's bytea cell is written as hex chunk by chunk, so a
 * large file (a big locations.geojson) never sits whole in memory.
 */
async function copyExtraFile(client: pg.ClientBase, projectId: number, entry: GtfsEntry): Promise<void> {
  const copy = client.query(
    copyFrom('COPY gtfs_extra_files (project_id, file_name, path, bytes) FROM STDIN'),
  );
  copy.on('error', () => undefined);
  try {
    await write(copy, `${projectId}\t${copyEscape(entry.name)}\t${copyEscape(entry.path)}\t\\\\x`);
    for await (const chunk of await entry.open()) await write(copy, (chunk as Buffer).toString('hex'));
    await write(copy, '\n');
    copy.end();
    await finished(copy);
  } catch (err) {
    if (!copy.destroyed) copy.destroy();
    if (err instanceof GtfsReadError) throw err;
    throw new CopyFailure(entry.name, err as Error);
  }
}

/**
 * Replaces the project's GTFS data with the zip's. Runs inside the caller's transaction; throws a
 * GtfsReadError (the feed cannot be read), a CopyFailure (the database refused a row) or any other
 * error, after which the caller must roll back.
 */
export async function loadFeed(
  client: pg.ClientBase,
  projectId: number,
  zipPath: string,
  limits?: ZipLimits,
): Promise<LoadResult> {
  const zip = await openGtfsZip(zipPath, limits);
  const warnings: GtfsReadWarning[] = [...zip.warnings];
  const tables: LoadedTable[] = [];
  const extraFiles: string[] = [];
  try {
    await deleteProjectFeed(client, projectId);
    for (const entry of zip.entries) {
      if (entry.kind === 'table' && entry.table) {
        const started = Date.now();
        const { rows, columns } = await copyTable(client, projectId, entry, warnings);
        await client.query(
          `INSERT INTO gtfs_files (project_id, table_name, file_name, path, columns, row_count)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [projectId, entry.table.name, entry.name, entry.path, columns, rows],
        );
        tables.push({ table: entry.table.name, file: entry.name, rows, ms: Date.now() - started });
      } else {
        await copyExtraFile(client, projectId, entry);
        extraFiles.push(entry.name);
      }
    }
  } finally {
    zip.close();
  }
  const envelope = await computeEnvelope(client, projectId);
  const { rows: info } = await client.query<{ feedinfo: Record<string, unknown> }>(
    `SELECT to_jsonb(f) - 'project_id' - 'version' - 'invalid' - 'extras' AS feedinfo
     FROM gtfs_feed_info f WHERE project_id = $1 ORDER BY id LIMIT 1`,
    [projectId],
  );
  return { tables, extraFiles, warnings, envelope, feedinfo: info[0]?.feedinfo ?? null };
}

// Loading a GTFS zip into a project's tables, inside the caller's transaction: each table file is
// streamed from the zip through the @ruta/gtfs reader into one COPY per table (with backpressure, so
// memory stays flat whatever the feed's size) into a new staging table, which is then indexed and
// swapped in as the project's partition (staging.ts); the other files are stored byte for byte, and the
// envelope is computed. Nothing is committed here: the caller commits only when everything loaded, so
// a failed import leaves the old data exactly as it was and no staging table behind.
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import {
  GtfsReadError,
  feed_info,
  openGtfsZip,
  shapes,
  stops,
  copyTextOfTable,
  type GtfsEntry,
  type GtfsReadWarning,
  type TableDef,
  type ZipLimits,
  type ZipSource,
} from '@ruta/gtfs';
import { copyEscape, copySql, type CopyTarget } from './copy-encoder.js';
import { copyTextInWorker, WORKER_MIN_BYTES } from './parse-worker.js';
import { computeEnvelope, type Envelope } from './envelope.js';
import { ident } from './sql-schema.js';
import { indexStaged, stageTable, swapPartitions, type Staged } from './staging.js';
import { writeImportedCounts } from './row-counts.js';

export interface LoadedTable {
  table: string;
  file: string;
  rows: number;
  /** Time to stream and COPY the file. */
  ms: number;
  /** Time to build each of its indexes (in the parent's index order). */
  indexMs?: number[];
}

export interface LoadResult {
  tables: LoadedTable[];
  /** Files kept as bytes (GTFS files Ruta does not edit, unknown files). */
  extraFiles: string[];
  warnings: GtfsReadWarning[];
  envelope: Envelope | null;
  /** The first feed_info row, as the project's `feedinfo`. */
  feedinfo: Record<string, unknown> | null;
  /** Time to build the indexes of the loaded tables, to analyze them, and to swap them in. */
  indexMs: number;
  analyzeMs: number;
  swapMs: number;
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

/** Deletes the project's kept files and file headers (caller's transaction; rows go by swap). */
async function deleteProjectFiles(client: pg.ClientBase, projectId: number): Promise<void> {
  await client.query('DELETE FROM gtfs_files WHERE project_id = $1', [projectId]);
  await client.query('DELETE FROM gtfs_extra_files WHERE project_id = $1', [projectId]);
}

/**
 * Bytes of COPY text queued before the reader waits for PostgreSQL. With the default 16 KB the reader
 * and PostgreSQL took turns (each idle while the other worked: 2.4M rows took the sum of both, 5-6 s,
 * instead of the longer of the two); a few MB keep both busy, and memory bounded.
 */
const COPY_BUFFER = 4 << 20;

/**
 * A COPY whose failure is seen at the next write or at its end. pg-copy-streams reports an error with a
 * bare 'error' event (the stream is neither destroyed nor marked errored), e.g. a COPY sent on a
 * connection that dropped between two statements: waiting for 'drain' or 'finish' would never end.
 */
function copyInto(client: pg.ClientBase, text: string, options?: { highWaterMark: number }) {
  const stream = client.query(copyFrom(text, options));
  let failure: Error | undefined;
  const failed = new Promise<never>((_, reject) =>
    stream.on('error', (err: Error) => {
      failure ??= err;
      reject(failure);
    }),
  );
  failed.catch(() => undefined); // raced below; not unhandled meanwhile
  const check = () => {
    if (failure ?? stream.errored) throw failure ?? stream.errored;
  };
  return {
    stream,
    /** Writes with backpressure. */
    async write(chunk: string | Buffer): Promise<void> {
      check();
      if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), failed]);
    },
    async end(): Promise<void> {
      check();
      stream.end();
      await Promise.race([finished(stream), failed]);
    },
    destroy: () => stream.destroyed || stream.destroy(),
  };
}

/** Streams one table file into its table with COPY; answers the row count. */
async function copyTable(
  client: pg.ClientBase,
  projectId: number,
  entry: GtfsEntry,
  target: CopyTarget,
  warnings: GtfsReadWarning[],
): Promise<{ rows: number; columns: string[] }> {
  let copy: ReturnType<typeof copyInto> | undefined;
  let rows = 0;
  let columns: string[] = [];
  const prefix = String(projectId);
  const batches =
    entry.uncompressedSize >= WORKER_MIN_BYTES
      ? copyTextInWorker(entry, prefix, warnings)
      : copyTextOfTable(entry, prefix, warnings);
  try {
    for await (const batch of batches) {
      if (!copy) {
        columns = batch.columns;
        copy = copyInto(client, copySql(batch.sqlColumns, target), { highWaterMark: COPY_BUFFER });
      }
      if (batch.rows === 0) continue;
      rows += batch.rows;
      await copy.write(batch.text);
    }
    if (copy) {
      await copy.end();
      // The rows PostgreSQL stored (its `COPY n`), which the table's kept count starts from.
      rows = copy.stream.rowCount;
    }
  } catch (err) {
    copy?.destroy();
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
  const copy = copyInto(client, 'COPY gtfs_extra_files (project_id, file_name, path, bytes) FROM STDIN');
  try {
    await copy.write(`${projectId}\t${copyEscape(entry.name)}\t${copyEscape(entry.path)}\t\\\\x`);
    for await (const chunk of await entry.open()) await copy.write((chunk as Buffer).toString('hex'));
    await copy.write('\n');
    await copy.end();
  } catch (err) {
    copy.destroy();
    if (err instanceof GtfsReadError) throw err;
    throw new CopyFailure(entry.name, err as Error);
  }
}

/**
 * Replaces the project's GTFS data with the zip's. Runs inside the caller's transaction; throws a
 * GtfsReadError (the feed cannot be read), a CopyFailure (the database refused a row) or any other
 * error, after which the caller must roll back.
 */
export async function replaceProjectFeed(
  client: pg.ClientBase,
  projectId: number,
  zipSource: ZipSource,
  limits?: ZipLimits,
  /** Told when every file is read and the index builds begin (the import's progress). */
  onIndexing?: () => void,
): Promise<LoadResult> {
  const zip = await openGtfsZip(zipSource, limits);
  const warnings: GtfsReadWarning[] = [...zip.warnings];
  const tables: LoadedTable[] = [];
  const extraFiles: string[] = [];
  const staged = new Map<TableDef, Staged>();
  const tag = `i${Date.now().toString(36)}`;
  try {
    // Sorted index builds in memory (and by parallel workers on big tables).
    await client.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await deleteProjectFiles(client, projectId);
    for (const entry of zip.entries) {
      if (entry.kind === 'table' && entry.table) {
        const started = Date.now();
        // FREEZE only into a table created in this (sub)transaction and not loaded yet.
        const fresh = !staged.has(entry.table);
        if (fresh) staged.set(entry.table, await stageTable(client, entry.table, projectId, tag));
        const target = { name: staged.get(entry.table)!.name, freeze: fresh };
        const { rows, columns } = await copyTable(client, projectId, entry, target, warnings);
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
  onIndexing?.();
  const indexStarted = Date.now();
  for (const s of staged.values()) {
    const times = await indexStaged(client, s);
    for (const t of tables) if (t.table === s.table.name) t.indexMs = times;
  }
  const indexMs = Date.now() - indexStarted;
  // Statistics now: a partition fresh from COPY has none, and the planner would guess that a project
  // holds 0.5% of its own partition (bitmap scans and sorts where an index scan pays).
  const analyzeStarted = Date.now();
  for (const s of staged.values()) await client.query(`ANALYZE ${ident(s.name)}`);
  const analyzeMs = Date.now() - analyzeStarted;
  // Read from the staging tables, before the swap locks the parents.
  const source = (t: TableDef) => staged.get(t)?.name;
  const envelope = await computeEnvelope(client, projectId, {
    stops: source(stops) ?? null,
    shapes: source(shapes) ?? null,
  });
  const infoTable = source(feed_info);
  const { rows: info } = infoTable
    ? await client.query<{ feedinfo: Record<string, unknown> }>(
        `SELECT to_jsonb(f) - 'project_id' - 'version' - 'invalid' - 'extras' AS feedinfo
         FROM ${ident(infoTable)} f ORDER BY id LIMIT 1`,
      )
    : { rows: [] };
  const swapStarted = Date.now();
  await swapPartitions(client, projectId, [...staged.values()]);
  const counts = new Map<TableDef, number>();
  for (const s of staged.values())
    counts.set(
      s.table,
      tables.filter((t) => t.table === s.table.name).reduce((n, t) => n + t.rows, 0),
    );
  await writeImportedCounts(client, projectId, counts);
  return {
    tables,
    extraFiles,
    warnings,
    envelope,
    feedinfo: info[0]?.feedinfo ?? null,
    indexMs,
    analyzeMs,
    swapMs: Date.now() - swapStarted,
  };
}

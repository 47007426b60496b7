// Files kept in PostgreSQL: uploaded GTFS zips, built zips and validation reports. Each file is a
// `stored_files` row and its bytes are `stored_file_chunks` rows of CHUNK_BYTES, written and read as
// streams, so no whole file is ever held in memory. Chunked bytea rather than large objects: as fast
// (bench/README.md), smaller on disk, and ON DELETE CASCADE removes a project's files with it, so no
// large object can be orphaned. Callers pick the transaction: a file written inside one appears with
// its commit, and a reader in a REPEATABLE READ transaction sees a whole file even if a newer build
// replaces it meanwhile.
import { Readable } from 'node:stream';
import { CompiledQuery } from 'kysely';
import type pg from 'pg';
import type { Db } from '../db/connection.js';
import type { StoredFileKind } from '../db/schema.js';

/** Bytes per chunk row: big enough for fast writes, small enough to buffer one. */
export const CHUNK_BYTES = 4 * 1024 * 1024;
/** Largest slice read at once (substring of a chunk; EXTERNAL storage reads only its pages). */
const READ_BYTES = 1024 * 1024;

/** Runs one SQL statement: a pg client (in its transaction) or the pool behind kysely. */
export type Query = <R>(text: string, values: unknown[]) => Promise<R[]>;

export const clientQuery =
  (client: pg.ClientBase): Query =>
  async <R>(text: string, values: unknown[]) =>
    (await client.query(text, values)).rows as R[];

export const dbQuery =
  (db: Db): Query =>
  async <R>(text: string, values: unknown[]) =>
    (await db.executeQuery<R>(CompiledQuery.raw(text, values))).rows;

export interface StoredFile {
  id: number;
  size: number;
  name: string;
}

/**
 * Writes `source` as a new file and answers it. `projectId` may be null only inside a transaction
 * that sets it before committing (an upload received before its project exists).
 */
export async function writeFile(
  query: Query,
  file: { projectId: number | null; kind: StoredFileKind; name: string },
  source: AsyncIterable<Buffer | string> | Iterable<Buffer>,
): Promise<StoredFile> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO stored_files (project_id, kind, name, size) VALUES ($1, $2, $3, 0) RETURNING id`,
    [file.projectId, file.kind, file.name],
  );
  const id = row!.id;
  let seq = 0;
  let size = 0;
  // One chunk is written while the next is read: at most two chunks are held.
  let inFlight: Promise<unknown> | undefined;
  const flush = async (data: Buffer) => {
    if (inFlight) await inFlight;
    inFlight = query(`INSERT INTO stored_file_chunks (file_id, seq, data) VALUES ($1, $2, $3)`, [
      id,
      seq++,
      data,
    ]);
    inFlight.catch(() => undefined); // awaited by the next flush or below; not unhandled meanwhile
    size += data.length;
  };
  let parts: Buffer[] = [];
  let buffered = 0;
  for await (const piece of source) {
    let chunk = typeof piece === 'string' ? Buffer.from(piece) : piece;
    while (buffered + chunk.length >= CHUNK_BYTES) {
      const take = CHUNK_BYTES - buffered;
      parts.push(chunk.subarray(0, take));
      chunk = chunk.subarray(take);
      await flush(Buffer.concat(parts));
      parts = [];
      buffered = 0;
    }
    if (chunk.length) {
      parts.push(chunk);
      buffered += chunk.length;
    }
  }
  if (buffered) await flush(Buffer.concat(parts));
  if (inFlight) await inFlight;
  await query(`UPDATE stored_files SET size = $2 WHERE id = $1`, [id, size]);
  return { id, size, name: file.name };
}

/** The newest file of a kind of a project. */
export async function latestFile(
  query: Query,
  projectId: number,
  kind: StoredFileKind,
): Promise<StoredFile | undefined> {
  const [row] = await query<StoredFile>(
    `SELECT id, size, name FROM stored_files WHERE project_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`,
    [projectId, kind],
  );
  return row;
}

export async function findFile(query: Query, id: number): Promise<StoredFile | undefined> {
  const [row] = await query<StoredFile>(`SELECT id, size, name FROM stored_files WHERE id = $1`, [id]);
  return row;
}

/** Bytes `start` to `end` (exclusive) of a file, in slices of at most READ_BYTES. */
export async function* readRange(
  query: Query,
  fileId: number,
  start: number,
  end: number,
): AsyncGenerator<Buffer> {
  for (let at = start; at < end;) {
    const seq = Math.floor(at / CHUNK_BYTES);
    const offset = at - seq * CHUNK_BYTES;
    const length = Math.min(READ_BYTES, end - at, CHUNK_BYTES - offset);
    const [row] = await query<{ data: Buffer }>(
      `SELECT substring(data FROM $3 FOR $4) AS data FROM stored_file_chunks WHERE file_id = $1 AND seq = $2`,
      [fileId, seq, offset + 1, length],
    );
    if (!row || row.data.length !== length) throw new Error(`stored file ${fileId} is truncated at ${at}`);
    yield row.data;
    at += length;
  }
}

/** The whole file as a stream (backpressure: a slice is read when the consumer wants one). */
export const fileStream = (query: Query, file: StoredFile): Readable =>
  Readable.from(readRange(query, file.id, 0, file.size), { objectMode: false });

/** A stored zip as the zip reader wants it (@ruta/gtfs ZipRangeSource): random access by range,
 * without a temporary copy. */
export const rangeSource = (query: Query, file: StoredFile) => ({
  size: file.size,
  readRange: (start: number, end: number): Readable =>
    Readable.from(readRange(query, file.id, start, end), { objectMode: false }),
});

/** Deletes files of a project, all of a kind or all but one. */
export async function deleteFiles(
  query: Query,
  projectId: number,
  kinds: StoredFileKind[],
  exceptIds: number[] = [],
): Promise<void> {
  await query(
    `DELETE FROM stored_files WHERE project_id = $1 AND kind = ANY($2::text[]) AND NOT (id = ANY($3::bigint[]))`,
    [projectId, kinds, exceptIds],
  );
}

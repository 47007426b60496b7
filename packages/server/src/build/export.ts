// Export: a project's GTFS data → a GTFS zip, streamed from PostgreSQL through writeFeed of
// @ruta/gtfs. Each table is written in file order with its original column order (unknown columns in
// their place); the files that have rows plus the required ones; the other files byte for byte.
import { Readable, type Writable } from 'node:stream';
import type pg from 'pg';
import { TABLES, writeFeed, type RawFileOutput } from '@ruta/gtfs';
import { tableBytes } from './copy-table.js';
import { filledFeedInfo } from './feed-info.js';
import { columnsOf, hasRows } from './read-rows.js';

/**
 * Deflate level of the built zip. Level 1 against zlib's default 6 on the 2.4M-row feed: deflate
 * 0.4 s instead of 1.7 s of CPU (the export's other core), zip 23 MB instead of 18 MB.
 */
export const BUILD_COMPRESSION_LEVEL = Number(process.env.RUTA_BUILD_COMPRESSION_LEVEL ?? 1);

/** Bytes per read of an extra file (a big locations.geojson is never read whole). */
const FILE_CHUNK = 4 * 1024 * 1024;

async function* extraFileBytes(
  client: pg.ClientBase,
  projectId: number,
  id: number,
  size: number,
): AsyncGenerator<Buffer> {
  for (let offset = 0; offset < size; offset += FILE_CHUNK) {
    // project_id although id alone is unique: every query on a GTFS table names its project.
    const { rows } = await client.query<{ part: Buffer }>(
      'SELECT substring(bytes FROM $3 FOR $4) AS part FROM gtfs_extra_files WHERE project_id = $1 AND id = $2',
      [projectId, id, offset + 1, FILE_CHUNK],
    );
    yield rows[0]!.part;
  }
}

/**
 * Ends the client's connection at once: a COPY that nobody reads any more holds it otherwise. end()
 * destroys the socket when a query is active, and, unlike a bare socket destroy, makes the client
 * expect the close instead of emitting an 'error' event that nobody listens to (a crash).
 */
function dropConnection(client: pg.ClientBase | undefined): void {
  if (client && 'end' in client) void (client as pg.Client).end().catch(() => undefined);
}

/**
 * Writes the project's feed as a zip to `out`. Run it inside a REPEATABLE READ transaction on
 * `client`, so every table comes from the same snapshot. Rejects with the abort reason as soon as
 * `signal` aborts, or with the first database error; once writing began, a rejection closes `client`. `helper`,
 * a second connection in the same snapshot (shareSnapshot), lets big tables be read on two cores.
 */
export async function exportFeed(
  client: pg.ClientBase,
  projectId: number,
  out: Writable,
  signal?: AbortSignal,
  helper?: pg.ClientBase,
): Promise<void> {
  // writeFeed hands each table to yazl as a stream, and yazl reports a failing stream as an 'error'
  // event nobody listens to (a crash). So the streams here never fail: they end, and the first error
  // destroys `out`, which makes writeFeed reject with it.
  let failure: unknown;
  const fail = (err: unknown) => {
    if (failure === undefined) {
      failure = err;
      dropConnection(client);
      dropConnection(helper);
      out.destroy(err as Error);
    }
  };
  async function* guarded<T>(source: () => AsyncGenerator<T>): AsyncGenerator<T> {
    if (failure !== undefined) return;
    try {
      signal?.throwIfAborted();
      for await (const item of source()) {
        if (failure !== undefined) return;
        yield item;
      }
    } catch (err) {
      fail(err);
    }
  }

  // Tables go in as raw files: their CSV text comes whole from PostgreSQL (copy-table.ts).
  const files: RawFileOutput[] = [];
  for (const table of TABLES) {
    signal?.throwIfAborted();
    const filled = table.name === 'feed_info' ? await filledFeedInfo(client, projectId) : null;
    if (filled) {
      files.push({ name: table.file, data: () => Readable.from([filled]) });
      continue;
    }
    if (table.presence !== 'required' && !(await hasRows(client, projectId, table))) continue;
    const columns = await columnsOf(client, projectId, table);
    files.push({
      name: table.file,
      data: () => Readable.from(guarded(() => tableBytes(client, projectId, table, columns, helper))),
    });
  }
  const { rows: extra } = await client.query<{ id: number; file_name: string; size: number }>(
    'SELECT id, file_name, octet_length(bytes) AS size FROM gtfs_extra_files WHERE project_id = $1 ORDER BY id',
    [projectId],
  );
  for (const f of extra)
    files.push({
      name: f.file_name,
      data: () => Readable.from(guarded(() => extraFileBytes(client, projectId, f.id, f.size))),
    });
  // From here on a COPY may hold the connection while nobody reads it: an abort must end it at once
  // (before, `out` has no reader yet, and the checks between queries suffice).
  signal?.throwIfAborted();
  const onAbort = () => fail(signal!.reason);
  signal?.addEventListener('abort', onAbort, { once: true });
  try {
    await writeFeed({ tables: [], files }, out, { compressionLevel: BUILD_COMPRESSION_LEVEL });
  } catch (err) {
    throw failure ?? err;
  } finally {
    signal?.removeEventListener('abort', onAbort);
  }
  if (failure !== undefined) throw failure;
}

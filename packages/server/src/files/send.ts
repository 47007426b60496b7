// Serving a stored file over HTTP. The file is read on its own connection in a REPEATABLE READ
// transaction: a build that publishes a newer zip meanwhile deletes the old rows, but this snapshot
// keeps seeing them, so a download is always one whole file. That connection is not one of the
// request pool's, so slow clients never starve other requests; `endStalledDownload` bounds how long
// a client that stops reading keeps it (and its snapshot) open.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { connectClient } from '../db/connection.js';
import { readerUrl } from '../db/replicas.js';
import type { StoredFileKind } from '../db/schema.js';
import { clientQuery, fileStream, latestFile, type Query } from './store.js';

/**
 * Ends the response when its client has taken nothing for `seconds` (no socket activity: the writes
 * are backed up), so the stream closes and gives its connection back; lifted when the answer is sent.
 */
export function endStalledDownload(reply: FastifyReply, seconds: number): void {
  const socket = reply.raw.socket;
  if (!socket) return;
  socket.setTimeout(seconds * 1000, () => socket.destroy());
  reply.raw.once('finish', () => socket.setTimeout(0));
}

/**
 * A connection of its own in a REPEATABLE READ snapshot, for reading one whole file, and `release`,
 * which ends it (call it once the stream closes).
 */
export async function snapshotReader(databaseUrl: string): Promise<{ query: Query; release: () => void }> {
  // A read replica in a read request (db/replicas.ts); the primary when none answers.
  const url = readerUrl(databaseUrl);
  const client = await connectClient(url).catch((err: unknown) => {
    if (url === databaseUrl) throw err;
    return connectClient(databaseUrl);
  });
  const release = () => {
    void client
      .query('COMMIT')
      .catch(() => undefined)
      .finally(() => client.end().catch(() => undefined));
  };
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  } catch (err) {
    release();
    throw err;
  }
  return { query: clientQuery(client), release };
}

/** Sends the project's newest file of `kind`; answers false (nothing sent) when there is none. */
export async function sendLatestFile(
  reply: FastifyReply,
  databaseUrl: string,
  file: { projectId: number; kind: StoredFileKind; type: string; downloadName: string },
  stallSeconds: number,
): Promise<boolean> {
  const { query, release } = await snapshotReader(databaseUrl);
  try {
    const stored = await latestFile(query, file.projectId, file.kind);
    if (!stored) {
      release();
      return false;
    }
    // HEAD: the headers only (fastify would read a real stream to its end and drop it).
    const head = reply.request.method === 'HEAD';
    const stream = head ? Readable.from([]) : fileStream(query, stored);
    stream.once('close', release);
    endStalledDownload(reply, stallSeconds);
    reply
      .type(file.type)
      .header('content-length', stored.size)
      .header('content-disposition', `attachment; filename="${file.downloadName}"`)
      .send(stream);
    return true;
  } catch (err) {
    release();
    throw err;
  }
}

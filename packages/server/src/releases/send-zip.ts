// Serving a published zip to anyone: conditional GET (ETag, Last-Modified: 304 through `fresh`, the
// rule Express uses) and one byte range (206 through `range-parser`; several ranges get the whole
// file, which RFC 9110 allows). The bytes are read like every other download (files/send.ts): on a
// connection of their own in a REPEATABLE READ snapshot, with stalled clients cut off.
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fresh from 'fresh';
import rangeParser from 'range-parser';
import { endStalledDownload, snapshotReader } from '../files/send.js';
import { readRange } from '../files/store.js';

export interface PublishedZip {
  fileId: number;
  size: number;
  etag: string;
  lastModified: Date;
  downloadName: string;
}

/** The byte range to send, `null` for the whole file, or `'unsatisfiable'`. */
function pickRange(
  request: FastifyRequest,
  zip: PublishedZip,
): { start: number; end: number } | null | 'unsatisfiable' {
  const header = request.headers.range;
  if (!header) return null;
  // If-Range: the range holds only for the same bytes; otherwise the whole (new) file.
  const ifRange = [request.headers['if-range']].flat().join(',');
  const sameDate = Date.parse(ifRange) >= Math.floor(zip.lastModified.getTime() / 1000) * 1000;
  if (ifRange && ifRange !== zip.etag && !sameDate) return null;
  const ranges = rangeParser(zip.size, Array.isArray(header) ? header.join(',') : header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  // A malformed header, or another unit than bytes, is ignored: the whole file.
  if (ranges === -2 || ranges.type !== 'bytes') return null;
  return ranges.length === 1 ? { start: ranges[0]!.start, end: ranges[0]!.end + 1 } : null;
}

export async function sendPublishedZip(
  request: FastifyRequest,
  reply: FastifyReply,
  databaseUrl: string,
  zip: PublishedZip,
  stallSeconds: number,
): Promise<FastifyReply> {
  const lastModified = zip.lastModified.toUTCString();
  reply
    .header('etag', zip.etag)
    .header('last-modified', lastModified)
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'no-cache');
  // A request's `Cache-Control: no-cache` is for caches on the way (RFC 9111); the origin still answers
  // its conditions (RFC 9110 §13.2.1). fresh() would treat it as a forced reload, and fetch() sends it
  // with every conditional request, so it is left out here.
  const { 'cache-control': _ignored, ...conditions } = request.headers;
  if (fresh(conditions, { etag: zip.etag, 'last-modified': lastModified })) return reply.code(304).send();
  const range = pickRange(request, zip);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${zip.size}`).send();
  const { start, end } = range ?? { start: 0, end: zip.size };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end - 1}/${zip.size}`);
  reply
    .type('application/zip')
    .header('content-length', end - start)
    .header('content-disposition', `attachment; filename="${zip.downloadName}"`);
  // HEAD: the headers only (fastify would read a real stream to its end and drop it).
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  const { query, release } = await snapshotReader(databaseUrl);
  try {
    const stream = Readable.from(readRange(query, zip.fileId, start, end), { objectMode: false });
    stream.once('close', release);
    endStalledDownload(reply, stallSeconds);
    return reply.send(stream);
  } catch (err) {
    release();
    throw err;
  }
}

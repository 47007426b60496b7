// GTFS uploads: the multipart `file` is streamed straight into PostgreSQL (src/files/) while its first
// bytes are checked for a zip signature. It is written in a transaction of its own connection, which
// `keepUpload` commits once the file is accepted and its project known, and `discard` rolls back in
// every other case (a bad form, a name taken, a client gone, a crash): no partial upload is ever kept.
import type { FastifyRequest } from 'fastify';
import type pg from 'pg';
import { connectClient } from '../db/connection.js';
import { clientQuery, writeFile } from '../files/store.js';
import { detailError } from '../http/errors.js';
import { interruptedUpload, isInterruptedBody } from '../http/interrupted-upload.js';

export interface ReceivedUpload {
  /** Text fields of the form. */
  fields: Record<string, string>;
  /** The stored (not yet committed) file of the `file` part, if one was sent. */
  file?: { id: number; filename: string; isZip: boolean; size: number };
  /** The connection whose open transaction holds the file. */
  client?: pg.Client;
}

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

/** Reads the multipart request; the caller must `discard` it, after `keepUpload` if it keeps the file. */
export async function receiveUpload(
  request: FastifyRequest,
  databaseUrl: string,
  maxUploadMb: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw detailError(415, request.t('multipart_required'));
  const result: ReceivedUpload = { fields: {} };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') result.fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || result.file) {
        part.file.resume(); // not ours: drain it
        continue;
      }
      result.client = await connectClient(databaseUrl);
      await result.client.query('BEGIN');
      let head = Buffer.alloc(0);
      // Iterated, not piped: an aborted request fails the write instead of leaving it waiting.
      async function* inspected(source: AsyncIterable<Buffer>) {
        for await (const chunk of source) {
          if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
          yield chunk;
        }
      }
      const stored = await writeFile(
        clientQuery(result.client),
        { projectId: null, kind: 'upload', name: part.filename || 'upload.zip' },
        inspected(part.file),
      );
      // The size limit ends the part early rather than failing it.
      if (part.file.truncated)
        throw Object.assign(new Error('too large'), { code: 'FST_REQ_FILE_TOO_LARGE' });
      result.file = {
        id: stored.id,
        filename: part.filename,
        isZip: ZIP_SIGNATURES.some((signature) => head.equals(signature)),
        size: stored.size,
      };
    }
  } catch (err) {
    await discard(result);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw detailError(413, request.t('file_too_large', { max: maxUploadMb }));
    }
    if (isInterruptedBody(err)) throw interruptedUpload(request);
    throw err;
  }
  return result;
}

/** Rolls back whatever was not kept and closes the upload's connection. */
export async function discard(upload: ReceivedUpload): Promise<void> {
  const client = upload.client;
  if (!client) return;
  upload.client = undefined;
  await client.query('ROLLBACK').catch(() => undefined);
  await client.end().catch(() => undefined);
}

/** Gives the upload to its project and commits it; answers the stored file's id. */
export async function keepUpload(upload: ReceivedUpload, projectId: number): Promise<number> {
  const { client, file } = upload;
  if (!client || !file) throw new Error('no upload to keep');
  await client.query('UPDATE stored_files SET project_id = $2 WHERE id = $1', [file.id, projectId]);
  await client.query('COMMIT');
  return file.id;
}

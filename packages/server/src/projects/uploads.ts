// GTFS uploads: the multipart `file` is streamed to DATA_DIR/uploads/tmp while its first bytes are
// checked for a zip signature, then moved under DATA_DIR/uploads/{projectId}/ once the project is known.
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { detailError } from '../http/errors.js';

export interface ReceivedUpload {
  /** Text fields of the form. */
  fields: Record<string, string>;
  /** The temporary file of the `file` part, if one was sent. */
  file?: { tmpPath: string; filename: string; isZip: boolean; size: number };
}

const ZIP_SIGNATURES = [Buffer.from('PK\x03\x04', 'latin1'), Buffer.from('PK\x05\x06', 'latin1')];

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');
export const projectUploadsDir = (dataDir: string, projectId: number) =>
  path.join(uploadsDir(dataDir), String(projectId));

/** Reads the multipart request; the caller must `discard` or `keepUpload` the temp file. */
export async function receiveUpload(
  request: FastifyRequest,
  dataDir: string,
  maxUploadMb: number,
): Promise<ReceivedUpload> {
  if (!request.isMultipart()) throw detailError(415, request.t('multipart_required'));
  const tmpDir = path.join(uploadsDir(dataDir), 'tmp');
  await fs.mkdir(tmpDir, { recursive: true });
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
      const tmpPath = path.join(tmpDir, `${Date.now()}-${randomBytes(6).toString('hex')}.part`);
      const file = { tmpPath, filename: part.filename, isZip: false, size: 0 };
      result.file = file;
      let head = Buffer.alloc(0);
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          if (head.length < 4) head = Buffer.concat([head, chunk.subarray(0, 4 - head.length)]);
          file.size += chunk.length;
          done(null, chunk);
        },
      });
      await pipeline(part.file, inspect, createWriteStream(tmpPath));
      file.isZip = ZIP_SIGNATURES.some((signature) => head.equals(signature));
    }
  } catch (err) {
    await discard(result);
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw detailError(413, request.t('file_too_large', { max: maxUploadMb }));
    }
    throw err;
  }
  return result;
}

export async function discard(upload: ReceivedUpload): Promise<void> {
  if (upload.file) await fs.rm(upload.file.tmpPath, { force: true });
}

/** Moves the temp file into the project's upload folder and answers its path. */
export async function keepUpload(
  upload: ReceivedUpload,
  dataDir: string,
  projectId: number,
): Promise<string> {
  const dir = projectUploadsDir(dataDir, projectId);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}.zip`);
  await fs.rename(upload.file!.tmpPath, target);
  return target;
}

export async function removeProjectUploads(dataDir: string, projectId: number): Promise<void> {
  await fs.rm(projectUploadsDir(dataDir, projectId), { recursive: true, force: true });
}

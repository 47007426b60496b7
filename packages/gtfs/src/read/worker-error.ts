// A reader error thrown in a worker thread, posted as data and rebuilt in the caller's thread, so the
// caller tells it apart as it would in one thread (its GtfsReadError code, or a plain error's message).
import { GtfsReadError, type GtfsReadErrorCode, type GtfsReadErrorInfo } from './errors.js';

export interface WorkerFailure {
  message: string;
  /** A plain error's name and code, when the worker posts them. */
  name?: string;
  code?: string;
  read?: { code: GtfsReadErrorCode; sentence: string } & GtfsReadErrorInfo;
}

/** The error a worker posted, a reader error rebuilt as the GtfsReadError it was. */
export function workerError(error: WorkerFailure | undefined): Error {
  const read = error?.read;
  if (read) return new GtfsReadError(read.code, read.sentence, read);
  const err: Error & { code?: string } = new Error(error?.message ?? 'the worker failed');
  if (error?.name) err.name = error.name;
  if (error?.code) err.code = error.code;
  return err;
}

/** Worker code that sets `read` from a caught GtfsReadError `err` (undefined for another error). */
export const WORKER_READ_ERROR = `
    const prefix = err && err.file ? err.file + (err.line ? ' line ' + err.line : '') + ': ' : '';
    const read = err && err.name === 'GtfsReadError'
      ? { code: err.code, sentence: err.message.slice(prefix.length), file: err.file, line: err.line,
          params: err.params, detail: err.detail }
      : undefined;`;

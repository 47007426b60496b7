// The progress of a running import, kept in the project row for the web app's 2 s poll: bytes of the
// zip read so far out of its size, then the index-building phase (which reads nothing more). Written
// on the pool, outside the import's transaction, at most once a second.
import { pipeline, Transform, type Readable } from 'node:stream';
import type { ZipRangeSource } from '@ruta/gtfs';
import type { Db } from '../db/connection.js';

export type ImportPhase = 'reading' | 'indexing';
export interface ImportProgress {
  phase: ImportPhase;
  read: number;
  total: number;
}

const WRITE_EVERY_MS = 1000;

export interface ProgressTracker {
  /** The zip source, counting the bytes read through it. */
  source: ZipRangeSource;
  phase(phase: ImportPhase): void;
  /** Waits for the last write (so a late one cannot follow the import's own final update). */
  settle(): Promise<void>;
}

export function trackProgress(db: Db, projectId: number, zip: ZipRangeSource): ProgressTracker {
  const progress: ImportProgress = { phase: 'reading', read: 0, total: zip.size };
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  const save = (force = false) => {
    const now = Date.now();
    if (!force && now - lastWrite < WRITE_EVERY_MS) return;
    lastWrite = now;
    const value = JSON.stringify({ ...progress, read: Math.min(progress.read, progress.total) });
    writing = writing
      .then(() =>
        db
          .updateTable('projects')
          .set({ import_progress: value })
          .where('id', '=', projectId)
          .where('creation_status', '=', 'loading_gtfs')
          .execute(),
      )
      .then(
        () => undefined,
        () => undefined, // progress is a courtesy: the import goes on without it
      );
  };
  save(true);
  return {
    source: {
      size: zip.size,
      // pipeline, not pipe: a read that fails (the database went away) must fail the counted stream
      // too, or the zip reader waits for it forever and the error goes unheard.
      readRange: (start: number, end: number): Readable =>
        pipeline(
          zip.readRange(start, end),
          new Transform({
            transform(chunk: Buffer, _enc, done) {
              progress.read += chunk.length;
              save();
              done(null, chunk);
            },
          }),
          () => undefined, // the error reaches the reader through the returned stream
        ),
    },
    phase(phase) {
      progress.phase = phase;
      if (phase === 'indexing') progress.read = progress.total;
      save(true);
    },
    settle: () => writing,
  };
}

// What the two threads of a split stop_times read (stop-times-split.ts, split-worker.ts) post each
// other, apart from the worker's code so that the main thread's modules do not load it.
import type { NoticesData } from '../notices.js';
import type { StopTimes } from './columnar.js';

/** stop_times' second part as the worker posts it. */
export interface RestPart {
  /** The columns of StopTimes with rows [0, n), ids local (see tripIds, stopIds). */
  n: number;
  columns: Record<string, StopTimes['trip' | 'seq' | 'flex']>;
  windows: [number, [number | null, number | null]][];
  /** The part's trip and stop ids in the order it first met them. */
  tripIds: string[];
  stopIds: string[];
  rowCount: number;
  parseFailed: boolean;
  dataLines: number;
  notices: NoticesData;
}

/** What the worker posts before its answer: the first part's bytes, then its end. */
export type PartMessage = { chunk: ArrayBuffer } | { end: true };

export interface SplitJob {
  zip: string;
}

// The event loop's delay: how late the process runs what is due. One slow request (a parse, a walk of
// a body, a big sort) delays every other user; this makes such a stall visible in production, in the
// health answer and as a warning in the log.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';

/** A delay above this, seen in a window, is logged as a warning. */
export const STALL_WARN_MS = 200;
/** The length of one measuring window. */
const WINDOW_MS = 10_000;

export interface LoopDelay {
  /** 99th percentile and largest delay in milliseconds over the last 10 to 20 seconds. */
  p99_ms: number;
  max_ms: number;
}

const ms = (ns: number) => Math.round(ns / 1e5) / 10;

/** Starts measuring for the life of `app`; the answer reads the current and the previous window. */
export function watchEventLoop(app: FastifyInstance): () => LoopDelay {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let previous: LoopDelay = { p99_ms: 0, max_ms: 0 };
  const current = (): LoopDelay =>
    histogram.count
      ? { p99_ms: ms(histogram.percentile(99)), max_ms: ms(histogram.max) }
      : { p99_ms: 0, max_ms: 0 };
  const timer = setInterval(() => {
    previous = current();
    if (previous.max_ms > STALL_WARN_MS)
      app.log.warn({ eventLoopDelay: previous }, `the event loop was stalled up to ${previous.max_ms} ms`);
    histogram.reset();
  }, WINDOW_MS).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    histogram.disable();
  });
  return () => {
    const now = current();
    return { p99_ms: Math.max(now.p99_ms, previous.p99_ms), max_ms: Math.max(now.max_ms, previous.max_ms) };
  };
}

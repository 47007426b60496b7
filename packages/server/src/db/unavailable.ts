// Which errors mean that PostgreSQL cannot serve us right now (down, restarting, failing over, read-only,
// silent), as opposed to a statement that is wrong. The API answers them 503 with Retry-After; jobs
// leave their work to be resumed rather than blame it on their input.

/**
 * SQLSTATE classes: 08 connection exceptions, 57P01-57P03 shutdown and crash, 25006 a write sent to
 * a hot standby (a front address that still points at a demoted primary), 53300 too many connections
 * (every process reconnecting at once after a failover).
 */
const UNAVAILABLE_STATES = /^(08|57P0[1-3]$|25006$|53300$)/;
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
// node-postgres and pg-pool report a dropped, refused or silent connection with plain errors of these texts.
const UNAVAILABLE_TEXTS =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|not queryable|Query read timeout/i;

/** Whether an error (or the error it wraps) means the database cannot be reached or written to. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_TEXTS.test(message)) return true;
    e = cause;
  }
  return false;
}

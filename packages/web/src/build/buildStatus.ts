// What the build card shows of a run: the status labels and the duration without its fraction.
export type StatusKey = 'queued' | 'building' | 'validating' | 'finished' | 'error' | 'canceled';

const KNOWN = new Set<string>(['queued', 'building', 'validating', 'finished', 'error', 'canceled']);

/** The catalogue key of a status (`build.status.*`), or null for a project never built. */
export function statusKey(status: string | null | undefined): StatusKey | null {
  return status && KNOWN.has(status) ? (status as StatusKey) : null;
}

export function statusColor(status: StatusKey | null): string {
  switch (status) {
    case 'finished':
      return 'teal';
    case 'error':
      return 'red';
    case 'canceled':
      return 'gray';
    case null:
      return 'gray';
    default:
      return 'blue';
  }
}

/** "00:01:02.345" → "00:01:02"; also Postgres-like "1 day 02:03:04.5" → "1 day 02:03:04". */
export function durationWithoutFraction(duration: string | null | undefined): string | null {
  if (!duration) return null;
  return duration.replace(/(\d{1,2}:\d{2}:\d{2})\.\d+/, '$1');
}

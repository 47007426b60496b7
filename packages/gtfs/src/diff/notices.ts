// Validator errors of a version, by notice code, from a report a caller already has. (The CLI has
// none: it validates each version from the diff's own parse, see validated-digest.ts.)
import type { JsonReport } from '../validate/index.js';

/** A validation report's notices of severity ERROR, count by code. */
export function errorNoticeCounts(report: Pick<JsonReport, 'notices'>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const n of report.notices) if (n.severity === 'ERROR') out[n.code] = n.totalNotices;
  return out;
}

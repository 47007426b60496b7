// The validating step of a build: the built zip through @ruta/gtfs validateFeed (in a worker thread),
// in the owner's language, stopped by the run's AbortSignal. Its report.json goes to a partial file
// that the publish renames next to the zip; the counts go to the project's `gtfs_validation`.
import { TABLES, type ValidationResult } from '@ruta/gtfs';
import type { StepContext } from './job.js';
import { formatDuration, partialReportPath } from './files.js';
import { validateInWorker } from './validate-worker.js';

export interface RunValidation {
  counts: ValidationResult['counts'];
  perFile: ValidationResult['perFile'];
  html: string;
  durationMs: number;
  /** The partial report.json of this run. */
  reportFile: string;
}

export interface StepResult {
  validation?: RunValidation;
}

/** GTFS file name → table name (`stops.txt` → `stops`), the keys of `GET tables/`. */
const TABLE_OF_FILE = new Map(TABLES.map((t) => [t.file, t.name]));

export async function validateStep(ctx: StepContext): Promise<void> {
  const { deps, projectId, run, zip, language, signal } = ctx;
  const reportFile = partialReportPath(deps.dataDir, projectId, run);
  // Set first, so the run's cleanup removes the partial report whatever happens next.
  ctx.result.validation = { reportFile } as RunValidation;
  const v = await validateInWorker(zip, { lang: language, reportFile, signal });
  ctx.result.validation = {
    counts: v.counts,
    perFile: v.perFile,
    html: v.html,
    durationMs: v.durationMs,
    reportFile,
  };
}

/**
 * The project's `gtfs_validation` (docs/api.md): SPEC's five fields, plus `tables`, the error and
 * warning counts per table (files that are no table keep their file name).
 */
export function storedValidation(v: RunValidation) {
  const tables: Record<string, { error_number: number; warning_number: number }> = {};
  for (const [file, c] of Object.entries(v.perFile)) {
    tables[TABLE_OF_FILE.get(file) ?? file] = { error_number: c.errors, warning_number: c.warnings };
  }
  return {
    error_number: v.counts.errors,
    warning_number: v.counts.warnings,
    info_number: v.counts.infos,
    message: v.html,
    duration: formatDuration(v.durationMs),
    tables,
  };
}

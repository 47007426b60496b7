// The validating step of a build: the built zip through @ruta/gtfs validateFeed (in a worker thread),
// in the owner's language, stopped by the run's AbortSignal. Its report.json and HTML report go to the
// run's working directory, which the publish stores with the zip; the counts go to the project's
// `gtfs_validation`.
import { TABLES, type ValidationResult } from '@ruta/gtfs';
import type { Language } from '../db/schema.js';
import { formatDuration } from './files.js';
import { validateInWorker } from './validate-worker.js';

export interface RunValidation {
  counts: ValidationResult['counts'];
  perFile: ValidationResult['perFile'];
  durationMs: number;
}

export interface StepResult {
  validation?: RunValidation;
}

/** What the step reads of the run (job.ts's StepContext has it; declared here so job.ts alone imports). */
export interface ValidateStepContext {
  files: { zip: string; reportJson: string; reportHtml: string };
  language: Language;
  signal: AbortSignal;
  result: StepResult;
}

/** GTFS file name → table name (`stops.txt` → `stops`), the keys of `GET tables/`. */
const TABLE_OF_FILE = new Map(TABLES.map((t) => [t.file, t.name]));

export async function validateStep(ctx: ValidateStepContext): Promise<void> {
  const { files, language, signal } = ctx;
  const v = await validateInWorker(files.zip, {
    lang: language,
    reportFile: files.reportJson,
    htmlFile: files.reportHtml,
    signal,
  });
  ctx.result.validation = { counts: v.counts, perFile: v.perFile, durationMs: v.durationMs };
}

/**
 * The project's `gtfs_validation` (docs/api.md): the counts and the duration, plus `tables`, the
 * error and warning counts per table (files that are no table keep their file name). The HTML report
 * is a stored file (GET validation_report/), not part of the row, so it does not travel with lists.
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
    duration: formatDuration(v.durationMs),
    tables,
  };
}

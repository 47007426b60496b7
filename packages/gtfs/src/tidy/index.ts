// Tidying a feed: minimal calendars, merged duplicates, no orphans. Pure planning over a TidyInput
// (tidy/plan.ts), shared by the CLI (a zip in, a zip out) and the editor (the project's tables).
import { createWriteStream } from 'node:fs';
import { openGtfsZip, type ZipSource } from '../read/zip.js';
import { planChanges, planTidy, type TidyOptions, type TidyPlan } from './plan.js';
import { readTidyInput } from './zip-input.js';
import { writeTidiedZip } from './zip-apply.js';

export * from './calendar-cover.js';
export * from './dates.js';
export * from './entities.js';
export * from './input.js';
export * from './plan.js';
export * from './report.js';
export * from './services.js';
export * from './stop-merge.js';

/** Tidies the zip `source` into the file `out`; answers the plan it applied. */
export async function tidyZip(source: ZipSource, out: string, options: TidyOptions): Promise<TidyPlan> {
  const zip = await openGtfsZip(source);
  try {
    const plan = planTidy(await readTidyInput(zip), options);
    await writeTidiedZip(zip, planChanges(plan), createWriteStream(out));
    return plan;
  } finally {
    zip.close();
  }
}
export * from './codes.js';

// `ruta-gtfs tidy IN.zip -o OUT.zip [steps] [--report]`.
import { ALL_STEPS, DEFAULT_STOP_DISTANCE, type TidySteps } from './plan.js';
import { detailLines, summaryLines } from './report.js';
import { tidyZip } from './index.js';

export const TIDY_USAGE = `  tidy      write a tidied copy of a GTFS zip; ids that remain are never renumbered
            -o OUT.zip          the tidied feed (required)
            --calendars         fewest calendar + calendar_dates rows giving the same dates
            --merge-services    services with the same dates become one (trips remapped)
            --merge-stops [M]   stops of one type and name within M metres (default ${DEFAULT_STOP_DISTANCE}) become one
            --merge-shapes      shapes with the same points (to 1e-6°) become one
            --orphans           remove stops, shapes, services, routes, agencies and fares nothing uses
            (no step named: all of them)
            --report            list every group merged, calendar rewritten and row removed`;

/** Parses the arguments; a string is the error to print. */
export function parseTidyArgs(
  args: string[],
): { file: string; out: string; steps: TidySteps; report: boolean } | string {
  let file: string | undefined;
  let out: string | undefined;
  let report = false;
  const chosen: Partial<TidySteps> = {};
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === '-o' || a === '--output') out = args[++i];
    else if (a === '--report') report = true;
    else if (a === '--calendars') chosen.calendars = true;
    else if (a === '--merge-services') chosen.mergeServices = true;
    else if (a === '--merge-shapes') chosen.mergeShapes = true;
    else if (a === '--orphans') chosen.orphans = true;
    else if (a === '--merge-stops') {
      const next = args[i + 1];
      if (next !== undefined && /^\d+(\.\d+)?$/.test(next)) {
        chosen.mergeStops = Number(next);
        i++;
      } else chosen.mergeStops = DEFAULT_STOP_DISTANCE;
    } else if (a.startsWith('-')) return `unknown option ${a}`;
    else if (file) return `one input zip only (${file}, then ${a})`;
    else file = a;
  }
  if (!file) return 'the input zip is missing';
  if (!out) return 'the output zip is missing: -o OUT.zip';
  const none = Object.keys(chosen).length === 0;
  const steps: TidySteps = none
    ? ALL_STEPS
    : {
        calendars: chosen.calendars ?? false,
        mergeServices: chosen.mergeServices ?? false,
        mergeStops: chosen.mergeStops ?? null,
        mergeShapes: chosen.mergeShapes ?? false,
        orphans: chosen.orphans ?? false,
      };
  return { file, out, steps, report };
}

export async function tidyCommand(args: string[]): Promise<number> {
  const parsed = parseTidyArgs(args);
  if (typeof parsed === 'string') {
    console.error(`error: ${parsed}\n\nusage: ruta-gtfs tidy IN.zip -o OUT.zip [options]\n${TIDY_USAGE}`);
    return 2;
  }
  const t0 = Date.now();
  const plan = await tidyZip(parsed.file, parsed.out, parsed.steps);
  for (const line of summaryLines(plan, parsed.steps)) console.log(line);
  if (parsed.report) for (const line of detailLines(plan)) console.log(line);
  console.log(`written ${parsed.out} in ${((Date.now() - t0) / 1000).toFixed(2)} s`);
  return 0;
}

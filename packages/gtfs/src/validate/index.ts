// validateFeed: the validator's one entry point for the CLI and the server's build job.
import { performance } from 'node:perf_hooks';
import { openGtfsZip } from '../read/zip.js';
import { GtfsReadError } from '../read/errors.js';
import { readFeedForValidation, type LoadedFeed, type ReadOptions } from './feed.js';
import { NoticeContainer } from './notices.js';
import { Aborted, checkSignal } from './load/rows.js';
import { PRESENCE, RULES } from './rules/index.js';
import { buildJsonReport, type JsonReport } from './report.js';
import { renderHtml } from './html.js';
import type { Lang } from './notices.js';
import { SYSTEM } from './rules/system.js';
import type { Rule } from './rules/rule.js';

export { NoticeContainer, SAMPLE_CAP, type NoticeGroup, type NoticeFields } from './notices.js';
export { CODES, REFERENCE_CODES, type Severity, type CodeInfo } from './codes.js';
export { COVERED_CODES, NOTICE_SETS, NOTICES, RULES } from './rules/index.js';
export {
  readFeedForValidation,
  type LoadedFeed,
  type ReadOptions,
  type Rec,
  type RowTap,
  type RowTaps,
} from './feed.js';
export { Aborted as ValidationAborted } from './load/rows.js';
export type { JsonReport } from './report.js';
export type { Lang } from './notices.js';
export { describe as describeNotice } from './codes.js';
export { renderHtml as renderReportHtml, REPORT_STYLE_SOURCE } from './html.js';
export { withNoticesMarkdown } from './markdown.js';
export { defineNotice, type Notice, type NoticeSet, type NoticeValue } from './notice.js';

export interface ValidateOptions {
  lang?: Lang;
  /** The validation date (default: today), for expiry rules. */
  now?: Date;
  /** Aborting stops the work promptly with a ValidationAborted error (name 'AbortError'). */
  signal?: AbortSignal;
  /** Shown as gtfsInput in the report (default: the path, or "(buffer)"). */
  inputName?: string;
  /**
   * A zip file's stop_times.txt of at least this many bytes is read on two threads (default 16 MiB;
   * Infinity: one thread). The reports are the same either way.
   */
  splitMinBytes?: number;
}

export interface ValidationResult {
  report: JsonReport;
  html: string;
  counts: { errors: number; warnings: number; infos: number };
  /** Per GTFS file name (e.g. `stops.txt`): errors and warnings, as the tables screen shows them. */
  perFile: Record<string, { errors: number; warnings: number }>;
  durationMs: number;
}

function isoDate(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The notices of a zip by the given rules (the loader's own checks always run). */
async function collectNotices(
  source: string | Buffer,
  opts: ValidateOptions & TapOptions,
  rules: readonly Rule[],
  errorsOnly = false,
): Promise<{ notices: NoticeContainer; feed: LoadedFeed | undefined; now: Date; today: string }> {
  const now = opts.now ?? new Date();
  const today = isoDate(now);
  const notices = new NoticeContainer({ errorsOnly });
  let feed: LoadedFeed | undefined;
  checkSignal(opts.signal);
  let zip;
  try {
    zip = await openGtfsZip(source);
  } catch (err) {
    if (!(err instanceof GtfsReadError)) throw err;
    // Not a zip or an unsafe one: MobilityData reports an I/O system error.
    notices.add(SYSTEM.i_o_error, {
      exception: err.code,
      message: err.detail ? `${err.message} (${err.detail})` : err.message,
    });
  }
  if (zip) {
    try {
      feed = await readFeedForValidation(zip, notices, {
        signal: opts.signal,
        presence: PRESENCE,
        tap: opts.tap,
        // Not with a tap: the diff's reader runs one validation per version, two at once already.
        twoThreads:
          typeof source === 'string' && !opts.tap ? { zip: source, minBytes: opts.splitMinBytes } : undefined,
      });
      await opts.beforeRules?.(feed);
      const ctx = {
        today,
        signal: opts.signal,
        inSubfolder: zip.warnings.some((w) => w.code === 'top_level_folder'),
      };
      for (const r of rules) {
        checkSignal(opts.signal);
        try {
          r.check(feed, notices, ctx);
        } catch (err) {
          if (err instanceof Aborted) throw err;
          notices.add(SYSTEM.runtime_exception_in_validator_error, {
            validator: r.name,
            exception: (err as Error).name,
            message: (err as Error).message,
          });
        }
      }
      opts.withFeed?.(feed);
    } finally {
      zip.close();
    }
  }
  return { notices, feed, now, today };
}

/** Validate a GTFS zip (a path or its bytes). A zip that cannot be opened is reported, not thrown. */
export async function validateFeed(
  source: string | Buffer,
  opts: ValidateOptions = {},
): Promise<ValidationResult> {
  const t0 = performance.now();
  const lang = opts.lang ?? 'en';
  const { notices, feed, now, today } = await collectNotices(source, opts, RULES);
  const durationMs = performance.now() - t0;
  const inputName = opts.inputName ?? (typeof source === 'string' ? source : '(buffer)');
  const report = buildJsonReport({ notices, feed, inputName, now, today, durationMs });
  const html = renderHtml(report, feed, lang);
  const perFile: Record<string, { errors: number; warnings: number }> = {};
  for (const [f, c] of Object.entries(notices.perFile))
    perFile[f] = { errors: c.errors, warnings: c.warnings };
  return { report, html, counts: notices.counts(), perFile, durationMs };
}

/** For another reader of the same parse (the feed diff's digest). */
export interface TapOptions {
  /** Each file's rows as they are parsed. */
  tap?: ReadOptions['tap'];
  /** The loaded feed before the rules run (which read it, so it must not be changed). */
  beforeRules?: (feed: LoadedFeed) => Promise<void> | void;
  /** The loaded feed once the rules are done with it, for a reader that keeps some of its columns. */
  withFeed?: (feed: LoadedFeed) => void;
}

// Rules that can emit an ERROR notice: the others (e.g. travel speeds, trip coverage) only warn.
const ERROR_RULES = RULES.filter((r) => r.notices.some((n) => n.severity === 'ERROR'));

/**
 * The feed's ERROR notices, count by code, as validateFeed's report has them, for a caller that needs
 * no more (the feed diff's new_error_notices): the rules that cannot emit an error are skipped, the
 * other notices are not kept (a cell that only warns, such as a time with a space around it, is then
 * read as a clean one), and no report is built. `tap` and `withFeed` hand the rows to another reader (the diff's digest).
 */
export async function validationErrorCounts(
  source: string | Buffer,
  opts: Pick<ValidateOptions, 'now' | 'signal' | 'splitMinBytes'> & TapOptions = {},
): Promise<Record<string, number>> {
  const { notices } = await collectNotices(source, opts, ERROR_RULES, true);
  const out: Record<string, number> = {};
  for (const g of notices.list()) if (g.severity === 'ERROR') out[g.code] = g.totalNotices;
  return out;
}

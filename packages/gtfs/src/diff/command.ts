// `ruta-gtfs diff OLD.zip NEW.zip`: what a new version of a feed changes, for people and for CI.
// Exit 0 when it ran (whatever it found), 1 with --fail-on-risk and a risk, 2 on bad input.
import { existsSync, statSync } from 'node:fs';
import { summarise, type SummaryLang } from './summary.js';
import type { ZipDiffSide } from './types.js';
import { readDiffInput } from './zip-input.js';
import { diffZipsHere } from './zip-diff.js';
import { GtfsReadError } from '../read/errors.js';

export const DIFF_USAGE = `  diff      compare two versions of a feed: row changes, service per route and date, risks
            ruta-gtfs diff OLD.zip NEW.zip [options]
            --json               print one JSON object (rows, service, risks, ...) instead of the summary
            --lang en|es         language of the summary and errors (default: en)
            --today YYYY-MM-DD   the date "expires soon" counts from (default: today)
            --fail-on-risk       exit with status 1 when there is any risk (for CI pipelines)
            --no-validate        skip the validator (no new_error_notices risk)
            --max-rows N         list at most N row changes in the JSON (default 100000)`;

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

const MESSAGES = {
  en: {
    usage:
      'usage: ruta-gtfs diff OLD.zip NEW.zip [--json] [--lang en|es] [--today YYYY-MM-DD] [--fail-on-risk]',
    missing: (f: string) => `error: ${f}: no such file`,
    unreadable: (f: string, why: string) => `error: ${f}: ${why}`,
    today: (v: string) => `error: --today needs a date as YYYY-MM-DD, not "${v}"`,
    maxRows: 'error: --max-rows needs a whole number',
    noValidation: (why: string) => `warning: the validator failed, new_error_notices not checked (${why})`,
  },
  es: {
    usage:
      'uso: ruta-gtfs diff ANTES.zip DESPUES.zip [--json] [--lang en|es] [--today AAAA-MM-DD] [--fail-on-risk]',
    missing: (f: string) => `error: ${f}: el archivo no existe`,
    unreadable: (f: string, why: string) => `error: ${f}: ${why}`,
    today: (v: string) => `error: --today necesita una fecha AAAA-MM-DD, no "${v}"`,
    maxRows: 'error: --max-rows necesita un número entero',
    noValidation: (why: string) => `aviso: el validador falló, new_error_notices no se revisó (${why})`,
  },
};

interface Args {
  files: string[];
  json: boolean;
  lang: SummaryLang;
  today?: string;
  failOnRisk: boolean;
  validate: boolean;
  maxRows?: number;
}

function parse(args: string[]): Args {
  const a: Args = { files: [], json: false, lang: 'en', failOnRisk: false, validate: true };
  for (let i = 0; i < args.length; i++) {
    const x = args[i]!;
    if (x === '--json') a.json = true;
    else if (x === '--lang') a.lang = args[++i] === 'es' ? 'es' : 'en';
    else if (x === '--today') a.today = args[++i] ?? '';
    else if (x === '--fail-on-risk') a.failOnRisk = true;
    else if (x === '--no-validate') a.validate = false;
    else if (x === '--max-rows') a.maxRows = Number(args[++i]);
    else a.files.push(x);
  }
  return a;
}

async function open(file: string): Promise<ZipDiffSide | string> {
  try {
    return await readDiffInput(file);
  } catch (err) {
    if (err instanceof GtfsReadError) return err.message;
    throw err;
  }
}

/** The expiry rules' date, as milliseconds: local midnight of `today` (YYYY-MM-DD), else none (now). */
function dateOf(today: string | undefined): number | undefined {
  return today
    ? new Date(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10)).getTime()
    : undefined;
}

export async function runDiff(args: string[], io: Output): Promise<number> {
  const a = parse(args);
  const m = MESSAGES[a.lang];
  if (a.files.length !== 2) {
    io.err(m.usage);
    return 2;
  }
  if (a.today !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(a.today)) {
    io.err(m.today(a.today));
    return 2;
  }
  if (a.maxRows !== undefined && !(Number.isInteger(a.maxRows) && a.maxRows >= 0)) {
    io.err(m.maxRows);
    return 2;
  }
  for (const f of a.files)
    if (!existsSync(f) || !statSync(f).isFile()) {
      io.err(m.missing(f));
      return 2;
    }
  // Each zip is opened here first, so an unreadable one is named before any work starts.
  for (const f of a.files) {
    const side = await open(f);
    if (typeof side === 'string') {
      io.err(m.unreadable(f, side));
      return 2;
    }
    side.close();
  }
  let result;
  try {
    // Both versions are read at once (a worker thread each when compiled), each validated from the
    // same parse unless --no-validate, then compared in this thread: the command has nothing else to
    // answer, and the result is not cloned out of a worker (0.4 s of a 2.4M-row diff).
    const [oldFile, newFile] = a.files as [string, string];
    const validate = a.validate ? { now: dateOf(a.today) } : undefined;
    result = await diffZipsHere(
      { file: oldFile, validate },
      { file: newFile, validate },
      { today: a.today, maxRowChanges: a.maxRows },
    );
  } catch (err) {
    if (err instanceof GtfsReadError) {
      io.err(`error: ${err.message}`);
      return 2;
    }
    throw err;
  }
  const { validation_failed: failed, ...printed } = result;
  if (failed !== undefined) io.err(m.noValidation(failed));
  result = printed;
  io.out(a.json ? JSON.stringify(result, null, 2) : summarise(result, a.lang));
  return a.failOnRisk && result.risks.length > 0 ? 1 : 0;
}

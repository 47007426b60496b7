#!/usr/bin/env node
// ruta-gtfs: command-line access to the GTFS core.
import { GtfsReadError } from './read/errors.js';
import { inspectFeed } from './read/inspect.js';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { validateFeed } from './validate/index.js';
import { DIFF_USAGE, runDiff } from './diff/command.js';
import { tidyCommand, TIDY_USAGE } from './tidy/command.js';

const USAGE = `usage: ruta-gtfs <command> <feed.zip> [options]

commands:
  inspect   list the files of a GTFS zip with row and column counts (reads every row)
  validate  validate a GTFS zip with MobilityData's notice codes; writes report.json and report.html
            -o DIR           output directory (default: current directory)
            --lang en|es     language of the HTML report (default: en)
            --date YYYYMMDD  validation date (default: today)
            --fail-on-error  exit with status 1 when there are errors (for CI pipelines)
${DIFF_USAGE}
${TIDY_USAGE}`;

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, Command> = {
  diff: (args) => runDiff(args, { out: (t) => console.log(t), err: (t) => console.error(t) }),
  tidy: tidyCommand,
  async validate(args) {
    let file: string | undefined;
    let out = '.';
    let lang: 'en' | 'es' = 'en';
    let failOnError = false;
    let now: Date | undefined;
    for (let i = 0; i < args.length; i++) {
      const a = args[i]!;
      if (a === '-o' || a === '--output') out = args[++i] ?? out;
      else if (a === '--lang') lang = args[++i] === 'es' ? 'es' : 'en';
      else if (a === '--fail-on-error') failOnError = true;
      else if (a === '--date') {
        const d = args[++i] ?? '';
        now = new Date(+d.slice(0, 4), +d.slice(4, 6) - 1, +d.slice(6, 8));
      } else file = a;
    }
    if (!file) {
      console.error(USAGE);
      return 2;
    }
    const r = await validateFeed(file, { lang, now });
    r.report.summary.outputDirectory = out;
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'report.json'), JSON.stringify(r.report, null, 2));
    await writeFile(path.join(out, 'report.html'), r.html);
    const { errors, warnings, infos } = r.counts;
    console.log(
      `${errors} errors, ${warnings} warnings, ${infos} infos in ${(r.durationMs / 1000).toFixed(2)} s`,
    );
    console.log(`reports: ${path.join(out, 'report.json')}, ${path.join(out, 'report.html')}`);
    return failOnError && errors > 0 ? 1 : 0;
  },
  async inspect(args) {
    const file = args[0];
    if (!file) {
      console.error(USAGE);
      return 2;
    }
    const t0 = Date.now();
    const { files, warnings } = await inspectFeed(file);
    const width = Math.max(...files.map((f) => f.name.length), 4);
    for (const f of files) {
      const what =
        f.kind === 'table'
          ? `${String(f.rows).padStart(9)} rows ${String(f.columns).padStart(3)} columns` +
            (f.unknownColumns?.length ? `  unknown columns: ${f.unknownColumns.join(', ')}` : '') +
            (f.missingRequired?.length ? `  missing required: ${f.missingRequired.join(', ')}` : '') +
            (f.invalidCells ? `  invalid cells: ${f.invalidCells}` : '')
          : `${String(f.bytes).padStart(9)} bytes  ${f.kind === 'known' ? 'known GTFS file, kept as is' : 'unknown file, kept as is'}`;
      console.log(`${f.name.padEnd(width)}  ${what}`);
    }
    for (const w of warnings)
      console.log(
        `warning ${w.code}: ${w.file ? w.file + (w.line ? ` line ${w.line}` : '') + ': ' : ''}${w.message}` +
          (w.count > 1 ? ` (${w.count} times)` : ''),
      );
    console.log(`read in ${((Date.now() - t0) / 1000).toFixed(2)} s`);
    return 0;
  },
};

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(USAGE);
    return 2;
  }
  try {
    return await command(args);
  } catch (err) {
    if (err instanceof GtfsReadError) {
      console.error(`error [${err.code}]: ${err.message}${err.detail ? ` (${err.detail})` : ''}`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));

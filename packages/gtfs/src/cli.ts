#!/usr/bin/env node
// ruta-gtfs: command-line access to the GTFS core. `validate` arrives with the validator issue.
import { GtfsReadError } from './read/errors.js';
import { inspectFeed } from './read/inspect.js';

const USAGE = `usage: ruta-gtfs <command> <feed.zip>

commands:
  inspect   list the files of a GTFS zip with row and column counts (reads every row)`;

type Command = (args: string[]) => Promise<number>;

const commands: Record<string, Command> = {
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
      console.error(`error [${err.code}]: ${err.message}`);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main(process.argv.slice(2));

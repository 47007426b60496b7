// Fails (exit 1) when a hand-written TypeScript module is over 300 lines: small modules named for
// what they do read faster than long ones. Run by `npm run lint`. Covers packages/*/src,
// packages/*/test and e2e. Declarations are exempt (DECLARATIONS: the GTFS schema, the message
// catalogues, the field words), being lists to look things up in rather than code to read through.
// Test files longer than the limit are listed in LONG_TESTS with their length today as a ceiling:
// each is a list of scenarios of one screen or route; they may shrink, never grow, and no new one
// may join the list.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LIMIT = 300;
const SCOPE = /^(?:packages\/[^/]+\/(?:src|test)|e2e)\/.*\.tsx?$/;
const DECLARATIONS = [
  /^packages\/gtfs\/src\/schema\/tables\.ts$/,
  /^packages\/(?:web|server)\/src\/i18n\/(?:en|es)\.ts$/,
  /^packages\/gtfs\/src\/schema\/words\/fields-[a-z]+\.ts$/,
];
/** Test files over the limit and the most lines each may have. */
const LONG_TESTS = {
  'e2e/first-feed.test.ts': 437,
  'e2e/stops.test.ts': 355,
  'e2e/stoptimes-editor.test.ts': 380,
  'e2e/tables.test.ts': 434,
  'packages/server/test/accounts.test.ts': 338,
  'packages/server/test/build/build.test.ts': 409,
  'packages/server/test/feed/import.test.ts': 399,
  'packages/server/test/project-id-queries.test.ts': 413,
  'packages/server/test/projects.test.ts': 329,
  'packages/server/test/tables/tables.test.ts': 635,
};

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\0')
  .filter((f) => SCOPE.test(f) && !f.endsWith('.d.ts') && !DECLARATIONS.some((d) => d.test(f)));
const found = [];
for (const file of files) {
  let text;
  try {
    text = readFileSync(resolve(root, file), 'utf8');
  } catch {
    continue; // listed but absent (deleted in the work tree)
  }
  const lines = text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
  const most = LONG_TESTS[file] ?? LIMIT;
  if (lines > most) found.push(`${file}: ${lines} lines (at most ${most})`);
}
if (found.length) {
  console.error(
    `Modules over ${LIMIT} lines (${found.length}); split them into modules named for what they do:`,
  );
  for (const f of found) console.error('  ' + f);
  process.exit(1);
}
console.log(`No module over its limit among ${files.length} TypeScript files.`);

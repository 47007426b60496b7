// The tables of docs/testing.md that say what each test file covers, made from each file's opening
// comment (the `//` lines before its first import): the browser files' flows and the server's
// integration files. `node scripts/test-flows.mjs` rewrites them between their markers;
// scripts/test-flows.test.mjs fails while the committed page is stale, so each file is listed once and
// a file's comment is the one place its flows are written.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DOC = join(root, 'docs', 'testing.md');

/** The generated tables: where their files are, and the name of their markers. */
const TABLES = [
  { marker: 'e2e-flows', dir: 'e2e', header: 'file | flows' },
  { marker: 'integration-files', dir: 'packages/server/test', header: 'file | what it holds' },
];

/** Test files under `dir`, sorted, as paths relative to it. */
function testFiles(dir) {
  const out = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.test.ts')) {
      out.push(relative(join(root, dir), join(entry.parentPath, entry.name)));
    }
  }
  return out.sort();
}

/** A file's opening comment as one line; throws when a test file has none. */
export function openingComment(file) {
  const lines = [];
  for (const line of readFileSync(join(root, file), 'utf8').split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/ ?/, '').trim());
  }
  if (!lines.length) throw new Error(`${file} opens with no comment saying what it covers`);
  return lines.join(' ').replace(/\|/g, '\\|');
}

/** One generated table in Markdown. */
export function flowsTable({ dir, header }) {
  const [first, second] = header.split(' | ');
  const rows = testFiles(dir).map((file) => `| \`${file}\` | ${openingComment(join(dir, file))} |`);
  return [`| ${first} | ${second} |`, '|---|---|', ...rows].join('\n');
}

/** The page with every generated table rewritten between its markers. */
export function withFlowTables(doc) {
  let out = doc;
  for (const table of TABLES) {
    const begin = `<!-- ${table.marker}:begin -->`;
    const end = `<!-- ${table.marker}:end -->`;
    const from = out.indexOf(begin);
    const to = out.indexOf(end);
    if (from < 0 || to < from) throw new Error(`docs/testing.md lacks ${begin} … ${end}`);
    out = `${out.slice(0, from + begin.length)}\n\n${flowsTable(table)}\n\n${out.slice(to)}`;
  }
  return out;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DOC, withFlowTables(readFileSync(DOC, 'utf8')));
  console.log('docs/testing.md: flow tables written');
}

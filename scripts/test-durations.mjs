// Per-file durations of the test lanes: `durations-reporter.mjs` records each Vitest run's files in
// test-results/durations.json, `test-lanes.mjs` (npm test) records each step's wall time there, and
// this module prints the tables (the slowest files of each lane, the slowest overall, the steps).
// `node scripts/test-durations.mjs` prints them; `--doc` also writes them into docs/testing.md between
// its durations markers (npm test does so after a green run).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const durationsFile = join(root, 'test-results', 'durations.json');
const DOC = join(root, 'docs', 'testing.md');
const BEGIN = '<!-- durations:begin -->';
const END = '<!-- durations:end -->';

/** @typedef {{ file: string, ms: number, tests: number, state: string }} FileTime */
/** @typedef {{ lanes: Record<string, { files: FileTime[], at: string }>, steps: Record<string, number>, load?: string }} Durations */

/** @returns {Durations} */
export function readDurations() {
  if (!existsSync(durationsFile)) return { lanes: {}, steps: {} };
  return { lanes: {}, steps: {}, ...JSON.parse(readFileSync(durationsFile, 'utf8')) };
}

/** @param {(d: Durations) => void} change */
export function updateDurations(change) {
  const durations = readDurations();
  change(durations);
  mkdirSync(dirname(durationsFile), { recursive: true });
  writeFileSync(durationsFile, JSON.stringify(durations, null, 2) + '\n');
}

const seconds = (ms) => (ms / 1000).toFixed(1);

/** A Markdown table whose columns are padded as Prettier would. */
function table(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, 3, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** @param {FileTime[]} files @param {number} count */
const slowest = (files, count) => [...files].sort((a, b) => b.ms - a.ms).slice(0, count);

/** The tables of the recorded runs, in Markdown. */
export function durationsReport(durations = readDurations(), perLane = 10) {
  const parts = [];
  const steps = Object.entries(durations.steps);
  if (steps.length) {
    parts.push(
      table(
        ['step', 'wall (s)'],
        steps.map(([name, ms]) => [name, seconds(ms)]),
      ),
    );
  }
  const all = [];
  for (const [lane, { files }] of Object.entries(durations.lanes)) {
    const total = files.reduce((sum, f) => sum + f.ms, 0);
    parts.push(
      `Slowest ${Math.min(perLane, files.length)} of the ${files.length} \`${lane}\` files ` +
        `(${seconds(total)} s of file time in all):`,
    );
    parts.push(
      table(
        ['file', 'tests', 's'],
        slowest(files, perLane).map((f) => [`\`${f.file}\``, String(f.tests), seconds(f.ms)]),
      ),
    );
    all.push(...files.map((f) => ({ ...f, lane })));
  }
  if (Object.keys(durations.lanes).length > 1) {
    parts.push('Slowest ten files of all lanes:');
    parts.push(
      table(
        ['lane', 'file', 's'],
        slowest(all, 10).map((f) => [f.lane, `\`${f.file}\``, seconds(f.ms)]),
      ),
    );
  }
  if (durations.load) parts.push(`Load average at the end: ${durations.load}.`);
  return parts.join('\n\n');
}

/** Replaces the text between the durations markers of docs/testing.md. */
export function writeDoc(report) {
  const doc = readFileSync(DOC, 'utf8');
  const begin = doc.indexOf(BEGIN);
  const end = doc.indexOf(END);
  if (begin < 0 || end < begin) throw new Error(`docs/testing.md lacks ${BEGIN} … ${END}`);
  writeFileSync(DOC, `${doc.slice(0, begin + BEGIN.length)}\n\n${report}\n\n${doc.slice(end)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = durationsReport();
  console.log(report);
  if (process.argv.includes('--doc')) writeDoc(report);
}

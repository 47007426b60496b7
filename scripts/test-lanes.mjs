// `npm test`: the lanes in order, those that do not compete side by side (see docs/testing.md), each
// step's wall time recorded beside the files' (test-durations.mjs). A step run beside another keeps its
// output until it ends, so the log reads one step at a time. Ends with the durations tables, written into
// docs/testing.md once every lane has passed.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { durationsReport, readDurations, root, updateDurations, writeDoc } from './test-durations.mjs';

const vitest = (...projects) =>
  ['npx', 'vitest', 'run', ...projects.flatMap((p) => ['--project', p])].concat(
    '--reporter=default',
    '--reporter=./scripts/durations-reporter.mjs',
  );

/**
 * Phases run one after the other; the chains of a phase run side by side, the steps of a chain in turn.
 * Lint is one process on one core and the type checks another: together they take the longer one's time.
 * Unit and integration files share Vitest's two workers (integration files mostly wait on PostgreSQL).
 * The browser files come last and alone: Chromium, the server and PostgreSQL keep both cores busy.
 */
const PHASES = [
  [
    [{ name: 'lint', command: ['npm', 'run', 'lint'] }],
    [
      { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
      { name: 'build', command: ['npm', 'run', 'build'] },
    ],
  ],
  [
    [
      {
        name: 'unit + web + integration',
        command: [...vitest('unit', 'web', 'integration'), '--maxWorkers', '2'],
      },
    ],
  ],
  [[{ name: 'e2e', command: vitest('e2e') }]],
];

/** Runs one step; `buffer` keeps its output until it ends. Resolves with its exit code. */
function run({ name, command }, buffer) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0], command.slice(1), {
      cwd: root,
      stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    const chunks = [];
    child.stdout?.on('data', (c) => chunks.push(c));
    child.stderr?.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const ms = Date.now() - started;
      if (buffer) process.stdout.write(`\n── ${name} ──\n${Buffer.concat(chunks).toString()}`);
      console.log(`── ${name}: ${code === 0 ? 'passed' : `failed (${code})`} in ${(ms / 1000).toFixed(1)} s`);
      updateDurations((d) => (d.steps[name] = ms));
      resolve(code ?? 1);
    });
  });
}

async function runChain(chain, buffer) {
  for (const step of chain) {
    const code = await run(step, buffer);
    if (code !== 0) return code;
  }
  return 0;
}

updateDurations((d) => {
  d.steps = {};
  d.lanes = {};
});
const started = Date.now();
for (const phase of PHASES) {
  const codes = await Promise.all(phase.map((chain) => runChain(chain, phase.length > 1)));
  const failed = codes.find((c) => c !== 0);
  if (failed !== undefined) process.exit(failed);
}
updateDurations((d) => {
  d.steps.total = Date.now() - started;
  d.load = loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
});
const report = durationsReport(readDurations());
console.log(`\n${report}`);
writeDoc(report);

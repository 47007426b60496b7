// Real `ruta` processes for the tests that need them (start-up in odd places, several processes on one
// database, kill -9): the built CLI (`npm run build` or `tsc -b packages/server` first), spawned as a
// child with its own environment, waited for on /api/ready.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/db/embedded-postgres.js';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const cliPath = (root = repoRoot) => path.join(root, 'packages/server/dist/cli.js');

export interface RutaProcess {
  child: ChildProcess;
  /** Base URL, e.g. http://127.0.0.1:40123 (none for `ruta worker`). */
  url: string;
  /** Everything the process printed so far. */
  output(): string;
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM by default) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export interface RutaOptions {
  /** `serve`, `serve --no-worker`, `worker`. */
  args?: string[];
  env?: Record<string, string>;
  /** Command words run before node, e.g. setpriv … to run as another user, unshare … for a mount. */
  prefix?: string[];
  /** The checkout to run (default: this one). */
  root?: string;
  /** Another command than the built CLI, e.g. ['npm', 'start'] (`args` and `prefix` are then unused). */
  command?: string[];
  /** Wait for /api/ready (default true for serve). */
  waitReady?: boolean;
  /** Wait until the process prints this (e.g. a worker's start line; needs LOG_LEVEL=info). */
  waitOutput?: string;
}

export function startRuta(options: RutaOptions = {}): Promise<RutaProcess> {
  const args = options.args ?? ['serve'];
  const root = options.root ?? repoRoot;
  if (!existsSync(cliPath()))
    throw new Error(`${cliPath()} is missing: run \`npm run build\` before the integration tests.`);
  return freePort().then(async (port) => {
    const command = options.command ?? [...(options.prefix ?? []), process.execPath, cliPath(root), ...args];
    const child = spawn(command[0]!, command.slice(1), {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: process.env.HOME ?? '/tmp',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        WEB_DIST: '/nonexistent',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let text = '';
    child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const url = `http://127.0.0.1:${port}`;
    const proc: RutaProcess = {
      child,
      url,
      output: () => text,
      exited,
      async stop(signal = 'SIGTERM') {
        if (child.exitCode === null && child.signalCode === null) child.kill(signal);
        return exited;
      },
    };
    if (options.waitReady ?? args[0] !== 'worker') await waitReady(proc);
    if (options.waitOutput) await waitOutput(proc, options.waitOutput);
    return proc;
  });
}

/** Polls /api/ready until it answers 200; rejects with the process's output if it exits first. */
export async function waitReady(proc: RutaProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void proc.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`ruta exited before it was ready:\n${proc.output()}`);
    const ok = await fetch(`${proc.url}/api/ready/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`ruta was not ready after ${timeoutMs} ms:\n${proc.output()}`);
}

/** Waits until the process has printed `text`; rejects with its output if it exits first. */
export async function waitOutput(proc: RutaProcess, text: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!proc.output().includes(text)) {
    if (proc.child.exitCode !== null)
      throw new Error(`ruta exited before printing "${text}":\n${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`ruta did not print "${text}":\n${proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether this process may make a private mount namespace with a bind mount (root with CAP_SYS_ADMIN). */
export function canBindMount(): boolean {
  if (process.getuid?.() !== 0) return false;
  const probe = spawnSync('unshare', [
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    'd=$(mktemp -d) && mount --bind "$d" "$d"; s=$?; rmdir "$d"; exit $s',
  ]);
  return probe.status === 0;
}

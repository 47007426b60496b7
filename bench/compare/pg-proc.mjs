// The embedded PostgreSQL under a DATA_DIR, seen from /proc: the postmaster (found by its data
// directory in its command line) and its children. Memory is summed as proportional set size (Pss,
// from smaps_rollup), so the shared buffers every backend maps count once; CPU as the user and system
// time of the live processes plus what the postmaster reaped of its ended children (parallel workers).
// Linux only; readable as root or as PostgreSQL's user.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS = 100; // clock ticks per second (USER_HZ)

const read = (file) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return ''; // the process ended, or is not ours to read
  }
};

const pids = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d));

/** Fields of /proc/<pid>/stat after the command name: [0] is the state, [1] the parent pid. */
const statFields = (pid) => {
  const stat = read(`/proc/${pid}/stat`);
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/** CPU seconds of a process (user + system; with `children`, plus those of its reaped children). */
export function cpuSeconds(pid, children = false) {
  const f = statFields(pid).map(Number);
  if (f.length < 15) return 0;
  return (f[11] + f[12] + (children ? f[13] + f[14] : 0)) / TICKS;
}

export function pgProcesses(dataDir) {
  let postmaster;
  let peakKb = 0;
  const find = () =>
    pids().find((p) => {
      const cmd = read(`/proc/${p}/cmdline`).split('\0');
      return /postgres$/.test(cmd[0] ?? '') && cmd.some((a) => a.startsWith(dataDir));
    });
  const family = () => {
    postmaster ??= find();
    if (!postmaster) return [];
    return [postmaster, ...pids().filter((p) => statFields(p)[1] === postmaster)];
  };
  return {
    /** Samples the memory; `peakMb()` answers the highest sum seen. */
    sample() {
      let kb = 0;
      for (const p of family()) {
        const m = /^Pss:\s+(\d+) kB/m.exec(read(`/proc/${p}/smaps_rollup`));
        if (m) kb += Number(m[1]);
      }
      peakKb = Math.max(peakKb, kb);
    },
    peakMb: () => Math.round(peakKb / 1024),
    resetPeak: () => (peakKb = 0),
    /** CPU seconds used so far by the server and its ended children. */
    cpu: () => family().reduce((s, p) => s + cpuSeconds(p, p === postmaster), 0),
  };
}

/**
 * A pg client config for the embedded PostgreSQL of a `ruta serve` DATA_DIR: its superuser password
 * (written at initdb) and the port on its postmaster's command line.
 */
export function embeddedPgConfig(dataDir) {
  const cmd = pids()
    .map((p) => read(`/proc/${p}/cmdline`).split('\0'))
    .find((c) => /postgres$/.test(c[0] ?? '') && c.some((a) => a.startsWith(dataDir)));
  const port = cmd?.map((a) => /^port=(\d+)$/.exec(a)?.[1]).find(Boolean);
  if (!port) throw new Error(`no embedded PostgreSQL of ${dataDir} running`);
  const password = readFileSync(`${dataDir}/pg/password`, 'utf8').trim();
  return { host: '127.0.0.1', port: Number(port), user: 'postgres', password, database: 'ruta' };
}

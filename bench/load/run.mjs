// Load benchmark (issue 9): 50 concurrent editors on the 2.4M-row project, against one API process
// and against two on one PostgreSQL. Each editor (one autocannon connection) loops: list a page
// (random sort column and direction, random page), search (a term taken from the data), read one row
// of that page, PATCH it with the version it read. A 409 (someone changed the row since) makes the
// editor re-read the row and PATCH again, as the web app's user would; it is counted apart, and any
// other non-2xx answer, socket error or timeout is an error. Half the editors work on stops, half on
// trips (whose read and PATCH answers carry the trip's stop times).
//
// Prints requests/s and p50/p95/p99 per endpoint and the errors, for each configuration.
// Run: npm run build && node bench/load/run.mjs
//   BENCH_DURATION=s per configuration (default 30), BENCH_WARMUP=s before each (default 5),
//   BENCH_EDITORS (default 50), BENCH_PROCESSES=1,2 (the configurations), RUTA_SHARED=dir,
//   BENCH_FEED=zip (a feed of its own instead of the 2.4M-row one), BENCH_MEMBERS=n (the editors
//   share n accounts: the owner who imports and n-1 members invited as editors; default 1),
//   BENCH_STATEMENTS=n (print the n statements PostgreSQL spent most time on, statements.mjs),
//   RUTA_ROOT=checkout (measure another checkout's build)
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  addMember,
  bigFeedBench,
  importBigFeed,
  importProject,
  percentile,
  signIn,
  startServer,
} from '../support.mjs';
import { printStatements, resetStatements, withStatements } from './statements.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const duration = Number(process.env.BENCH_DURATION ?? 30);
const warmup = Number(process.env.BENCH_WARMUP ?? 5);
const editors = Number(process.env.BENCH_EDITORS ?? 50);
const configurations = (process.env.BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const feedZip = process.env.BENCH_FEED;
const memberCount = Math.max(1, Number(process.env.BENCH_MEMBERS ?? 1));
const perPage = 20;
const statementsTop = Number(process.env.BENCH_STATEMENTS ?? 0);
const serverRoot = path.resolve(process.env.RUTA_ROOT ?? root);
const embeddedModule = path.join(root, 'packages/server/dist/db/embedded-postgres.js');

const big = feedZip ? null : bigFeedBench('load', root).big;

// One PostgreSQL for every process, as in production (DATABASE_URL), here an embedded one.
const temp = mkdtempSync(path.join(os.tmpdir(), 'ruta-bench-load-'));
chmodSync(temp, 0o755); // PostgreSQL runs as its own user when we are root
const { startEmbeddedPostgres } = await import(embeddedModule);
let database = await startEmbeddedPostgres(path.join(temp, 'pg'), 'ruta');
if (statementsTop) database = await withStatements(database, startEmbeddedPostgres, path.join(temp, 'pg'));
const servers = [];

/** Starts `ruta serve` on the shared database (its own DATA_DIR); answers what startServer does. */
async function startApi() {
  const api = await startServer(serverRoot, { env: { DATABASE_URL: database.url, LOG_LEVEL: 'warn' } });
  servers.push(api);
  return api;
}

let errorsSeen = 0;
try {
  const a = await startApi();
  const { headers, projectId } = feedZip
    ? await importFeed(a, feedZip)
    : await importBigFeed(a, big, 'bench load');
  const imported = { id: projectId };
  // Each editor works as one of the members, in turn.
  const members = [headers];
  while (members.length < memberCount) members.push(await addMember(a.base, a.dataDir, headers, projectId));
  if (memberCount > 1) console.log(`${memberCount} members: the owner and ${memberCount - 1} editors`);
  await printSizes(imported.id);
  const resources = {
    stops: await describe(a.base, headers, imported.id, 'stops', 'stop_name', 'stop_desc'),
    trips: await describe(a.base, headers, imported.id, 'trips', 'trip_headsign', 'trip_short_name'),
  };
  const bases = [a.base];
  for (const processes of configurations) {
    while (bases.length < processes) bases.push((await startApi()).base);
    const targets = bases.slice(0, processes);
    console.log(
      `\n${processes} API process${processes > 1 ? 'es' : ''}, ${editors} editors, warm-up ${warmup} s...`,
    );
    await load(targets, members, imported.id, resources, warmup);
    const loadBefore = os.loadavg()[0];
    const cpuBefore = cpuSeconds(servers.slice(0, processes).map((api) => api.server));
    if (statementsTop) await resetStatements(database.url);
    const sampling = sampleBackends();
    const stats = await load(targets, members, imported.id, resources, duration);
    const backends = await sampling.stop();
    const cpuAfter = cpuSeconds(servers.slice(0, processes).map((api) => api.server));
    errorsSeen += report(stats, processes, loadBefore);
    const requests = printCpu(stats, cpuBefore, cpuAfter);
    if (statementsTop) await printStatements(database.url, statementsTop, requests);
    console.log(
      `PostgreSQL backends (mean of ${backends.samples} samples): ${backends.active.toFixed(1)} running a statement, ${backends.waiting.toFixed(1)} of them waiting for a lock`,
    );
  }
} finally {
  for (const api of servers) await api.stop();
  await database.stop();
  rmSync(temp, { recursive: true, force: true });
}
// The acceptance is no error: say it in the exit status too.
process.exit(errorsSeen ? 1 : 0);

/** Imports `zip` for a new user: BENCH_FEED's feed instead of the big one. */
async function importFeed({ base, dataDir }, zip) {
  const headers = await signIn(base, dataDir);
  const { id, seconds } = await importProject(base, headers, zip, 'bench load');
  console.log(`imported ${path.basename(zip)} in ${seconds.toFixed(1)} s`);
  return { headers, projectId: id };
}

/** CPU seconds (user + system) of a process from /proc; with `reaped`, also of its ended children. */
function processCpu(pid, reaped = false) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // Fields 14-17 of proc(5), counted from the state (field 3) here: utime, stime, cutime, cstime.
    const ticks = (i) => Number(fields[i - 3]);
    return (ticks(14) + ticks(15) + (reaped ? ticks(16) + ticks(17) : 0)) / 100;
  } catch {
    return 0; // ended meanwhile
  }
}

/**
 * Where the CPU goes: the API processes, PostgreSQL (the postmaster, its backends and the backends
 * it reaped) and this load generator. Linux only; USER_HZ is 100 there.
 */
function cpuSeconds(apiProcesses) {
  const postmaster = Number(readFileSync(path.join(temp, 'pg/data/postmaster.pid'), 'utf8').split('\n')[0]);
  let postgres = processCpu(postmaster, true);
  for (const entry of readdirSync('/proc'))
    if (/^\d+$/.test(entry)) {
      try {
        const ppid = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
        if (ppid === postmaster) postgres += processCpu(Number(entry));
      } catch {
        // ended meanwhile
      }
    }
  const usage = process.cpuUsage();
  return {
    api: apiProcesses.reduce((sum, child) => sum + processCpu(child.pid), 0),
    postgres,
    bench: (usage.user + usage.system) / 1e6,
  };
}

function printCpu(stats, before, after) {
  const requests = [...stats.endpoints.values()].reduce((n, s) => n + s.times.length, 0);
  const part = (key) => {
    const seconds = after[key] - before[key];
    return `${key} ${seconds.toFixed(1)} s (${((seconds * 1000) / requests).toFixed(1)} ms/request)`;
  };
  console.log(`CPU in the run: ${part('api')}, ${part('postgres')}, ${part('bench')}`);
  return requests;
}

/**
 * Samples pg_stat_activity every 200 ms: how many backends run a statement, and how many of them
 * wait for a lock (edits of one project queue on its row). stop() answers the means.
 */
function sampleBackends() {
  const client = new pg.Client({ connectionString: database.url });
  const totals = { samples: 0, active: 0, waiting: 0 };
  let running = true;
  const done = (async () => {
    await client.connect();
    while (running) {
      const { rows } = await client.query(
        `SELECT count(*) FILTER (WHERE state = 'active')::int AS active,
                count(*) FILTER (WHERE state = 'active' AND wait_event_type = 'Lock')::int AS waiting
         FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      totals.samples++;
      totals.active += rows[0].active;
      totals.waiting += rows[0].waiting;
      await new Promise((r) => setTimeout(r, 200));
    }
    await client.end();
  })();
  return {
    async stop() {
      running = false;
      await done;
      const n = Math.max(1, totals.samples);
      return { samples: totals.samples, active: totals.active / n, waiting: totals.waiting / n };
    },
  };
}

/** What the project takes on disk: the scaling figures of docs/deploy.md start from these. */
async function printSizes(projectId) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const { rows } = await client.query(
    `SELECT pg_database_size(current_database()) AS database,
       (SELECT sum(pg_total_relation_size(oid)) FROM pg_class
         WHERE relkind = 'r' AND relname ~ ('^gtfs_.*_p' || $1::text || '$')) AS project,
       (SELECT sum(pg_indexes_size(oid)) FROM pg_class
         WHERE relkind = 'r' AND relname ~ ('^gtfs_.*_p' || $1::text || '$')) AS indexes`,
    [projectId],
  );
  await client.end();
  const mb = (bytes) => (Number(bytes) / 2 ** 20).toFixed(0);
  console.log(
    `database ${mb(rows[0].database)} MB; the project's GTFS partitions ${mb(rows[0].project)} MB, of which indexes ${mb(rows[0].indexes)} MB`,
  );
}

/** What the editors need of a resource: its sortable columns, its row count and search terms. */
async function describe(base, headers, projectId, resource, searchField, editField) {
  const url = `${base}/api/projects/${projectId}/${resource}/`;
  const get = async (q) => (await fetch(`${url}?${q}`, { headers })).json();
  const first = await get('per_page=1');
  const total = first.pagination.total;
  const sorts = Object.keys(first.results[0]).filter((k) => k !== 'version' && k !== 'invalid');
  // Search terms as a user would type them: the start of a word seen in the data.
  const terms = new Set();
  for (let i = 1; i <= 20; i++) {
    const row = (await get(`per_page=1&page=${Math.ceil((total * i) / 21)}`)).results[0];
    const word = String(row[searchField] ?? row.id)
      .split(/\s+/)
      .find((w) => w.length >= 3);
    if (word) terms.add(word.slice(0, 6).toLowerCase());
  }
  console.log(
    `${resource}: ${total} rows, ${sorts.length} sort columns, search terms ${[...terms].join(', ')}`,
  );
  return { resource, total, sorts, terms: [...terms], editField };
}

function pick(list) {
  return list[Math.floor(Math.random() * list.length)];
}

/**
 * Runs the editors for `seconds` against `targets` (the connections split evenly between them), and
 * answers per-endpoint latencies and status counts.
 */
async function load(targets, members, projectId, resources, seconds) {
  const stats = { endpoints: new Map(), stale: 0, unresolved: 0, socketErrors: 0, timeouts: 0, seconds };
  const record = (endpoint, status, ms) => {
    let s = stats.endpoints.get(endpoint);
    if (!s) stats.endpoints.set(endpoint, (s = { times: [], statuses: new Map(), errors: 0 }));
    s.times.push(ms);
    s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
  };
  const all = [];
  let next = 0;
  const runs = targets.map((base, i) => {
    const connections = Math.floor(editors / targets.length) + (i < editors % targets.length ? 1 : 0);
    return autocannon({
      url: base,
      connections,
      duration: seconds,
      headers: { ...members[0], 'content-type': 'application/json' },
      // Placeholder: each connection gets its own editor's requests in setupClient.
      requests: [{ method: 'GET', path: '/api/config/' }],
      setupClient(client) {
        const index = next++;
        const editor = newEditor(index, projectId, resources, members[index % members.length]);
        all.push({ editor, base });
        client.setRequests(editor.requests);
        client.on('response', (status, _bytes, ms) => {
          const endpoint = editor.current;
          record(endpoint, status, ms);
          if (status === 409 && endpoint.startsWith('patch')) stats.stale++;
          else if (status < 200 || status > 299) stats.endpoints.get(endpoint).errors++;
        });
      },
    });
  });
  for (const result of await Promise.all(runs)) {
    stats.socketErrors += result.errors;
    stats.timeouts += result.timeouts;
  }
  // A stale PATCH whose retry the run's end cut off: the editor re-reads and saves now (untimed); if
  // that fails too, it is an error.
  for (const { editor, base } of all)
    if (editor.retry && !(await editor.saveAfterConflict(base))) stats.unresolved++;
  return stats;
}

/**
 * One editor: a cycle of list → search → read → PATCH on its resource. After a 409 the next cycle
 * re-reads the same row and PATCHes it again with the version it then reads.
 */
function newEditor(index, projectId, resources, headers) {
  const r = index % 2 ? resources.trips : resources.stops;
  const base = `/api/projects/${projectId}/${r.resource}/`;
  const lastPage = Math.ceil(r.total / perPage);
  const editor = { current: '', retry: false, page: [], rowId: null, version: null, edits: 0 };
  const step = (kind, build, onResponse) => ({
    setupRequest(request) {
      editor.current = `${kind} ${r.resource}`;
      const built = build(request);
      return built && { ...built, headers: { ...built.headers, ...headers } };
    },
    onResponse,
  });
  const json = (body) => {
    try {
      return JSON.parse(body);
    } catch {
      return null;
    }
  };
  const body = (version) => JSON.stringify({ version, [r.editField]: `load ${index}.${editor.edits}` });
  /** Re-reads the row and PATCHes it with the version read; answers whether it was saved. */
  editor.saveAfterConflict = async (origin) => {
    const url = `${origin}${base}${editor.rowId}/`;
    const read = await fetch(url, { headers });
    if (read.status !== 200) return false;
    const { version } = await read.json();
    const headersJson = { ...headers, 'content-type': 'application/json' };
    const saved = await fetch(url, { method: 'PATCH', headers: headersJson, body: body(version) });
    await saved.arrayBuffer();
    return saved.status === 200;
  };
  editor.requests = [
    step(
      'list',
      (req) => ({
        ...req,
        method: 'GET',
        path: `${base}?per_page=${perPage}&page=${1 + Math.floor(Math.random() * lastPage)}&sort=${pick(r.sorts)}|${pick(['asc', 'desc'])}`,
      }),
      (status, body) => {
        if (status === 200) editor.page = json(body)?.results ?? [];
      },
    ),
    step('search', (req) => ({
      ...req,
      method: 'GET',
      path: `${base}?per_page=${perPage}&search=${encodeURIComponent(pick(r.terms))}`,
    })),
    step(
      'read',
      (req) => {
        if (!editor.retry) editor.rowId = pick(editor.page)?.id ?? null;
        if (editor.rowId === null) return null; // nothing listed: start the cycle again
        return { ...req, method: 'GET', path: `${base}${editor.rowId}/` };
      },
      (status, body) => {
        editor.version = status === 200 ? (json(body)?.version ?? null) : null;
      },
    ),
    step(
      'patch',
      (req) => {
        if (editor.version === null) return null;
        editor.edits++;
        return {
          ...req,
          method: 'PATCH',
          path: `${base}${editor.rowId}/`,
          body: body(editor.version),
        };
      },
      (status) => {
        editor.retry = status === 409;
      },
    ),
  ];
  return editor;
}

function report(stats, processes, loadBefore) {
  const rows = [...stats.endpoints.entries()].sort(([a], [b]) => a.localeCompare(b));
  let requests = 0;
  let errors = stats.socketErrors + stats.timeouts + stats.unresolved;
  console.log(
    `\n${processes} API process${processes > 1 ? 'es' : ''}, ${editors} editors, ${stats.seconds} s (load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)})`,
  );
  console.log('endpoint | requests/s | p50 ms | p95 ms | p99 ms | statuses');
  const all = [];
  for (const [endpoint, s] of rows) {
    const times = s.times.sort((x, y) => x - y);
    all.push(...times);
    requests += times.length;
    errors += s.errors;
    const statuses = [...s.statuses.entries()].map(([code, n]) => `${code}×${n}`).join(' ');
    console.log(
      `${endpoint} | ${(times.length / stats.seconds).toFixed(1)} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${percentile(times, 99).toFixed(1)} | ${statuses}`,
    );
  }
  all.sort((x, y) => x - y);
  console.log(
    `all | ${(requests / stats.seconds).toFixed(1)} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 95).toFixed(1)} | ${percentile(all, 99).toFixed(1)} |`,
  );
  console.log(
    `stale PATCHes (409, re-read and saved): ${stats.stale}; errors: ${errors} (non-2xx ${errors - stats.socketErrors - stats.timeouts - stats.unresolved}, socket ${stats.socketErrors}, timeouts ${stats.timeouts}, stale not saved after re-reading ${stats.unresolved})`,
  );
  return errors;
}

// Every statement the server sends on a GTFS table names its project: a project_id condition on each
// GTFS table it reads or changes (a project_id column for an insert), or the project's partition by
// name. That is what lets the GTFS tables become Citus distributed tables with project_id as the
// distribution column without changing a query (docs/deploy.md, "Scaling").
//
// The statements are PostgreSQL's own record of what it ran (pg_stat_statements, on a private cluster),
// taken while the test drives the real server through its API broadly: imports, a re-import, lists
// with sort and search, row CRUD with renames and in-use deletes, trips with stop times, shapes, feed
// info, CSV download and upload, a build and its download, and a project's deletion. Schema changes
// (CREATE, ALTER, DROP, ANALYZE) are not queries on rows and are left out. pg_stat_statements keeps
// statements that completed, so the exercise only makes calls whose statements succeed.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { createDb } from '../src/db/connection.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded-postgres.js';
import { createServer } from '../src/server.js';
import { RESOURCES } from '../src/tables/resources.js';
import { getBytes, build } from './build/support.js';
import { importZip, makeZip, uploadZip } from './feed/support.js';
import { Client, signedInClient, type TestApp } from './helpers.js';

let dir: string;
let database: EmbeddedDatabase;
let app: TestApp;

/**
 * Starts a private cluster whose pg_stat_statements records every statement (nested ones too) with
 * its text; loading the library takes a restart.
 */
async function startRecordingCluster(): Promise<EmbeddedDatabase> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ruta-sql-log-'));
  await fs.chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
  const first = await startEmbeddedPostgres(dir, 'ruta');
  await withClient(first.url, async (admin) => {
    for (const setting of [
      "shared_preload_libraries = 'pg_stat_statements'",
      "pg_stat_statements.track = 'all'",
      'pg_stat_statements.max = 20000',
    ])
      await admin.query(`ALTER SYSTEM SET ${setting}`);
  });
  await first.stop();
  const started = await startEmbeddedPostgres(dir, 'ruta');
  await withClient(started.url, (admin) => admin.query('CREATE EXTENSION pg_stat_statements'));
  return started;
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  database = await startRecordingCluster();
  const dataDir = path.join(dir, 'ruta');
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    WEB_DIST: path.join(dataDir, 'web-not-built'),
    PUBLIC_URL: 'http://ruta.test',
  });
  const { app: server } = await createServer(config, { logger: pino({ level: 'silent' }) });
  await server.listen({ port: 0, host: '127.0.0.1' });
  const address = server.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  const db = createDb(database.url, { max: 1 });
  app = {
    url,
    config,
    db,
    client: (lang = 'en') => new Client(url, lang),
    routes: server.routeList,
    async close() {
      await server.close();
      await db.destroy();
    },
  };
});

afterAll(async () => {
  await app?.close();
  await database?.stop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const FEED = {
  'agency.txt':
    'agency_id,agency_name,agency_url,agency_timezone\nA,Agencia,https://a.example,America/Santiago\n',
  'levels.txt': 'level_id,level_index,level_name\nL0,0,Calle\n',
  'stops.txt': [
    'stop_id,stop_name,stop_lat,stop_lon,location_type,parent_station,level_id',
    'ST,Estación,-22.45,-68.92,1,,',
    'S1,Uno,-22.451,-68.921,0,ST,L0',
    'S2,Dos,-22.5,-68.9,0,,',
    'S3,Tres,-22.55,-68.95,0,,',
    '',
  ].join('\n'),
  'routes.txt': 'route_id,agency_id,route_short_name,route_type\nR1,A,1,3\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20260101,20261231\n',
  'calendar_dates.txt': 'service_id,date,exception_type\nWK,20260501,2\nHOL,20260918,1\n',
  'shapes.txt':
    'shape_id,shape_pt_lat,shape_pt_lon,shape_pt_sequence\nSH1,-22.45,-68.92,1\nSH1,-22.5,-68.9,2\n',
  'trips.txt':
    'route_id,service_id,trip_id,trip_headsign,shape_id\nR1,WK,T1,Centro,SH1\nR1,HOL,T2,Norte,SH1\n',
  'stop_times.txt': [
    'trip_id,arrival_time,departure_time,stop_id,stop_sequence',
    'T1,08:00:00,08:00:00,S1,1',
    'T1,08:10:00,08:10:00,S2,2',
    'T2,09:00:00,09:00:00,S2,1',
    'T2,09:10:00,09:10:00,S3,2',
    '',
  ].join('\n'),
  'frequencies.txt': 'trip_id,start_time,end_time,headway_secs\nT1,06:00:00,09:00:00,600\n',
  'fare_attributes.txt': 'fare_id,price,currency_type,payment_method,transfers\nF1,800,CLP,0,0\n',
  'fare_rules.txt': 'fare_id,route_id\nF1,R1\n',
  'transfers.txt': 'from_stop_id,to_stop_id,transfer_type\nS1,S2,0\n',
  'pathways.txt': 'pathway_id,from_stop_id,to_stop_id,pathway_mode,is_bidirectional\nP1,S1,S2,1,1\n',
  'feed_info.txt':
    'feed_publisher_name,feed_publisher_url,feed_lang,feed_version\nAgencia,https://a.example,es,2026-05\n',
  // Not a table Ruta edits: kept byte for byte in gtfs_extra_files, read back by the build.
  'translations.txt': 'table_name,field_name,language,translation,record_id\nstops,stop_name,en,One,S1\n',
};

/** A 2xx answer, or the test fails saying which call. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function ok<T = any>(answer: Promise<{ status: number; body: T; text: string }>, what: string) {
  const res = await answer;
  expect(res.status, `${what}: ${res.text.slice(0, 300)}`).toBeLessThan(300);
  return res.body;
}

/** Row ids by GTFS id (`ids/`), and a row as read. */
async function rowOf(c: Client, base: string, resource: string, gtfsId: string) {
  const ids = await ok<Record<string, number>>(c.get(`${base}/${resource}/ids/`), `${resource} ids`);
  expect(ids[gtfsId], `${resource} ${gtfsId}`).toBeDefined();
  return ok(c.get(`${base}/${resource}/${ids[gtfsId]}/`), `${resource} ${gtfsId}`);
}

/** Drives the API broadly (what the web app and API users do), on two projects of one user. */
async function exercise(c: Client) {
  const zip = await makeZip(FEED);
  const a = (await importZip(c, 'A', zip)).project_id;
  const b = (await importZip(c, 'B', zip)).project_id;
  expect((await uploadZip(c, a, zip)).creation_status).toBe('from_gtfs');
  const base = `/api/projects/${a}`;
  await ok(c.get('/api/projects/?no_page'), 'projects');
  await ok(c.put(base + '/', { name: 'A renamed' }), 'rename project');

  for (const [name, table] of Object.entries(RESOURCES)) {
    const sort = name === 'shapes' ? 'point_count' : table.fields[0]!.name;
    await ok(c.get(`${base}/${name}/`), `${name} list`);
    await ok(c.get(`${base}/${name}/?sort=${sort}|desc&page=1&per_page=5&search=a`), `${name} search`);
    await ok(c.get(`${base}/${name}/?no_page=True&sort=${sort}|asc`), `${name} no_page`);
    await ok(c.get(`${base}/${name}/ids/`), `${name} ids`);
    await ok(c.get(`${base}/${name}/download/`), `${name} download`);
  }
  await ok(c.get(`${base}/tables/`), 'tables');
  await ok(c.get(`${base}/services/?search=W`), 'services');

  // Stops: create, read, patch, put, rename a referenced one, delete one in use (409), delete.
  const s9 = await ok<{ id: number; version: number }>(
    c.post(`${base}/stops/`, { stop_id: 'S9', stop_name: 'Nueve', stop_lat: -22.6, stop_lon: -68.8 }),
    'create stop',
  );
  const read = await ok<{ version: number }>(c.get(`${base}/stops/${s9.id}/`), 'read stop');
  const patched = await ok<{ version: number }>(
    c.request('PATCH', `${base}/stops/${s9.id}/`, { json: { version: read.version, stop_name: 'Nueve b' } }),
    'patch stop',
  );
  await ok(
    c.put(`${base}/stops/${s9.id}/`, {
      version: patched.version,
      stop_id: 'S9',
      stop_name: 'Nueve c',
      stop_lat: -22.61,
      stop_lon: -68.81,
    }),
    'put stop',
  );
  const s3 = await rowOf(c, base, 'stops', 'S3');
  await ok(
    c.request('PATCH', `${base}/stops/${s3.id}/`, { json: { version: s3.version, stop_id: 'S3b' } }),
    'rename',
  );
  const s2 = await rowOf(c, base, 'stops', 'S2');
  expect((await c.delete(`${base}/stops/${s2.id}/`)).status).toBe(409);
  expect((await c.delete(`${base}/stops/${s9.id}/`)).status).toBe(204);

  // Trips with their stop times.
  const t1 = await rowOf(c, base, 'trips', 'T1');
  await ok(c.get(`${base}/trips/${t1.id}/stoptimes/`), 'stop times');
  const stopTimes = [
    { stop_id: 'S1', stop_sequence: 1, arrival_time: '10:00:00', departure_time: '10:00:00' },
    { stop_id: 'S2', stop_sequence: 2, arrival_time: '10:05:00', departure_time: '10:05:00' },
  ];
  const t3 = await ok<{ id: number; version: number }>(
    c.post(`${base}/trips/`, { trip_id: 'T3', route_id: 'R1', service_id: 'WK', stop_times: stopTimes }),
    'create trip',
  );
  await ok(
    c.request('PATCH', `${base}/trips/${t3.id}/`, {
      json: { version: t3.version, trip_headsign: 'Sur', stop_times: stopTimes.slice(0, 1) },
    }),
    'patch trip',
  );
  expect((await c.delete(`${base}/trips/${t3.id}/`)).status).toBe(204);

  // Shapes: create, rename a used one (trips follow), read, delete.
  const sh2 = await ok<{ id: number }>(
    c.post(`${base}/shapes/`, {
      shape_id: 'SH2',
      points: [
        { shape_pt_sequence: 1, shape_pt_lat: -22.4, shape_pt_lon: -68.9 },
        { shape_pt_sequence: 2, shape_pt_lat: -22.41, shape_pt_lon: -68.91 },
      ],
    }),
    'create shape',
  );
  const sh1 = await rowOf(c, base, 'shapes', 'SH1');
  await ok(
    c.request('PATCH', `${base}/shapes/${sh1.id}/`, { json: { version: sh1.version, shape_id: 'SH1b' } }),
    'rename shape',
  );
  expect((await c.delete(`${base}/shapes/${sh2.id}/`)).status).toBe(204);

  // A service renamed (trips and calendar dates follow), an agency and the feed info edited.
  const wk = await rowOf(c, base, 'calendars', 'WK');
  await ok(
    c.request('PATCH', `${base}/calendars/${wk.id}/`, { json: { version: wk.version, service_id: 'WK2' } }),
    'service',
  );
  const agency = await rowOf(c, base, 'agencies', 'A');
  await ok(
    c.request('PATCH', `${base}/agencies/${agency.id}/`, {
      json: { version: agency.version, agency_name: 'Otra' },
    }),
    'agency',
  );
  const info = await ok<{ id: number; version: number }>(c.get(`${base}/feedinfo/`), 'feed info');
  await ok(
    c.request('PATCH', `${base}/feedinfo/${info.id}/`, {
      json: { version: info.version, feed_version: '2026-06' },
    }),
    'feed info',
  );

  // CSV: download and upload back with a change, for a plain table, stop times and feed info.
  for (const resource of ['stops', 'stoptimes', 'feedinfo']) {
    const csv = (await c.get(`${base}/${resource}/download/`)).text;
    const changed = resource === 'stops' ? `${csv}S7,Siete,-22.7,-68.7,0,,\n` : csv;
    await ok(
      c.request('PUT', `${base}/${resource}/upload/`, {
        body: changed,
        headers: { 'Content-Type': 'text/csv' },
      }),
      `${resource} upload`,
    );
  }

  // Build (export, validation, publish) and the downloads that read it.
  expect((await build(c, a)).gtfs_building_and_validation_status).toBe('finished');
  expect((await getBytes(c, `${base}/download/`)).status).toBe(200);
  await ok(c.get(`${base}/validation/`), 'validation');

  expect((await c.delete(`/api/projects/${b}/`)).status).toBe(204);
}

/** The text of every statement run in the database (constants shown as $n, as recorded). */
async function recordedStatements(): Promise<string[]> {
  return withClient(database.url, async (client) => {
    const { rows } = await client.query<{ query: string }>(
      `SELECT query FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
       WHERE d.datname = current_database()`,
    );
    return rows.map((r) => r.query);
  });
}

/** The code of a statement: no comments, string literals emptied, simple identifiers unquoted. */
function code(sql: string): string {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"([a-z_][a-z0-9_]*)"/g, '$1');
}

const SCHEMA_CHANGE = /^\s*(CREATE|ALTER|DROP|ANALYZE)\b/i;
const OPERATOR = String.raw`(?:=|OPERATOR\(pg_catalog\.=\))`;
/** `column = …`, `column IN (…)`, `column IS NOT DISTINCT FROM …`, or `… = column` (as PostgreSQL's own
 * foreign key actions write it: `$1 OPERATOR(pg_catalog.=) "project_id"`). */
const condition = (column: string) =>
  new RegExp(
    String.raw`${column}\s*(?:${OPERATOR}|IN\s*\(|IS\s+NOT\s+DISTINCT\s+FROM)|${OPERATOR}\s*${column}\b`,
    'i',
  );
const NOT_ALIAS =
  /^(WHERE|ON|JOIN|SET|LEFT|RIGHT|INNER|FULL|CROSS|ORDER|GROUP|LIMIT|OFFSET|USING|UNION|FOR|AS|VALUES|DEFAULT|SELECT|RETURNING|FROM)$/i;

/**
 * Why a statement does not name its project on some GTFS table, or null when it does. `tables` are
 * the GTFS tables, not their partitions: a partition (gtfs_stops_p12) names its project already. Each use of a table must be one of: FROM/JOIN/UPDATE/DELETE
 * FROM with a project_id condition (qualified by its alias anywhere in the statement, or unqualified
 * before the next GTFS table), or INSERT INTO/COPY with a project_id column. Any other use fails.
 */
function violation(sql: string, tables: ReadonlySet<string>): string | null {
  const text = code(sql);
  for (const part of text.split(';')) {
    if (SCHEMA_CHANGE.test(part)) continue;
    const uses = [...part.matchAll(/\b(gtfs_[a-z0-9_]+)\b/gi)].filter(
      (m) => tables.has(m[1]!.toLowerCase()) && !/^\s*\./.test(part.slice(m.index! + m[0].length)),
    );
    for (const [i, use] of uses.entries()) {
      const table = use[1]!;
      const before = part.slice(0, use.index).replace(/\bpublic\.\s*$/i, '');
      const after = part.slice(use.index! + table.length);
      const keyword = /\b(FROM|JOIN|UPDATE|INTO|COPY)\s+(?:ONLY\s+)?$/i.exec(before)?.[1]?.toUpperCase();
      if (keyword === 'INTO' || keyword === 'COPY') {
        const columns = /^\s*\(([^)]*)\)/.exec(after)?.[1] ?? '';
        if (!/\bproject_id\b/i.test(columns)) return `${keyword} ${table} without a project_id column`;
        continue;
      }
      if (!keyword) return `${table} used where no project can be named`;
      const next = /^\s+(?:AS\s+)?([a-z_][a-z0-9_]*)/i.exec(after)?.[1];
      const alias = next && !NOT_ALIAS.test(next) ? next : table;
      const qualified = condition(String.raw`\b(?:${alias}|${table})\.project_id`);
      const segment = part.slice(use.index, uses[i + 1]?.index ?? part.length);
      const unqualified = condition(String.raw`(?<![.\w])project_id`);
      if (!qualified.test(part) && !unqualified.test(segment))
        return `${keyword} ${table} without a project_id condition`;
    }
  }
  return null;
}

/** The GTFS tables (not their partitions), from the catalog. */
async function gtfsTables(): Promise<Set<string>> {
  const { rows } = await withClient(database.url, (client) =>
    client.query<{ name: string }>(
      `SELECT relname AS name FROM pg_class WHERE relname LIKE 'gtfs\\_%' AND relkind IN ('r', 'p')
         AND NOT relispartition AND relnamespace = 'public'::regnamespace`,
    ),
  );
  return new Set(rows.map((r) => r.name));
}

it('names the project in every statement on a GTFS table', { timeout: 180_000 }, async () => {
  await exercise(await signedInClient(app, 'sql'));
  // A statement that forgets its project, sent by the test itself: the record and the check catch it.
  const forgetful = 'SELECT count(*) FROM gtfs_stops WHERE stop_id IS NOT NULL';
  await withClient(database.url, (client) => client.query(forgetful));

  const tables = await gtfsTables();
  const recorded = await recordedStatements();
  expect(recorded).toContain(forgetful);
  expect(violation(forgetful, tables)).toBe('FROM gtfs_stops without a project_id condition');
  const touched = new Set<string>();
  const violations: string[] = [];
  let checked = 0;
  for (const sql of recorded.filter((s) => s !== forgetful)) {
    if (SCHEMA_CHANGE.test(code(sql))) continue;
    const names = [...code(sql).matchAll(/\b(gtfs_[a-z0-9_]+?)(?:_p\d+(?:_\w+)?)?\b/gi)]
      .map((m) => m[1]!)
      .filter((name) => tables.has(name));
    if (names.length) checked++;
    for (const name of names) touched.add(name);
    const why = violation(sql, tables);
    if (why) violations.push(`${why}:\n${sql}`);
  }
  // The exercise reached every GTFS table and the bookkeeping ones.
  expect([...tables].filter((t) => !touched.has(t))).toEqual([]);
  expect(tables.size).toBeGreaterThanOrEqual(18);
  expect(checked).toBeGreaterThan(200); // distinct statements checked (about 300 in this exercise)
  expect(violations).toEqual([]);
});

it('tells a project_id condition from its absence', async () => {
  const tables = new Set(['gtfs_stops', 'gtfs_stop_times', 'gtfs_trips', 'gtfs_files']);
  const fine = [
    'SELECT * FROM gtfs_stops WHERE project_id = $1 AND id = $2',
    'SELECT * FROM "gtfs_trips" t JOIN gtfs_stop_times st ON st.trip_id = t.trip_id WHERE t.project_id = $1 AND st.project_id = $1',
    'UPDATE gtfs_trips t SET x = 1 FROM pg_temp.p WHERE t.project_id = $1',
    'INSERT INTO gtfs_files (project_id, table_name) VALUES ($1, $2)',
    'COPY gtfs_stops_p12_i3x (project_id, stop_id) FROM STDIN',
    'SELECT a FROM gtfs_stops WHERE project_id = $1 UNION SELECT a FROM gtfs_trips WHERE project_id = $1',
    "SELECT relname FROM pg_class WHERE relname LIKE 'gtfs_stops'",
    'CREATE INDEX IF NOT EXISTS x ON gtfs_stops (stop_id)',
    'DELETE FROM ONLY "public"."gtfs_files" WHERE $1 OPERATOR(pg_catalog.=) "project_id"',
  ];
  for (const sql of fine) expect(violation(sql, tables), sql).toBeNull();
  const bad = [
    'SELECT * FROM gtfs_stops WHERE id = $1',
    "SELECT * FROM gtfs_stops WHERE stop_name = 'project_id = 1'",
    'SELECT * FROM gtfs_trips t JOIN gtfs_stop_times st ON st.trip_id = t.trip_id WHERE t.project_id = $1',
    'SELECT a FROM gtfs_stops WHERE project_id = $1 UNION SELECT a FROM gtfs_trips',
    'INSERT INTO gtfs_files (table_name) VALUES ($1)',
    'DELETE FROM gtfs_stops',
    'TRUNCATE gtfs_stops',
  ];
  for (const sql of bad) expect(violation(sql, tables), sql).not.toBeNull();
});

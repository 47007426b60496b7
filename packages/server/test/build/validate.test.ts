// Build and validate over real HTTP on a real database: the validating step stores the counts, the
// HTML report and per-table counts (GET tables/), the findings answer (GET validation/), a cancel
// while validating stops within 2 s, and calama plus the small shared feeds end `finished`.
import { statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateFeed } from '@ruta/gtfs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LOCK } from '../../src/build/job.js';
import { signedInClient, startTestApp, storedFiles, type Client, type TestApp } from '../helpers.js';
import { importZip, makeZip } from '../feed/support.js';
import { build, getBytes, waitForBuild, type BuildProject } from './support.js';
import { SHARED_FEEDS, sharedFeeds } from '../support/shared-feeds.js';

const fixtures = fileURLToPath(new URL('../../../gtfs/test-fixtures/', import.meta.url));

interface Validation {
  error_number: number;
  warning_number: number;
  info_number: number;
  message: string;
  duration: string;
  tables: Record<string, { error_number: number; warning_number: number }>;
}
type Validated = BuildProject & { gtfs_validation: Validation | null };

interface Findings {
  validated_at: string;
  notices: {
    code: string;
    severity: string;
    total: number;
    description: string;
    file: string | null;
    samples: Record<string, unknown>[];
  }[];
}

let app: TestApp;
let alice: Client;

beforeAll(async () => {
  app = await startTestApp();
  alice = await signedInClient(app, 'validator');
});
afterAll(async () => {
  await app?.close();
});

/** Builds, checks `finished` and that the stored counts are the validator's on the downloaded zip. */
async function buildAndCheck(client: Client, id: number): Promise<Validated> {
  const done = (await build(client, id)) as Validated;
  expect(done.gtfs_building_and_validation_status, done.gtfs_building_error_message ?? '').toBe('finished');
  const zip = await getBytes(client, `/api/projects/${id}/download/`);
  const direct = await validateFeed(zip.bytes);
  const v = done.gtfs_validation!;
  expect([v.error_number, v.warning_number, v.info_number]).toEqual([
    direct.counts.errors,
    direct.counts.warnings,
    direct.counts.infos,
  ]);
  expect(direct.report.notices.map((n) => n.code)).not.toContain('runtime_exception_in_validator_error');
  return done;
}

describe('build and validate', () => {
  it('stores counts, the HTML report and per-table counts for a feed with errors', async () => {
    const zip = await fs.readFile(path.join(fixtures, 'bad_calendar_dates.zip'));
    const project = await importZip(alice, 'Bad calendar dates', zip);
    const done = await buildAndCheck(alice, project.project_id);
    const v = done.gtfs_validation!;
    expect(v.error_number).toBeGreaterThan(0);
    const report = await getBytes(alice, `/api/projects/${project.project_id}/validation_report/`);
    expect(report.status).toBe(200);
    expect(report.bytes.toString()).toMatch(/^<!DOCTYPE html>/i);
    expect(v.duration).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);
    expect(done.gtfs_building_duration).toMatch(/^\d{2}:\d{2}:\d{2}\.\d{3}$/);

    const tables = await alice.get<
      Record<string, { entries: number; error_number: number; warning_number: number }>
    >(`/api/projects/${project.project_id}/tables/`);
    for (const [name, t] of Object.entries(tables.body)) {
      const stored = v.tables[name] ?? { error_number: 0, warning_number: 0 };
      expect([t.error_number, t.warning_number], name).toEqual([stored.error_number, stored.warning_number]);
    }
    expect(Object.values(tables.body).reduce((a, t) => a + t.error_number, 0)).toBeGreaterThan(0);

    const findings = await alice.get<Findings>(`/api/projects/${project.project_id}/validation/`);
    expect(findings.status).toBe(200);
    expect(findings.body.notices[0]!.severity).toBe('ERROR');
    expect(findings.body.notices.reduce((a, n) => a + (n.severity === 'ERROR' ? n.total : 0), 0)).toBe(
      v.error_number,
    );
    for (const n of findings.body.notices) {
      expect(n.description.length, n.code).toBeGreaterThan(10);
      expect(n.samples.length).toBeLessThanOrEqual(Math.min(100, n.total));
    }
    const es = await alice.withLang('es').get<Findings>(`/api/projects/${project.project_id}/validation/`);
    expect(es.body.notices[0]!.description).not.toBe(findings.body.notices[0]!.description);
  });

  it('writes the HTML report in the owner language and answers 404 before any validation', async () => {
    const carmen = await signedInClient(app, 'validadora', 'es');
    const project = await importZip(carmen, 'Sin validar', await makeZip(minimalFeed()));
    const never = await carmen.get<{ detail: string }>(`/api/projects/${project.project_id}/validation/`);
    expect(never.status).toBe(404);
    expect(never.body.detail).toMatch(/validado/);
    const other = await alice.get(`/api/projects/${project.project_id}/validation/`);
    expect(other.status).toBe(404);
    const noReport = await carmen.get<{ detail: string }>(
      `/api/projects/${project.project_id}/validation_report/`,
    );
    expect(noReport.status).toBe(404);
    expect(noReport.body.detail).toMatch(/validado/);
    await buildAndCheck(carmen, project.project_id);
    const report = await getBytes(carmen, `/api/projects/${project.project_id}/validation_report/`);
    expect(report.bytes.toString()).toMatch(/<html lang="es"/);
  });

  it('cancels while validating within 2 s, keeping the previous build', async () => {
    const project = await importZip(alice, 'Slow to validate', await manyStopTimes(2000, 100));
    await alice.post(`/api/projects/${project.project_id}/build_and_validate_gtfs_file/`);
    for (;;) {
      const p = await alice.get<BuildProject>(`/api/projects/${project.project_id}/`);
      const status = p.body.gtfs_building_and_validation_status;
      if (status === 'validating') break;
      expect(['queued', 'building']).toContain(status);
      await new Promise((r) => setTimeout(r, 10));
    }
    const t0 = Date.now();
    const canceled = await alice.post<BuildProject>(
      `/api/projects/${project.project_id}/cancel_build_and_validate_gtfs_file/`,
    );
    expect(canceled.body.gtfs_building_and_validation_status).toBe('canceled');
    // The run stopped within 2 s (its build lock is free) and stored nothing.
    for (;;) {
      const { rows } = await sql<{
        free: boolean;
      }>`SELECT pg_try_advisory_lock(${BUILD_LOCK}, ${project.project_id}::int) AS free`.execute(app.db);
      if (rows[0]!.free) {
        await sql`SELECT pg_advisory_unlock(${BUILD_LOCK}, ${project.project_id}::int)`.execute(app.db);
        break;
      }
      expect(Date.now() - t0).toBeLessThan(2000);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await storedFiles(app.db, project.project_id)).toEqual([]);
    const after = (await waitForBuild(alice, project.project_id)) as Validated;
    expect(after.gtfs_building_and_validation_status).toBe('canceled');
    expect(after.gtfs_validation).toBeNull();
    expect((await alice.get(`/api/projects/${project.project_id}/download/`)).status).toBe(404);
  }, 60_000);

  // calama and every small shared feed: an import that succeeds builds and validates to `finished`
  // with the validator's own counts. Bigger feeds: bench/build.
  const feeds = sharedFeeds(
    'build and validate of the shared feeds',
    (f) => path.basename(f) === 'calama.zip' || statSync(f).size < 100_000,
  );
  for (const name of feeds)
    it(`builds and validates shared feed ${name}`, async () => {
      const project = await importZip(
        alice,
        `shared ${name}`,
        await fs.readFile(path.join(SHARED_FEEDS, name)),
      );
      if (project.creation_status !== 'from_gtfs') return; // a clear import error, tested in feed/
      await buildAndCheck(alice, project.project_id);
    }, 60_000);
});

function minimalFeed(): Record<string, string> {
  return {
    'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,A,https://a.example,UTC\n',
    'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,Uno,-22.45,-68.92\n',
    'routes.txt': 'route_id,agency_id,route_type,route_short_name\nR,A,3,1\n',
  };
}

/** A feed whose validation takes a while: many stop_times rows. */
async function manyStopTimes(trips: number, stopsPerTrip: number): Promise<Buffer> {
  const stops = ['stop_id,stop_name,stop_lat,stop_lon'];
  for (let s = 0; s < stopsPerTrip; s++) stops.push(`S${s},Stop ${s},-22.${1000 + s},-68.${1000 + s}`);
  const tripLines = ['route_id,service_id,trip_id'];
  const times = ['trip_id,arrival_time,departure_time,stop_id,stop_sequence'];
  for (let t = 0; t < trips; t++) {
    tripLines.push(`R,WK,T${t}`);
    for (let s = 0; s < stopsPerTrip; s++) {
      const hms = `${String(5 + Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}:00`;
      times.push(`T${t},${hms},${hms},S${s},${s + 1}`);
    }
  }
  return makeZip({
    ...minimalFeed(),
    'stops.txt': stops.join('\n') + '\n',
    'calendar.txt':
      'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\nWK,1,1,1,1,1,0,0,20240101,20301231\n',
    'trips.txt': tripLines.join('\n') + '\n',
    'stop_times.txt': times.join('\n') + '\n',
  });
}

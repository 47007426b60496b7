// Failed imports and builds in Spanish: the message is all Spanish (it names file and line), and the
// text of the zip library, of the CSV reader or of the file system that caused it is kept apart, in
// the project's `…_error_detail`. Real server, real PostgreSQL, real failures (no mocks).
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startTestApp, type Client, type TestApp } from './helpers.js';
import { importZip, makeZip, uploadZip } from './feed/support.js';
import { build, waitForBuild } from './build/support.js';

let app: TestApp;
let maria: Client;

beforeAll(async () => {
  app = await startTestApp();
  maria = await signedInClient(app, 'maria', 'es');
});
afterAll(async () => {
  await app?.close();
});

interface Failed {
  project_id: number;
  creation_status: string;
  loading_gtfs_error_message: string | null;
  loading_gtfs_error_detail: string | null;
}

const AGENCY = 'agency_name,agency_url,agency_timezone\nAgencia,https://a.example,America/Santiago\n';
/** Words of the English texts the libraries and the reader produce; none belongs in a Spanish message. */
const ENGLISH = /\b(the|is|not|zip archive|signature|found|invalid|cannot|file|quoted|closed|end)\b/i;

/** A zip whose stops.txt has its compressed bytes overwritten: it opens, but the entry cannot be read. */
async function damagedEntryZip(): Promise<Buffer> {
  const rows = Array.from({ length: 2000 }, (_, i) => `S${i},Parada ${i},-22.${i},-68.${i}`).join('\n');
  const zip = await makeZip({
    'agency.txt': AGENCY,
    'stops.txt': `stop_id,stop_name,stop_lat,stop_lon\n${rows}\n`,
  });
  const data = zip.indexOf('stops.txt') + 'stops.txt'.length + 200;
  zip.fill(0xff, data, data + 40);
  return zip;
}

describe('a failed import, in Spanish', () => {
  it('a corrupt zip: Spanish message, the zip library text as detail', async () => {
    const zip = Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(2000, 7)]);
    const p = (await importZip(maria, 'Zip roto', zip)) as unknown as Failed;
    expect(p.creation_status).toBe('error_loading_gtfs');
    expect(p.loading_gtfs_error_message).toBe(
      'El archivo no es un zip válido. Sube un feed GTFS comprimido en .zip.',
    );
    expect(p.loading_gtfs_error_detail).toMatch(/central directory/i);
  });

  it('a damaged entry: names the file in Spanish, the zip library read error as detail', async () => {
    const p = (await importZip(maria, 'Entrada dañada', await damagedEntryZip())) as unknown as Failed;
    expect(p.creation_status).toBe('error_loading_gtfs');
    expect(p.loading_gtfs_error_message).toBe('stops.txt: El zip está dañado y no se puede leer.');
    expect(p.loading_gtfs_error_detail).toMatch(/bytes in the stream/);
    expect(p.loading_gtfs_error_message).not.toContain(p.loading_gtfs_error_detail);
  });

  // Reader errors keep their file and line (and the column) in Spanish; they have no library text.
  const csvCases: [string, string, string][] = [
    [
      'a broken CSV',
      'stop_id,stop_name\nS1,Uno\nS2,"sin cerrar\n',
      'stops.txt (línea 3): Un valor entre comillas no se cierra antes del final del archivo.',
    ],
    [
      'a repeated column',
      'stop_id,stop_name,stop_id\nS1,Uno,S1\n',
      'stops.txt (línea 1): La columna "stop_id" aparece dos veces en la cabecera.',
    ],
  ];
  for (const [what, stops, message] of csvCases)
    it(`${what}: file and line kept in the Spanish message, no detail to add`, async () => {
      const zip = await makeZip({ 'agency.txt': AGENCY, 'stops.txt': stops });
      const p = (await importZip(maria, what, zip)) as unknown as Failed;
      expect(p.loading_gtfs_error_message).toBe(message);
      expect(p.loading_gtfs_error_detail).toBeNull();
    });

  it('no Spanish message carries English text; a new upload clears message and detail', async () => {
    const res = await maria.get<Failed[]>('/api/projects/?no_page');
    const failed = res.body.filter((p) => p.creation_status === 'error_loading_gtfs');
    expect(failed.length).toBeGreaterThanOrEqual(4);
    for (const p of failed) {
      expect(p.loading_gtfs_error_message!.replace(/\w+\.txt/g, '')).not.toMatch(ENGLISH);
    }
    const good = await uploadZip(maria, failed[0]!.project_id, await makeZip({ 'agency.txt': AGENCY }));
    expect(good).toMatchObject({
      creation_status: 'from_gtfs',
      loading_gtfs_error_message: null,
      loading_gtfs_error_detail: null,
    });
  });
});

describe('a failed build, in Spanish', () => {
  it('keeps the file system error apart from the Spanish message', async () => {
    const p = await importZip(maria, 'Generación', await makeZip({ 'agency.txt': AGENCY }));
    expect(p.creation_status).toBe('from_gtfs');
    // The run's working folder cannot be made (the temp directory is a file): a real failure of the run.
    const notAFolder = path.join(app.config.dataDir, 'not-a-folder');
    await fs.writeFile(notAFolder, 'not a folder');
    const tmpdir = process.env.TMPDIR;
    process.env.TMPDIR = notAFolder;
    try {
      const built = (await build(maria, p.project_id)) as unknown as {
        gtfs_building_and_validation_status: string;
        gtfs_building_error_message: string;
        gtfs_building_error_detail: string;
      };
      expect(built.gtfs_building_and_validation_status).toBe('error');
      expect(built.gtfs_building_error_message).toBe(
        'La generación falló. Ejecútala de nuevo; si vuelve a fallar, contacta al administrador.',
      );
      expect(built.gtfs_building_error_detail).toMatch(/ENOTDIR/);
    } finally {
      if (tmpdir === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmpdir;
      await fs.rm(notAFolder, { force: true });
    }
    // The next run clears both, and finishes: the failed run released the project's build lock.
    const again = await maria.post<Record<string, unknown>>(
      `/api/projects/${p.project_id}/build_and_validate_gtfs_file/`,
    );
    expect(again.body).toMatchObject({ gtfs_building_error_message: null, gtfs_building_error_detail: null });
    const done = await waitForBuild(maria, p.project_id, 20_000);
    expect(done.gtfs_building_and_validation_status).toBe('finished');
  });
});

// Upload benchmark: a 500 MB GTFS upload streams into PostgreSQL without growing the server.
// Starts the built `ruta serve` (embedded PostgreSQL, fresh DATA_DIR, MAX_UPLOAD_MB above the file),
// makes a zip of a real feed plus a 500 MB stored (uncompressed) `__MACOSX/padding.bin` (OS junk the
// importer skips, so the import stays the feed's), uploads it with create_project_from_gtfs and
// samples the server's RSS every 20 ms from /proc (PostgreSQL's own memory is not in it). Prints the
// peak RSS over the level before the upload, during the upload and during the import that reads the
// zip back from the database, and the upload's MB/s. Acceptance: upload peak delta ≤ 100 MB.
/* global FormData */
// Run: npm run build && node bench/upload/run.mjs   (BENCH_UPLOAD_MB=500, RUTA_SHARED=dir)
import { existsSync, openAsBlob, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { paddedZip, procKb, signIn, startServer } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const shared = process.env.RUTA_SHARED ?? path.resolve(root, '../shared');
const paddingMb = Number(process.env.BENCH_UPLOAD_MB ?? 500);
// calama from the shared feeds, else the repository's own sample feed: the padding is what counts.
const feed = [
  path.join(shared, 'feeds/calama.zip'),
  path.join(root, 'packages/gtfs/test-fixtures/google_sample.zip'),
].find(existsSync);

const zip = paddedZip(feed, paddingMb);
const size = statSync(zip).size;
const mb = (kb) => Math.round(kb / 1024);

const { server, base, dataDir, stop } = await startServer(root, {
  env: { MAX_UPLOAD_MB: String(Math.ceil(size / 2 ** 20) + 10) },
});
try {
  const headers = await signIn(base, dataDir);
  await new Promise((r) => setTimeout(r, 1000)); // let start-up work settle
  const before = procKb(server.pid, 'VmRSS');
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, procKb(server.pid, 'VmRSS'))), 20);
  const form = new FormData();
  form.append('name', 'Big upload');
  form.append('file', await openAsBlob(zip), path.basename(zip));
  const started = performance.now();
  const res = await fetch(`${base}/api/projects/create_project_from_gtfs/`, {
    method: 'POST',
    headers,
    body: form,
  });
  const uploadS = (performance.now() - started) / 1000;
  const uploadPeak = peak;
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${await res.text()}`);
  const { project_id: id } = await res.json();
  peak = procKb(server.pid, 'VmRSS');
  let project;
  for (;;) {
    project = await (await fetch(`${base}/api/projects/${id}/`, { headers })).json();
    if (project.creation_status !== 'loading_gtfs') break;
    await new Promise((r) => setTimeout(r, 50));
  }
  const importS = (performance.now() - started) / 1000 - uploadS;
  clearInterval(sampler);
  console.log(
    `feed ${path.basename(feed)} + ${paddingMb} MB stored padding: ${(size / 2 ** 20).toFixed(0)} MB zip`,
  );
  console.log(`server RSS before the upload ${mb(before)} MB`);
  console.log(
    `upload: ${uploadS.toFixed(1)} s, ${(size / 2 ** 20 / uploadS).toFixed(0)} MB/s, peak RSS ${mb(uploadPeak)} MB (+${mb(uploadPeak - before)} MB; limit +100 MB)`,
  );
  console.log(
    `import (zip read back from the database): ${project.creation_status} after ${importS.toFixed(1)} s, peak RSS ${mb(peak)} MB (+${mb(peak - before)} MB)`,
  );
  if (project.creation_status !== 'from_gtfs') console.log(project.loading_gtfs_error_message);
  if (uploadPeak - before > 100 * 1024) process.exitCode = 1;
} finally {
  await stop();
  if (process.env.BENCH_KEEP_ZIP !== '1') rmSync(zip, { force: true });
}

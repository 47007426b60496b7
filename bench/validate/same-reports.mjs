// Holds a validator change to "no behaviour change": validates every shared feed (and the 2.4M-row
// feed) with two builds of packages/gtfs and compares their outputs byte for byte: the JSON report
// (timing aside), the English and Spanish HTML, counts, per-file counts and validationErrorCounts.
// Run: node bench/validate/same-reports.mjs BEFORE_DIST AFTER_DIST
// (a dist is a built packages/gtfs/dist, e.g. main's built apart in a temporary checkout;
// RUTA_SHARED=../shared, BIG_FEED=path overrides the big feed; SPLIT_MIN_BYTES=0 reads every feed's
// stop_times.txt on two threads, as validateFeed's splitMinBytes). Exits 1 on the first difference.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bigFeed } from '../support.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = process.env.RUTA_SHARED ?? path.resolve(here, '../../../shared');
const [before, after] = process.argv.slice(2);
if (!before || !after) {
  console.log('usage: node bench/validate/same-reports.mjs BEFORE_DIST AFTER_DIST');
  process.exit(2);
}
if (!existsSync(path.join(shared, 'feeds'))) {
  console.log(`skipped: ${shared}/feeds not found (set RUTA_SHARED)`);
  process.exit(0);
}
const load = async (dist) => import(path.resolve(dist, 'validate/index.js'));
const builds = [await load(before), await load(after)];
const feeds = readdirSync(path.join(shared, 'feeds'))
  .filter((f) => f.endsWith('.zip'))
  .map((f) => path.join(shared, 'feeds', f));
feeds.push(process.env.BIG_FEED ?? bigFeed(shared));
const now = new Date(2026, 10, 26);
const split = process.env.SPLIT_MIN_BYTES ? { splitMinBytes: Number(process.env.SPLIT_MIN_BYTES) } : {};

/** Everything a build says of a feed, as text. */
async function outputs(v, feed) {
  const out = {};
  for (const lang of ['en', 'es']) {
    const r = await v.validateFeed(feed, { now, lang, inputName: path.basename(feed), ...split });
    r.report.summary.validationTimeSeconds = 0;
    out[`report.${lang}.json`] = JSON.stringify(r.report);
    out[`report.${lang}.html`] = r.html;
    out[`counts.${lang}`] = JSON.stringify([r.counts, r.perFile]);
  }
  out.errorCounts = JSON.stringify(await v.validationErrorCounts(feed, { now, ...split }));
  return out;
}

for (const feed of feeds) {
  const [a, b] = [await outputs(builds[0], feed), await outputs(builds[1], feed)];
  const differ = Object.keys(a).filter((k) => a[k] !== b[k]);
  if (differ.length) {
    console.log(`${path.basename(feed)}: DIFFERENT (${differ.join(', ')})`);
    process.exit(1);
  }
  console.log(`${path.basename(feed)}: same`);
}
console.log(`${feeds.length} feeds: the same reports`);

// One node-gtfs import (its `importGtfs`, into a fresh SQLite file), run as a child process of
// bench/compare/run.mjs so its memory is its own. Prints one JSON line: seconds, CPU seconds and peak RSS.
// Usage: node node-gtfs-import.mjs <node-gtfs install dir> <feed.zip> <sqlite file>
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';

const [dir, zip, sqlitePath] = process.argv.slice(2);
const entry = createRequire(path.join(dir, 'package.json')).resolve('gtfs');
const { importGtfs } = await import(pathToFileURL(entry).href);
const started = performance.now();
await importGtfs({ sqlitePath, agencies: [{ path: zip }], logLevel: 'silent' });
const seconds = (performance.now() - started) / 1000;
const usage = process.resourceUsage();
console.log(
  JSON.stringify({
    seconds,
    cpuSeconds: (usage.userCPUTime + usage.systemCPUTime) / 1e6,
    peakRssMb: Math.round(usage.maxRSS / 1024),
  }),
);

// CSV parser benchmark: streams the real rtc_lasvegas stop_times.txt through udsv, papaparse and
// Ruta's own parser in 64 KiB chunks, and checks each on the edge cases GTFS feeds bring.
// Run: npm run build -w @ruta/gtfs && node bench/csv/bench.mjs
import { existsSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import Papa from 'papaparse';
import { inferSchema, initParser } from 'udsv';
import { CsvParser } from '../../packages/gtfs/dist/read/csv.js';
import { openGtfsZip, readTable } from '../../packages/gtfs/dist/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const shared = process.env.RUTA_SHARED ?? path.resolve(here, '../../../shared');
const feed = path.join(shared, 'feeds', 'rtc_lasvegas.zip');
const CHUNK = 64 * 1024;

function readEntry(zipPath, name) {
  return new Promise((resolve, reject) => {
    yauzl.open(zipPath, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      zip.on('entry', (e) => {
        if (e.fileName !== name) return zip.readEntry();
        zip.openReadStream(e, (err2, stream) => {
          if (err2) return reject(err2);
          const parts = [];
          stream.on('data', (b) => parts.push(b));
          stream.on('end', () => {
            zip.close();
            resolve(Buffer.concat(parts).toString('utf8'));
          });
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in ${zipPath}`)));
      zip.readEntry();
    });
  });
}

function chunks(text) {
  const out = [];
  for (let i = 0; i < text.length; i += CHUNK) out.push(text.slice(i, i + CHUNK));
  return out;
}

const parsers = {
  udsv(parts) {
    const rows = [];
    let parser = null;
    for (const part of parts) {
      parser ??= initParser(inferSchema(part, { header: () => [] }));
      parser.chunk(part, parser.stringArrs, (row) => {
        rows.push(row);
      });
    }
    parser?.end();
    return rows;
  },
  papaparse(parts) {
    // Papa's streaming form for strings in memory: parse with a step callback per chunk would
    // lose quoted fields split across chunks, so feed it the chunks through its own chunked reader.
    const rows = [];
    Papa.parse(parts.join(''), { step: (r) => rows.push(r.data), skipEmptyLines: false, chunkSize: CHUNK });
    return rows;
  },
  ruta(parts) {
    const rows = [];
    const p = new CsvParser();
    const on = (cells) => rows.push(cells);
    for (const part of parts) p.push(part, on);
    p.end(on);
    return rows;
  },
};

const cases = {
  'LF with quoted comma, quote and newline': [
    'a,b\n"x,1","say ""hi"""\n"multi\nline",2\n',
    [
      ['a', 'b'],
      ['x,1', 'say "hi"'],
      ['multi\nline', '2'],
    ],
  ],
  'CRLF with quoted LF inside': [
    'a,b\r\n"one\ntwo",3\r\n',
    [
      ['a', 'b'],
      ['one\ntwo', '3'],
    ],
  ],
  'mixed CRLF and LF lines': [
    'a,b\r\n1,2\n3,4\r\n',
    [
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ],
  ],
  'ragged rows': [
    'a,b,c\n1,2\n1,2,3,4\n',
    [
      ['a', 'b', 'c'],
      ['1', '2'],
      ['1', '2', '3', '4'],
    ],
  ],
  'no final newline': [
    'a,b\n1,2',
    [
      ['a', 'b'],
      ['1', '2'],
    ],
  ],
};

function sameRows(got, want) {
  const g = got.filter((r) => !(r.length === 1 && r[0] === ''));
  return JSON.stringify(g) === JSON.stringify(want);
}

if (!existsSync(feed)) {
  console.log(`bench/csv: skipped, ${feed} not found (set RUTA_SHARED to the shared folder)`);
  process.exit(0);
}

const text = await readEntry(feed, 'stop_times.txt');
const mb = Buffer.byteLength(text) / 1e6;
const parts = chunks(text);
console.log(`stop_times.txt: ${mb.toFixed(1)} MB, chunks of ${CHUNK / 1024} KiB`);
for (const [name, parse] of Object.entries(parsers)) {
  let best = Infinity;
  let rows = 0;
  for (let run = 0; run < 4; run++) {
    const t0 = performance.now();
    rows = parse(parts).length;
    best = Math.min(best, performance.now() - t0);
  }
  // Each case whole, then cut into 1-character chunks (every chunk boundary a parser can meet).
  const check = (split) =>
    Object.entries(cases)
      .filter(([, [input, want]]) => {
        try {
          return !sameRows(parse(split(input)), want);
        } catch {
          return true;
        }
      })
      .map(([label]) => label);
  const failed = [...check((s) => [s]), ...check((s) => s.split('')).map((l) => l + ' (1-char chunks)')];
  console.log(
    `${name.padEnd(10)} ${(mb / (best / 1000)).toFixed(0).padStart(4)} MB/s  ${rows} rows  edge cases: ${
      failed.length ? 'FAILED ' + failed.join('; ') : 'all pass'
    }`,
  );
}

// The whole reading path Ruta uses: unzip, decode, parse, build the typed row model.
{
  let best = Infinity;
  let rows = 0;
  for (let run = 0; run < 3; run++) {
    const zip = await openGtfsZip(feed);
    const entry = zip.entries.find((e) => e.name === 'stop_times.txt');
    const t0 = performance.now();
    rows = 0;
    for await (const b of readTable(entry)) rows += b.rows.length;
    best = Math.min(best, performance.now() - t0);
    zip.close();
  }
  console.log(
    `full read (unzip + decode + parse + row model): ${(mb / (best / 1000)).toFixed(0)} MB/s of CSV, ${rows} rows in ${(best / 1000).toFixed(2)} s`,
  );
}

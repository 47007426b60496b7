// A zip digested by the byte reader (zip-digest.ts) holds the rows and facts the text reader
// (zip-input.ts through digestSide) gives, on the forms either path may take: quotes, a BOM, CRLF,
// spaces, single-digit hours, other encodings, numbers and times the byte parsers leave to the text,
// a missing stop_times column, the caller's identities, a file of another kind.
import { describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeZip } from '../test-helpers/make-zip.js';
import { GtfsReadError } from '../read/errors.js';
import { sharedIds } from './facts.js';
import { withIdentities, type RowIdentities } from './identities.js';
import { digestSide, type SideDigest } from './side-digest.js';
import { digestZipBytes } from './zip-digest.js';
import { readDiffInput } from './zip-input.js';

/** A digest's tables as text rows and its facts with ids as text. */
function readable(d: SideDigest) {
  const f = d.facts;
  const ids = f.ids;
  const st = f.stopTimes;
  return {
    tables: d.tables.map((t) => [
      t.file,
      t.columns,
      Array.from({ length: t.store.n }, (_, i) => t.store.text(i)),
    ]),
    otherFiles: d.otherFiles,
    stopTimes: Array.from({ length: st.n }, (_, i) => [
      ids.trips.ids[st.trip[i]!],
      ids.stops.ids[st.stop[i]!],
      st.seq[i],
      st.arr[i],
      st.dep[i],
    ]),
    trips: [...f.trips].map(([t, x]) => [ids.trips.ids[t], ids.routes.ids[x.route], x.direction, x.service]),
    routes: [...f.routes].map(([r, name]) => [ids.routes.ids[r], name]),
    weekly: f.weekly,
    exceptions: f.exceptions,
    stopIds: [...f.stopIds],
    // Interned in the order the rows were read, as the comparison sees them.
    order: { trips: ids.trips.ids, stops: ids.stops.ids },
  };
}

async function both(files: Record<string, string | Buffer>, identities?: RowIdentities, compress = true) {
  const dir = mkdtempSync(path.join(tmpdir(), 'ruta-zdigest-'));
  try {
    const file = path.join(dir, 'feed.zip');
    writeFileSync(file, await makeZip(files, compress));
    const side = await readDiffInput(file);
    let text: SideDigest;
    try {
      text = await digestSide(withIdentities(side, identities), sharedIds());
    } finally {
      side.close();
    }
    const bytes = await digestZipBytes(file, sharedIds(), identities);
    return { text: readable(text), bytes: readable(bytes) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const BASE = {
  'agency.txt': 'agency_id,agency_name,agency_url,agency_timezone\nA,Agency,https://a.example,UTC\n',
  'routes.txt':
    'route_id,agency_id,route_short_name,route_long_name,route_type\nR1,A,1,,3\nR2,A,,"Long, named",3\n',
  'trips.txt': 'route_id,service_id,trip_id,direction_id\nR1,WK,T1,0\nR1,WK,T2,1\nR2,WK,T3,\n',
  'calendar.txt':
    'service_id,monday,tuesday,wednesday,thursday,friday,saturday,sunday,start_date,end_date\n' +
    'WK,1,1,1,1,1,0,0,20260101,20260131\n',
  'calendar_dates.txt': 'service_id,date,exception_type\nWK,20260105,2\n',
  'stops.txt': 'stop_id,stop_name,stop_lat,stop_lon\nS1,One,1,1\nS2,Two,1.001,1\nSé,Three,1.002,1\n',
  'readme.md': '# not a table\n',
};

const HEADER = 'trip_id,arrival_time,departure_time,stop_id,stop_sequence,pickup_type\n';
const PLAIN =
  'T1,08:00:00,08:00:00,S1,1,0\nT1,08:05:00,08:05:00,S2,2,0\nT2,25:10:00,25:10:00,S2,1,\nT2,25:20:00,25:20:00,S1,2,\n';
// Forms the byte parsers leave to the text, cells the byte path leaves to the text path.
const ODD =
  'T3,8:00:00,08:00:00,S1,1,0\n' + // a single-digit hour: stored with its zero
  'T3, 08:10:00 ,08:10:00,S2,2,0\n' + // spaces: trimmed
  'T3,\t9:15:00,09:15:00\v,S2,2.5, \x010\n' + // other whitespace, then a zero; a control byte kept
  'T3,08:20:00,08:20:00,Sé,3,0\n' + // not ASCII
  'T3,08:30:00,08:30:00,S1,+4,0\n' + // Number('+4')
  'T3,08:40:00,08:40:00,S2,0x10,0\n' + // Number('0x10')
  'T3,08:50:00,08:50:00,S1,1e1,0\n' + // an exponent
  'T3,08:60:00,99:99:99,S2,5.50,0\n' + // times parseTime refuses
  'T3,,,S1,,0\n' + // empty cells
  'T3,09:00:00,09:00:00,S2\n' + // a short row
  'T3,09:10:00,09:10:00,S1,7,0,extra\n' + // a long row
  '\n' + // a blank line
  'T3,100:00:00,100:00:00,S2,8,0\n';

describe('digestZipBytes', () => {
  // Deflated, a row is kept in the inflater's piece; stored, the reader's pieces are small and copied.
  it.each([true, false])(
    'stores plain rows and facts as the text reader does (deflated: %s)',
    async (deflated) => {
      const { text, bytes } = await both(
        { ...BASE, 'stop_times.txt': HEADER + PLAIN + ODD },
        undefined,
        deflated,
      );
      expect(bytes).toEqual(text);
      expect(bytes.stopTimes.length).toBe(16);
    },
  );

  it('reads a file with quotes, a BOM and CRLF line ends as the text reader does', async () => {
    const crlf = (HEADER + PLAIN + ODD).replace(/\n/g, '\r\n');
    const quoted = HEADER + PLAIN + 'T3,"08:00:00",08:00:00,"S,1",9,0\n' + ODD;
    for (const stopTimes of ['\uFEFF' + crlf, quoted, PLAIN.replace(/\n/g, '\r')]) {
      const { text, bytes } = await both({ ...BASE, 'stop_times.txt': stopTimes });
      expect(bytes).toEqual(text);
    }
  });

  it('reads a file in another encoding and a stop_times without some columns', async () => {
    const utf16 = Buffer.from('\uFEFFstop_id,stop_name,stop_lat,stop_lon\nS1,Caña,1,1\n', 'utf16le');
    const { text, bytes } = await both({
      ...BASE,
      'stops.txt': utf16,
      'stop_times.txt': 'trip_id,stop_id,arrival_time\nT1,S1,08:00:00\nT1,S2,08:05:00\n',
    });
    expect(bytes).toEqual(text);
    expect(bytes.tables.find((t) => t[0] === 'stops.txt')![2]).toEqual(['S1\0Caña\x001\x001\0']);
  });

  it('gives rows the caller identified their identity', async () => {
    const identities: RowIdentities = {
      'stops.txt': { key: 'stop_id', ids: { S1: 'row:1', Sé: 'row:3' } },
      'stop_times.txt': { key: 'trip_id', ids: { T1: 'row:9' } },
    };
    const { text, bytes } = await both({ ...BASE, 'stop_times.txt': HEADER + PLAIN }, identities);
    expect(bytes).toEqual(text);
    expect(bytes.tables.find((t) => t[0] === 'stops.txt')![2]).toContain('S1\0One\x001\x001\0row:1');
  });

  it('fails on an unclosed quote as the text reader does', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ruta-zdigest-'));
    try {
      const file = path.join(dir, 'bad.zip');
      writeFileSync(
        file,
        await makeZip({ ...BASE, 'stop_times.txt': HEADER + 'T1,"08:00:00,08:00:00,S1,1,0\n' }),
      );
      const err = await digestZipBytes(file, sharedIds(), undefined).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(GtfsReadError);
      expect(err).toMatchObject({ code: 'csv_unclosed_quote', file: 'stop_times.txt' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('stops when aborted, with the signal’s reason', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ruta-zdigest-'));
    try {
      const file = path.join(dir, 'feed.zip');
      writeFileSync(file, await makeZip({ ...BASE, 'stop_times.txt': HEADER + PLAIN }));
      const controller = new AbortController();
      controller.abort(new Error('stopped by the test'));
      await expect(digestZipBytes(file, sharedIds(), undefined, controller.signal)).rejects.toThrow(
        'stopped by the test',
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

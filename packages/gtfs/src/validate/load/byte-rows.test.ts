// The byte row reader reads what the text parser reads: the same cells (decoded alone, as the text's
// stream decoder decodes them) and csvRowNumbers, wherever the chunks split the bytes.
import { describe, expect, it } from 'vitest';
import { CsvParser } from '../../read/csv.js';
import { ByteRows, rowTexts } from './byte-rows.js';

type Row = [number, string[]];

function byText(bytes: Buffer): Row[] {
  const rows: Row[] = [];
  const p = new CsvParser();
  const text = new TextDecoder('utf-8').decode(bytes); // drops the first BOM, as the text path does
  p.push(text, (cells, line) => rows.push([line, cells]));
  p.end((cells, line) => rows.push([line, cells]));
  return rows;
}

/** The rows of `bytes` pushed in chunks cut at `cuts`; undefined when a chunk went to the text path. */
function byBytes(bytes: Buffer, cuts: number[]): Row[] | undefined {
  const rows: Row[] = [];
  const r = new ByteRows((buf, starts, ends, n, line) => rows.push([line, rowTexts(buf, starts, ends, n)]));
  let from = 0;
  for (const to of [...cuts, bytes.length]) {
    if (r.push(bytes.subarray(from, to))) return undefined;
    from = to;
  }
  r.end();
  return rows;
}

const CASES: Record<string, Buffer> = {
  'LF, a last row without line end': Buffer.from('a,b,c\n1,2,3\n4,,6'),
  CRLF: Buffer.from('a,b\r\n1,2\r\n\r\n3,4\r\n'),
  'lone CRs and mixed ends': Buffer.from('a,b\r1,2\r\n3,4\n\r5,6\r'),
  'blank lines and lines of spaces': Buffer.from('\n\na,b\n\n  \n1,2\n,\n'),
  'a BOM at the start and one inside': Buffer.from('\uFEFFa,b\n\uFEFFx,y\n'),
  'non-ASCII text': Buffer.from('id,name\nS1,Café Ñandú\nS2,東京\n'),
  'invalid UTF-8 bytes': Buffer.concat([
    Buffer.from('id,name\nS1,'),
    Buffer.from([0xc3, 0x28, 0x2c, 0xe2, 0x82]),
    Buffer.from('\nS2,'),
    Buffer.from([0xf0, 0x90, 0x80]),
    Buffer.from('\n'),
  ]),
  'ragged rows and spaces': Buffer.from('a,b,c\n1,2\n1,2,3,4\n 1 , 2 ,3 \n'),
  'an empty file': Buffer.from(''),
  'a lone BOM': Buffer.from('\uFEFF'),
};

describe('byte rows', () => {
  it.each(Object.entries(CASES))('%s: the text parser’s rows at every chunk split', (_, bytes) => {
    const want = byText(bytes);
    expect(byBytes(bytes, [])).toEqual(want);
    for (let a = 0; a <= bytes.length; a++) {
      expect(byBytes(bytes, [a])).toEqual(want);
      for (let b = a; b <= bytes.length; b += 3) expect(byBytes(bytes, [a, b])).toEqual(want);
    }
  });

  it('reads rows across the windows its delimiters are found in, a CRLF split by one included', () => {
    // Rows of 6 bytes past the first window (256 KiB) behind a first line of 1 to 6 bytes: each of
    // the row's bytes (a cell's, the comma, the CR, the LF) falls on the window's edge once.
    for (let shift = 0; shift < 6; shift++) {
      const bytes = Buffer.from('x'.repeat(shift) + '\n' + 'a,bc\r\n'.repeat(50_000) + 'z,z\r');
      expect(byBytes(bytes, [])).toEqual(byText(bytes));
      expect(byBytes(bytes, [(1 << 18) + 1])).toEqual(byText(bytes));
    }
  });

  it('leaves a chunk with a quote or a NUL to the text path, from its first unread row', () => {
    const rows: Row[] = [];
    const r = new ByteRows((buf, starts, ends, n, line) => rows.push([line, rowTexts(buf, starts, ends, n)]));
    expect(r.push(Buffer.from('\uFEFFa,b\n1,2\n3,'))).toBeUndefined();
    expect(rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
    expect(r.push(Buffer.from('"4"\n5,6\n'))?.toString()).toBe('3,"4"\n5,6\n');
    expect(r.line).toBe(3);
    const nul = new ByteRows(() => {});
    expect(nul.push(Buffer.from('\uFEFFa\0,b\n'))?.toString()).toBe('a\0,b\n'); // the BOM dropped
  });
});

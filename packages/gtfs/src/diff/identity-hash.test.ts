// The identity hash is the same from an identity's text and from its key cells' bytes (two versions
// match whichever way each row was read), and a trip's rows land on neighbouring slots.
import { describe, expect, it } from 'vitest';
import { hashInto, hashRangesInto } from './identity-hash.js';

/** hashInto of identityOf's text for these key cells, and hashRangesInto of the same cells as bytes. */
function both(cells: string[], salt: number): [number[], number[]] {
  const text = new Uint32Array(2);
  hashInto('k' + cells.map((c) => c + '\0').join(''), salt, text);
  const buf = Buffer.from(cells.join(','), 'latin1');
  const starts = new Int32Array(cells.length);
  const ends = new Int32Array(cells.length);
  let at = 0;
  cells.forEach((c, i) => {
    starts[i] = at;
    ends[i] = at + c.length;
    at += c.length + 1;
  });
  const bytes = new Uint32Array(2);
  hashRangesInto(buf, starts, ends, cells.length, salt, bytes);
  return [[...text], [...bytes]];
}

describe('identity hash', () => {
  it('is the same from the text and from the bytes', () => {
    const keys = [
      ['T1', '1'],
      ['T1', '0012'],
      ['T1', ''],
      ['T1', '1234567890'],
      ['S1'],
      [''],
      ['a', 'b', '7'],
      ['x', '1.5'],
    ];
    for (const cells of keys)
      for (const salt of [0, 1, 2]) {
        const [text, bytes] = both(cells, salt);
        expect(bytes).toEqual(text);
      }
  });

  it("places a trip's sequence numbers side by side, and tells ranks and trips apart", () => {
    const hi = (cells: string[], salt = 0) => both(cells, salt)[0][0]!;
    const base = hi(['T1', '16']);
    for (let s = 17; s < 32; s++) expect(hi(['T1', String(s)])).toBe(base + s - 16);
    expect(hi(['T1', '16'], 1)).not.toBe(base);
    expect(hi(['T2', '16']) - (hi(['T2', '16']) & 15)).not.toBe(base);
    // Not a sequence: the full hash, so a key of many rows with one first cell does not pile up.
    expect(hi(['T1', 'x']) - hi(['T1', 'y'])).not.toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { RowStore } from './row-store.js';
import { likelyRows } from './side-digest.js';

describe('RowStore', () => {
  it('finds rows by identity, keeps their text exactly and matches each row once', () => {
    const s = new RowStore();
    s.add('a', ['1', 'Plaza Ñuñoa', '']);
    s.add('b', ['2', 'Estación "Central", andén 1', 'x']);
    expect(s.match('b')).toBe(1);
    expect(s.cells(1)).toEqual(['2', 'Estación "Central", andén 1', 'x']);
    expect(s.match('b')).toBe(-1);
    expect(s.match('c')).toBe(-1);
    expect(s.cells(0)).toEqual(['1', 'Plaza Ñuñoa', '']);
  });

  it('tells a repeated identity apart by its rank', () => {
    const s = new RowStore();
    s.add('dup', ['first']);
    s.add('dup', ['second']);
    expect(s.cells(s.match('dup'))).toEqual(['first']);
    expect(s.cells(s.match('dup'))).toEqual(['second']);
    expect(s.match('dup')).toBe(-1);
  });

  it('holds many rows across table growth', () => {
    const s = new RowStore();
    for (let i = 0; i < 50_000; i++) s.add(`t${i}\0${i % 7}`, [`t${i}`, String(i % 7)]);
    for (let i = 49_999; i >= 0; i -= 997)
      expect(s.cells(s.match(`t${i}\0${i % 7}`))).toEqual([`t${i}`, String(i % 7)]);
    expect(s.matched.subarray(0, s.n).reduce((a, b) => a + b, 0)).toBe(51);
  });

  it('keeps every row findable when sized up front, past the size and back into growth', () => {
    const s = new RowStore();
    s.add('early', ['0']);
    s.reserve(30_000); // rows already in are rehashed into the bigger table
    for (let i = 0; i < 40_000; i++) s.add(`r${i}`, [String(i)]);
    expect(s.cells(s.match('early'))).toEqual(['0']);
    for (let i = 0; i < 40_000; i += 1_999) expect(s.cells(s.match(`r${i}`))).toEqual([String(i)]);
    expect(s.match('r1')).toBe(2);
    s.reserve(10); // smaller than what it holds: nothing changes
    expect(s.cells(s.match('r39999'))).toEqual(['39999']);
  });
});

describe('RowStore rows kept as the file has them', () => {
  // A piece as the inflater hands it out: a buffer of its own. Key ranges are cell 0's.
  const piece = Buffer.from('T1,08:00:00,S1\nT2,09:00:00,S2\n');
  const add = (s: RowStore, start: number, end: number) =>
    s.addRaw(piece, start, end - start, Int32Array.of(start), Int32Array.of(start + 2), 1);

  it('reads a raw row as its cells, and matches and compares it with a row of either form', () => {
    const old = new RowStore();
    add(old, 0, 14);
    add(old, 15, 29);
    expect(old.text(0)).toBe('T1\x0008:00:00\x00S1\0');
    expect(old.cells(1)).toEqual(['T2', '09:00:00', 'S2', '']);
    const next = new RowStore();
    next.add('kT1\0', ['T1', '08:00:00', 'S1', '']); // the same row, written as text
    add(next, 15, 29);
    next.add('kT3\0', ['T3', '10:00:00', 'S3', '']);
    expect(old.matchRowOf(next, 0)).toBe(0);
    expect(old.sameText(0, next, 0)).toBe(true);
    expect(old.matchRowOf(next, 1)).toBe(1);
    expect(old.sameText(1, next, 1)).toBe(true);
    expect(old.sameText(0, next, 1)).toBe(false);
    expect(old.matchRowOf(next, 2)).toBe(-1);
  });

  it('matches a repeated identity of a store not ranked as a ranked one would, in turn', () => {
    const old = new RowStore();
    for (const [id, v] of [
      ['kA\0', '1'],
      ['kB\0', '2'],
      ['kA\0', '3'],
      ['kA\0', '4'],
    ])
      old.add(id!, [v!, '']);
    const next = new RowStore({ ranked: false });
    const ids = ['kA\0', 'kA\0', 'kB\0', 'kB\0', 'kA\0', 'kA\0', 'kA\0'];
    ids.forEach((id, k) => next.add(id, [String(k), '']));
    const identity = (j: number) => ids[j]!;
    // kA's rows in the old version are 0, 2 and 3; kB's is 1; the later ones have no old row.
    const got = ids.map((_, j) => old.matchRowOf(next, j, -1, identity));
    expect(got).toEqual([0, 2, 1, -1, 3, -1, -1]);
    expect(() => next.match('kA\0')).toThrow();
  });

  it('hands its pieces to another thread as they are', () => {
    const s = new RowStore();
    add(s, 15, 29);
    s.add('kT3\0', ['T3', '10:00:00', 'S3', '']);
    const copy = RowStore.fromData(structuredClone(s.toData().data));
    expect([copy.text(0), copy.text(1)]).toEqual([s.text(0), s.text(1)]);
    copy.add('kT4\0', ['T4']);
    expect(copy.cells(2)).toEqual(['T4']);
  });
});

describe('likelyRows', () => {
  it("guesses a file's rows from its first rows, 5% over", () => {
    // Rows of 9 bytes ("ab,cde,f" and a line end): 9,000 bytes are about 1,000 rows.
    const first = Array.from({ length: 10 }, () => ['ab', 'cde', 'f']);
    expect(likelyRows(9_000, first)).toBe(1_050);
    expect(likelyRows(9_000, [])).toBe(0);
  });
});

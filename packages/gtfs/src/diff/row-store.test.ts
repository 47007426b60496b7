import { describe, expect, it } from 'vitest';
import { RowStore } from './row-store.js';

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
});

// A column's byte-keyed cache finds what it was given with its value, and after giving up (most
// lookups missed) keeps only the last cell, never a wrong value.
import { describe, expect, it } from 'vitest';
import { ByteCache } from './byte-cache.js';

const cell = (s: string): [Buffer, number, number] => {
  const b = Buffer.from(`,${s},`);
  return [b, 1, b.length - 1];
};

describe('byte cache', () => {
  it('finds each added cell with its value, through growth and rehashing', () => {
    const c = new ByteCache();
    for (let i = 0; i < 3000; i++) {
      expect(c.find(...cell(`S${i}`))).toBe(-1);
      c.add(...cell(`S${i}`), `S${i}`);
      for (let j = 0; j < 3; j++)
        expect(c.value(c.find(...cell(`S${(i * 7) % (i + 1)}`)))).toBe(`S${(i * 7) % (i + 1)}`);
    }
    expect(c.find(...cell('S3000'))).toBe(-1);
    expect(c.find(...cell('S1'))).toBeGreaterThanOrEqual(0);
    expect(c.find(...cell('S'))).toBe(-1);
  });

  it('gives up on a column of distinct cells and keeps the last one only', () => {
    const c = new ByteCache();
    for (let i = 0; i < 5000; i++) if (c.find(...cell(`T${i}`)) < 0) c.add(...cell(`T${i}`), i);
    expect(c.find(...cell('T10'))).toBe(-1);
    expect(c.value(c.find(...cell('T4999')))).toBe(4999);
    c.add(...cell('U'), 'u');
    expect(c.find(...cell('T4999'))).toBe(-1);
    expect(c.value(c.find(...cell('U')))).toBe('u');
  });
});

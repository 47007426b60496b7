// A number or time read from a cell's bytes is the value values.ts's parser gives for the same text,
// or NaN (then the text is checked in full); plain forms are read.
import { describe, expect, it } from 'vitest';
import { parserFor } from '../../values.js';
import type { FieldKind } from '../../schema/dsl.js';
import { byteParserFor } from './byte-values.js';

function agrees(kind: FieldKind, text: string): number {
  const bytes = Buffer.from(`x,${text},y`);
  const v = byteParserFor(kind)!(bytes, 2, 2 + Buffer.byteLength(text));
  if (!Number.isNaN(v)) expect([text, v]).toEqual([text, parserFor(kind)(text)]);
  if (!Number.isNaN(v)) expect(Object.is(v, parserFor(kind)(text))).toBe(true);
  return v;
}

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number): () => number {
  return () => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return seed / 2 ** 32;
  };
}

describe('byte values', () => {
  it('reads plain times, and leaves other forms to the text parser', () => {
    expect(agrees('time', '08:05:09')).toBe(8 * 3600 + 5 * 60 + 9);
    expect(agrees('time', '8:05:09')).toBe(8 * 3600 + 5 * 60 + 9);
    expect(agrees('time', '125:59:59')).toBe(125 * 3600 + 59 * 60 + 59);
    for (const t of ['08:60:00', '08:05:60', '8h05:00', ' 08:05:00', '08:05', '1234:00:00', '08:05:0x', ''])
      expect(agrees('time', t)).toBeNaN();
  });

  it('reads plain integers, and leaves signs, spaces and long ones to the text parser', () => {
    for (const t of ['0', '7', '-0', '-12', '007', '999999999999999'])
      expect(agrees('integer', t)).not.toBeNaN();
    for (const t of ['+1', '1.0', '1e3', '', '-', ' 1', '9999999999999999', '12a'])
      expect(agrees('enum', t)).toBeNaN();
  });

  it('reads plain decimals as Number() does', () => {
    for (const t of ['0', '-0.0', '1.', '0.3921', '-117.123456789012', '36.000001', '123456789012345'])
      expect(agrees('float', t)).not.toBeNaN();
    for (const t of ['.5', '-.5', '+1.5', '1e3', '1.2.3', '1234567890123456', '', '.', '-', '1,5'])
      expect(agrees('latitude', t)).toBeNaN();
    const next = random(7);
    for (let i = 0; i < 20_000; i++) {
      const int = String(Math.floor(next() * 10 ** Math.floor(next() * 8)));
      const frac = String(Math.floor(next() * 10 ** 9)).slice(0, Math.floor(next() * 9));
      const text = (next() < 0.3 ? '-' : '') + int + (frac ? '.' + frac : '');
      agrees('longitude', text);
    }
  });
});

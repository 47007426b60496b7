// Where stop_times is cut for two threads: at a line end past the asked byte, with the first part's
// lines counted, and never when a row of the first part could span lines or the header is not first.
import { describe, expect, it } from 'vitest';
import { CutFinder } from './cut.js';

/** Feeds the chunks; answers the cut as an offset in the whole text (-1: none) and the finder. */
function cutOf(at: number, ...chunks: string[]) {
  const f = new CutFinder(at);
  let seen = 0;
  for (const c of chunks) {
    const cut = f.take(Buffer.from(c));
    if (cut >= 0) return { at: seen + cut, f };
    seen += c.length;
  }
  return { at: -1, f };
}

const TEXT = 'a,b\n1,2\n3,4\n5,6\n';

describe('CutFinder', () => {
  it('cuts past the first line end at or after the byte, counting the lines before it', () => {
    const { at, f } = cutOf(9, TEXT);
    expect(TEXT.slice(0, at)).toBe('a,b\n1,2\n3,4\n');
    expect(f.lines).toBe(3);
    expect(f.header?.toString()).toBe('a,b\n');
  });

  it('finds the line end in a later chunk and keeps a header spread over chunks', () => {
    const { at, f } = cutOf(5, 'a', ',b\n1,', '2', '\n3,4\n');
    expect(at).toBe('a,b\n1,2\n'.length);
    expect(f.header?.toString()).toBe('a,b\n');
    expect(f.lines).toBe(2);
  });

  it('leaves the header alone in the first part: the cut comes after a data row', () => {
    const { at, f } = cutOf(0, 'a,b\n1,2\n');
    expect(at).toBe(8);
    expect(f.lines).toBe(2);
  });

  it('counts CRLF lines, a CR at a chunk end included', () => {
    const { at, f } = cutOf(10, 'a,b\r\n1,2\r', '\n3,4\r\n5,6\r\n');
    expect(at).toBe('a,b\r\n1,2\r\n3,4\r\n'.length);
    expect(f.lines).toBe(3);
  });

  it.each([
    ['a quote', 'a,b\n"1",2\n3,4\n5,6\n'],
    ['a NUL', 'a,b\n1\0,2\n3,4\n5,6\n'],
    ['a lone CR', 'a,b\r1,2\n3,4\n5,6\n'],
    ['a blank first line', '\na,b\n1,2\n3,4\n'],
  ])('does not cut a file with %s before the cut', (_, text) => {
    const { at, f } = cutOf(9, text);
    expect(at).toBe(-1);
    expect(f.ok).toBe(false);
  });

  it('cuts a file with a quote after the cut (the second part reads it as text)', () => {
    expect(cutOf(9, 'a,b\n1,2\n3,4\n"5",6\n').at).toBe(12);
  });

  it('does not cut a file shorter than the byte', () => {
    expect(cutOf(100, TEXT).at).toBe(-1);
  });
});

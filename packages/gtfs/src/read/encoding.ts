// The text encoding of a GTFS file, from its first bytes: the editor's reader and the validator's
// row streamer decode the same way.

export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be';

/** BOMs decide; without one, NUL bytes in alternate positions of the first bytes mean UTF-16. */
export function sniffEncoding(b: Buffer): Encoding {
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return 'utf-16le';
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) return 'utf-16be';
  if (b.length >= 4 && b[0] !== 0 && b[1] === 0 && b[2] !== 0 && b[3] === 0) return 'utf-16le';
  if (b.length >= 4 && b[0] === 0 && b[1] !== 0 && b[2] === 0 && b[3] !== 0) return 'utf-16be';
  return 'utf-8';
}

// The 64-bit hash of a row's identity that the row store keys rows by (row-store.ts), from the
// identity's text or, for a row copied as bytes (table-tap.ts), from its key cells' bytes: the same
// key either way, so two versions match whichever way each row was read.

/**
 * The first hash of a key whose last cell is a sequence (1 to 9 digits, as stop_sequence or
 * shape_pt_sequence): from the hash of the cells before it and the sequence, so that a trip's rows
 * (16 sequence numbers at a time) take neighbouring slots in the table and are stored and probed on a
 * few cache lines instead of one line each (the table is tens of MB: a miss a row was most of the
 * insert's cost). Any other key's first hash is its own.
 */
function groupHash(group: number, seq: number): number {
  let h = Math.imul(group ^ Math.imul(seq >>> 4, 0x85ebca6b), 0xc2b2ae35);
  h ^= h >>> 16;
  return ((h & ~15) | (seq & 15)) >>> 0;
}

/** The number that s[at, end) spells in 1 to 9 ASCII digits, else -1. */
function sequenceOfText(s: string, at: number, end: number): number {
  if (end <= at || end - at > 9) return -1;
  let n = 0;
  for (let i = at; i < end; i++) {
    const d = s.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** The number that buf[at, end) spells in 1 to 9 ASCII digits, else -1. */
function sequenceOfBytes(buf: Uint8Array, at: number, end: number): number {
  if (end <= at || end - at > 9) return -1;
  let n = 0;
  for (let i = at; i < end; i++) {
    const d = buf[i]! - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
}

/**
 * Two independent 32-bit hashes of an identity (FNV-1a and a multiply-xorshift), as one 64-bit key;
 * the first is groupHash's for a GTFS key identity (identityOf's `'k' + cell + '\0' ...`) ending in
 * a sequence.
 */
export function hashInto(s: string, salt: number, out: Uint32Array): void {
  let a = 0x811c9dc5 ^ salt;
  let b = 0x9747b28c + salt;
  let group = 0;
  let last = -1; // where the last cell starts
  const n = s.length;
  for (let i = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
    if (c === 0 && i < n - 1) {
      group = a;
      last = i + 1;
    }
  }
  const seq = last > 0 && s.charCodeAt(0) === 107 ? sequenceOfText(s, last, n - 1) : -1;
  out[0] = seq < 0 ? a >>> 0 : groupHash(group, seq);
  out[1] = (b ^ (b >>> 13)) >>> 0;
}

/**
 * hashInto of `'k' + range 0 + '\0' + range 1 + '\0' ...` (identityOf's key identity), the ranges
 * being ASCII bytes of `buf`: the same key as hashInto gives that string.
 */
export function hashRangesInto(
  buf: Uint8Array,
  starts: Int32Array,
  ends: Int32Array,
  n: number,
  salt: number,
  out: Uint32Array,
): void {
  let a = Math.imul(0x811c9dc5 ^ salt ^ 107, 0x01000193);
  let b = Math.imul((0x9747b28c + salt) ^ 107, 0x5bd1e995);
  b ^= b >>> 15;
  let group = 0;
  for (let r = 0; r < n; r++) {
    if (r === n - 1) group = a;
    for (let k = starts[r]!, e = ends[r]!; k <= e; k++) {
      const c = k < e ? buf[k]! : 0;
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
      b ^= b >>> 15;
    }
  }
  const seq = n > 1 ? sequenceOfBytes(buf, starts[n - 1]!, ends[n - 1]!) : -1;
  out[0] = seq < 0 ? a >>> 0 : groupHash(group, seq);
  out[1] = (b ^ (b >>> 13)) >>> 0;
}

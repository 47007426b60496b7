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
 * The hash state after a two-cell key's first cell (a trip_id, a shape_id), kept for the next row:
 * a trip's rows follow each other, so their first cell is compared rather than hashed again.
 */
export class KeyPrefix {
  private readonly bytes = new Uint8Array(64);
  private length = -1;
  private salt = 0;
  a = 0;
  b = 0;

  /** Whether buf[s, e) with `salt` is the prefix kept (its state then in `a` and `b`). */
  has(buf: Uint8Array, s: number, e: number, salt: number): boolean {
    if (e - s !== this.length || salt !== this.salt) return false;
    for (let k = 0; k < this.length; k++) if (this.bytes[k] !== buf[s + k]) return false;
    return true;
  }

  keep(buf: Uint8Array, s: number, e: number, salt: number, a: number, b: number): void {
    if (e - s > this.bytes.length) return void (this.length = -1);
    this.bytes.set(buf.subarray(s, e));
    this.length = e - s;
    this.salt = salt;
    this.a = a;
    this.b = b;
  }
}

/**
 * hashInto of `'k' + range 0 + '\0' + range 1 + '\0' ...` (identityOf's key identity), the ranges
 * being ASCII bytes of `buf`: the same key as hashInto gives that string. With `prefix`, a two-cell
 * key's first cell is hashed only when it is not the one kept there.
 */
export function hashRangesInto(
  buf: Uint8Array,
  starts: Int32Array,
  ends: Int32Array,
  n: number,
  salt: number,
  out: Uint32Array,
  prefix?: KeyPrefix,
): void {
  let a = Math.imul(0x811c9dc5 ^ salt ^ 107, 0x01000193);
  let b = Math.imul((0x9747b28c + salt) ^ 107, 0x5bd1e995);
  b ^= b >>> 15;
  let group = 0;
  let r = 0;
  // Kept when hashed here: a first cell found kept starts the loop at the last cell.
  const keep = prefix !== undefined && n === 2 && !prefix.has(buf, starts[0]!, ends[0]!, salt);
  if (prefix !== undefined && n === 2 && !keep) {
    a = prefix.a;
    b = prefix.b;
    r = 1;
  }
  for (; r < n; r++) {
    if (r === n - 1) {
      group = a;
      if (keep) prefix.keep(buf, starts[0]!, ends[0]!, salt, a, b);
    }
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

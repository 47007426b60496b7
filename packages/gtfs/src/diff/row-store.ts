// The old version's rows of one file, packed for a diff of millions of rows in little memory: each
// row's cells joined by NUL (which no GTFS cell holds: the reader removes it) as UTF-8 in 16 MB
// buffers, found by a 64-bit hash of its identity in an open-addressing table of typed arrays. No
// object or string per row stays on the JavaScript heap. Both versions are stored this way (each may be
// read in a worker thread and handed over without a copy), so a row equal in both is told by comparing
// bytes, without decoding either.

import { hashInto, hashRangesInto } from './identity-hash.js';

const SEP = '\0';

function grown<T extends Uint32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** Row text lives in chunks of this many bytes (a row never spans two), so growing never copies. */
const CHUNK_BITS = 24;
const CHUNK = 1 << CHUNK_BITS;

export class RowStore {
  n = 0;
  private readonly chunks: Buffer<ArrayBuffer>[] = [];
  private chunk: Buffer<ArrayBuffer> = Buffer.alloc(0);
  private used = 0;
  /** Row i's text: chunk `pos[i] >>> CHUNK_BITS` from offset `pos[i] & (CHUNK - 1)`, `len[i]` bytes. */
  private pos: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private len: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private hi: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private lo: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  /** 1 once a new row matched it. */
  matched: Uint8Array<ArrayBuffer> = new Uint8Array(1024);
  /**
   * Open addressing, two cells a slot: row index + 1 (0 = free) and `hi` of the row's hash (which
   * also places it: see groupHash), so
   * a probe reads one cache line, not the rows' hash arrays, and growing never reads those either.
   */
  private slots: Int32Array<ArrayBuffer> = new Int32Array(2 * 2048);
  private readonly h = new Uint32Array(2);

  /** Room for `rows` rows in all, so that adding them neither copies the arrays nor rehashes. */
  reserve(rows: number): void {
    if (rows > this.pos.length) this.resize(rows);
    let size = this.slots.length;
    while (rows * 8 > size * 3) size *= 2;
    if (size > this.slots.length) this.rehash(size);
  }

  /** Adds a row (cells in the store's column order); a repeated identity is told apart by its rank. */
  add(identity: string, cells: readonly string[]): number {
    const i = this.next();
    for (let rank = 0; ; rank++) {
      hashInto(identity, rank, this.h);
      if (this.find(this.h[0]!, this.h[1]!) < 0) break;
    }
    const text = cells.join(SEP);
    // Worst case 3 bytes a character.
    const bytes = this.writable(text.length * 3).write(text, this.used, 'utf8');
    return this.commit(i, bytes);
  }

  /**
   * The chunk to write a row of at most `bytes` bytes into, from `writeAt`, for `addWritten`. A row
   * longer than a chunk gets a chunk of its own size.
   */
  writable(bytes: number): Buffer {
    if (this.used + bytes > this.chunk.length) {
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK, bytes));
      this.chunks.push(this.chunk);
      this.used = 0;
    }
    return this.chunk;
  }

  get writeAt(): number {
    return this.used;
  }

  /**
   * Adds the row of `length` bytes written at `writeAt` (ASCII cells joined by NUL, as `add` stores
   * them), its identity the GTFS key whose cells are the chunk's ranges [starts[r], ends[r]).
   */
  addWritten(length: number, starts: Int32Array, ends: Int32Array, keys: number): number {
    const i = this.next();
    for (let rank = 0; ; rank++) {
      hashRangesInto(this.chunk, starts, ends, keys, rank, this.h);
      if (this.find(this.h[0]!, this.h[1]!) < 0) break;
    }
    return this.commit(i, length);
  }

  /** The next row's index, the arrays grown and the table rehashed when needed. */
  private next(): number {
    const i = this.n++;
    if (i >= this.pos.length) this.resize(Math.ceil(this.pos.length * 1.5));
    // At most 3/4 full: a miss ends within a line or two of slots.
    if (this.n * 8 > this.slots.length * 3) this.rehash(this.slots.length * 2);
    return i;
  }

  /** Row i, hashed into `h` and written at `writeAt` (`bytes` long), in the table. */
  private commit(i: number, bytes: number): number {
    this.hi[i] = this.h[0]!;
    this.lo[i] = this.h[1]!;
    this.insert(i);
    this.pos[i] = (((this.chunks.length - 1) << CHUNK_BITS) | this.used) >>> 0;
    this.len[i] = bytes;
    this.used += bytes;
    return i;
  }

  /**
   * The old row a new row of this identity matches and marks matched, or -1. A repeated identity
   * matches the old rows of that identity in turn.
   */
  match(identity: string): number {
    for (let rank = 0; ; rank++) {
      hashInto(identity, rank, this.h);
      const i = this.find(this.h[0]!, this.h[1]!);
      if (i < 0) return -1;
      if (!this.matched[i]) {
        this.matched[i] = 1;
        return i;
      }
    }
  }

  /**
   * The old row whose identity hash (with its rank) is row `j` of `other`, marked matched, or -1.
   * The k-th row of an identity in the new version matches the k-th in the old.
   */
  matchRowOf(other: RowStore, j: number): number {
    const i = this.find(other.hi[j]!, other.lo[j]!);
    if (i < 0 || this.matched[i]) return -1;
    this.matched[i] = 1;
    return i;
  }

  /** Whether row i's text is byte for byte row j's of `other`. */
  sameText(i: number, other: RowStore, j: number): boolean {
    const n = this.len[i]!;
    if (n !== other.len[j]) return false;
    const [p, q] = [this.pos[i]!, other.pos[j]!];
    const [a, b] = [p & (CHUNK - 1), q & (CHUNK - 1)];
    // Buffer#compare with ranges: no slice object per row.
    return other.chunks[q >>> CHUNK_BITS]!.compare(this.chunks[p >>> CHUNK_BITS]!, a, a + n, b, b + n) === 0;
  }

  /** The store as plain data and the buffers to transfer, to hand it to another thread. */
  toData(): { data: RowStoreData; transfer: ArrayBuffer[] } {
    const data: RowStoreData = {
      n: this.n,
      chunks: this.chunks.map((c) => new Uint8Array(c.buffer as ArrayBuffer, c.byteOffset, c.byteLength)),
      pos: this.pos,
      len: this.len,
      hi: this.hi,
      lo: this.lo,
      matched: this.matched,
      slots: this.slots,
    };
    const arrays = [...data.chunks, data.pos, data.len, data.hi, data.lo, data.matched, data.slots];
    return { data, transfer: [...new Set(arrays.map((a) => a.buffer))] };
  }

  static fromData(d: RowStoreData): RowStore {
    const s = new RowStore();
    s.n = d.n;
    s.chunks.push(...d.chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
    s.chunk = s.chunks[s.chunks.length - 1] ?? Buffer.alloc(0);
    s.used = s.chunk.length; // full: a later add starts a new chunk
    s.pos = d.pos;
    s.len = d.len;
    s.hi = d.hi;
    s.lo = d.lo;
    s.matched = d.matched;
    s.slots = d.slots;
    return s;
  }

  /** Row i's cells joined by NUL. */
  text(i: number): string {
    const p = this.pos[i]!;
    const start = p & (CHUNK - 1);
    return this.chunks[p >>> CHUNK_BITS]!.toString('utf8', start, start + this.len[i]!);
  }

  cells(i: number): string[] {
    return this.text(i).split(SEP);
  }

  private find(hi: number, lo: number): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    const key = hi | 0;
    for (let s = key & mask; ; s = (s + 1) & mask) {
      const v = slots[2 * s]!;
      if (v === 0) return -1;
      if (slots[2 * s + 1] === key && this.lo[v - 1] === lo) return v - 1;
    }
  }

  private insert(i: number): void {
    this.place(this.slots, i + 1, this.hi[i]! | 0);
  }

  private place(slots: Int32Array, v: number, key: number): void {
    const mask = (slots.length >>> 1) - 1;
    let s = key & mask;
    while (slots[2 * s] !== 0) s = (s + 1) & mask;
    slots[2 * s] = v;
    slots[2 * s + 1] = key;
  }

  private resize(size: number): void {
    this.pos = grown(this.pos, size);
    this.len = grown(this.len, size);
    this.hi = grown(this.hi, size);
    this.lo = grown(this.lo, size);
    this.matched = grown(this.matched, size);
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size);
    for (let s = 0; s < old.length; s += 2) if (old[s] !== 0) this.place(this.slots, old[s]!, old[s + 1]!);
  }
}

export interface RowStoreData {
  n: number;
  chunks: Uint8Array<ArrayBuffer>[];
  pos: Uint32Array<ArrayBuffer>;
  len: Uint32Array<ArrayBuffer>;
  hi: Uint32Array<ArrayBuffer>;
  lo: Uint32Array<ArrayBuffer>;
  matched: Uint8Array<ArrayBuffer>;
  slots: Int32Array<ArrayBuffer>;
}

export const joinCells = (cells: readonly string[]): string => cells.join(SEP);

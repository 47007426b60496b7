// The old version's rows of one file, packed for a diff of millions of rows in little memory: each
// row's cells joined by NUL (which no GTFS cell holds: the reader removes it) as UTF-8 in 16 MB
// buffers, or, for an unquoted ASCII row of a file read as bytes, the row as the file has it (cells
// joined by commas) in the inflated piece it was read from, kept rather than copied; each row found
// by a 64-bit hash of its identity in an open-addressing table of typed arrays. No object or string
// per row stays on the JavaScript heap. Both versions are stored this way (each may be read in a
// worker thread and handed over without a copy), so a row equal in both is told by its bytes.
import { hashInto, hashRangesInto } from './identity-hash.js';
import { IdentityTable } from './identity-table.js';

const SEP = '\0';
/** `len`'s bit for a row kept as the file has it (cells joined by commas, no identity cell). */
const RAW = 0x80000000;
const LENGTH = 0x7fffffff;

function grown<T extends Uint32Array | Uint8Array>(a: T, size: number): T {
  const b = new (a.constructor as new (n: number) => T)(size);
  b.set(a);
  return b;
}

/** Rows written here live in chunks of this many bytes (a row never spans two): growing never copies. */
const CHUNK = 1 << 24;

export class RowStore {
  n = 0;
  /**
   * Whether a repeated identity's rows are ranked as they are added, which takes the table. A store
   * that is never looked up (a new version's: only the old one's rows are found) skips it: each row
   * carries its identity's first hash, and matchRowOf ranks a repeated one when it meets it.
   */
  readonly ranked: boolean;

  constructor({ ranked = true }: { ranked?: boolean } = {}) {
    this.ranked = ranked;
    if (ranked) this.table = new IdentityTable();
  }

  private readonly chunks: Buffer<ArrayBuffer>[] = [];
  private chunk: Buffer<ArrayBuffer> = Buffer.alloc(0);
  /** The index of `chunk`, the chunk rows are written into (-1: none yet). */
  private writing = -1;
  private used = 0;
  /** The last buffer a raw row was kept in, and its index in `chunks`. */
  private kept: Buffer | undefined;
  private keptIndex = -1;
  /** Row i's text: chunk `at[i]` from offset `pos[i]`, `len[i] & LENGTH` bytes (RAW: commas). */
  private at: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private pos: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private len: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private hi: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  private lo: Uint32Array<ArrayBuffer> = new Uint32Array(1024);
  /** 1 once a new row matched it. */
  matched: Uint8Array<ArrayBuffer> = new Uint8Array(1024);
  /** The rows by identity hash; none in a store that is not ranked or not looked up. */
  private table: IdentityTable | undefined;
  private readonly h = new Uint32Array(2);

  /** Room for `rows` rows in all, so that adding them neither copies the arrays nor rehashes. */
  reserve(rows: number): void {
    if (rows > this.pos.length) this.resize(rows);
    this.table?.reserve(rows);
  }

  /** Adds a row (cells in the store's column order); a repeated identity is told apart by its rank. */
  add(identity: string, cells: readonly string[]): number {
    const i = this.next();
    for (let rank = 0; ; rank++) {
      hashInto(identity, rank, this.h);
      if (!this.ranked || this.find(this.h[0]!, this.h[1]!) < 0) break;
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
    if (this.writing < 0 || this.used + bytes > this.chunk.length) {
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK, bytes));
      this.writing = this.chunks.push(this.chunk) - 1;
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
      if (!this.ranked || this.find(this.h[0]!, this.h[1]!) < 0) break;
    }
    return this.commit(i, length);
  }

  /**
   * Adds the unquoted ASCII row buf[start, start + length) as it is (cells joined by commas, an empty
   * identity), keeping `buf` rather than copying it: `buf` must be a buffer of its own (not from
   * Node's pool) that nothing writes to again. Its identity is the GTFS key whose cells are buf's
   * ranges [starts[r], ends[r]).
   */
  addRaw(
    buf: Buffer,
    start: number,
    length: number,
    starts: Int32Array,
    ends: Int32Array,
    keys: number,
  ): number {
    const i = this.next();
    for (let rank = 0; ; rank++) {
      hashRangesInto(buf, starts, ends, keys, rank, this.h);
      if (!this.ranked || this.find(this.h[0]!, this.h[1]!) < 0) break;
    }
    this.index(i);
    if (buf !== this.kept) {
      this.kept = buf;
      this.keptIndex = this.chunks.push(buf as Buffer<ArrayBuffer>) - 1;
    }
    this.at[i] = this.keptIndex;
    this.pos[i] = start;
    this.len[i] = (length | RAW) >>> 0;
    return i;
  }

  /** The next row's index, the arrays grown and the table rehashed when needed. */
  private next(): number {
    const i = this.n++;
    if (i >= this.pos.length) this.resize(Math.ceil(this.pos.length * 1.5));
    this.table?.reserve(this.n);
    return i;
  }

  /** Row i, hashed into `h` and written at `writeAt` (`bytes` long), in the table. */
  private commit(i: number, bytes: number): number {
    this.index(i);
    this.at[i] = this.writing;
    this.pos[i] = this.used;
    this.len[i] = bytes;
    this.used += bytes;
    return i;
  }

  /**
   * The old row a new row of this identity matches and marks matched, or -1. A repeated identity
   * matches the old rows of that identity in turn.
   */
  match(identity: string): number {
    if (!this.ranked) throw new Error('a store that is not ranked is not looked up');
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
   * The old row whose identity hash (with its rank) is row `j` of `other`, marked matched, or -1:
   * the k-th row of an identity in the new version matches the k-th in the old. Old row `guess` is
   * tried first: both versions mostly list their rows in the same order, so the row after the last
   * one matched is usually it, found without a probe (hashes are unique within a store). When
   * `other` is not ranked, `identity(j)` gives row j's identity to rank it by (only for a repeated one).
   */
  matchRowOf(other: RowStore, j: number, guess = -1, identity?: (j: number) => string): number {
    const [hi, lo] = [other.hi[j]!, other.lo[j]!];
    const near = guess >= 0 && guess < this.n && this.hi[guess] === hi && this.lo[guess] === lo;
    let i = near ? guess : this.find(hi, lo);
    if (i >= 0 && this.matched[i] && !other.ranked && identity) {
      // The identity's first row was matched: this is a later one, of the next rank still unmatched.
      const id = identity(j);
      for (let rank = 1; i >= 0 && this.matched[i]; rank++) {
        hashInto(id, rank, this.h);
        i = this.find(this.h[0]!, this.h[1]!);
      }
    }
    if (i < 0 || this.matched[i]) return -1;
    this.matched[i] = 1;
    return i;
  }

  /** Whether row i's text is row j's of `other`. */
  sameText(i: number, other: RowStore, j: number): boolean {
    const [n, m] = [this.len[i]!, other.len[j]!];
    // Kept in the same form: the same bytes. In two forms (rare): as text.
    if ((n ^ m) & RAW) return this.text(i) === other.text(j);
    if (n !== m) return false;
    const k = n & LENGTH;
    const x = this.chunks[this.at[i]!]!;
    const y = other.chunks[other.at[j]!]!;
    // A loop, not Buffer#compare: rows are tens of bytes, and the native call's checks cost more.
    for (let a = this.pos[i]!, b = other.pos[j]!, end = a + k; a < end; a++, b++)
      if (x[a] !== y[b]) return false;
    return true;
  }

  /** The store as plain data and the buffers to transfer, to hand it to another thread. */
  toData(): { data: RowStoreData; transfer: ArrayBuffer[] } {
    const data: RowStoreData = {
      n: this.n,
      ranked: this.ranked,
      chunks: this.chunks.map((c) => new Uint8Array(c.buffer as ArrayBuffer, c.byteOffset, c.byteLength)),
      at: this.at,
      pos: this.pos,
      len: this.len,
      hi: this.hi,
      lo: this.lo,
      matched: this.matched,
      slots: this.table?.slots,
    };
    const arrays = [...data.chunks, data.at, data.pos, data.len, data.hi, data.lo, data.matched, data.slots];
    return { data, transfer: [...new Set(arrays.flatMap((a) => (a ? [a.buffer] : [])))] };
  }

  /**
   * The store handed over by toData. Without `indexed` its table is left behind (64 MB for 2.4M
   * rows, freed by the next collection): a new version's rows are matched by their hashes only,
   * never looked up, and nothing is added to it.
   */
  static fromData(d: RowStoreData, indexed = true): RowStore {
    const s = new RowStore({ ranked: d.ranked });
    s.n = d.n;
    s.chunks.push(...d.chunks.map((c) => Buffer.from(c.buffer, c.byteOffset, c.byteLength)));
    // A later add starts a chunk of its own (writing is -1).
    s.at = d.at;
    s.pos = d.pos;
    s.len = d.len;
    s.hi = d.hi;
    s.lo = d.lo;
    s.matched = d.matched;
    s.table = indexed && d.slots ? new IdentityTable(d.slots) : undefined;
    return s;
  }

  /** Row i's cells joined by NUL, its identity last. */
  text(i: number): string {
    const start = this.pos[i]!;
    const n = this.len[i]!;
    const chunk = this.chunks[this.at[i]!]!;
    if (!(n & RAW)) return chunk.toString('utf8', start, start + n);
    // ASCII cells joined by commas: the same cells joined by NUL, then the empty identity.
    return chunk.toString('latin1', start, start + (n & LENGTH)).replaceAll(',', SEP) + SEP;
  }

  cells(i: number): string[] {
    return this.text(i).split(SEP);
  }

  private find(hi: number, lo: number): number {
    return this.table ? this.table.find(hi, lo, this.lo) : -1;
  }

  /** Row i's hash, just found in `h`, kept and placed in the table. */
  private index(i: number): void {
    this.hi[i] = this.h[0]!;
    this.lo[i] = this.h[1]!;
    this.table?.add(i, this.hi[i]!);
  }

  private resize(size: number): void {
    this.at = grown(this.at, size);
    this.pos = grown(this.pos, size);
    this.len = grown(this.len, size);
    this.hi = grown(this.hi, size);
    this.lo = grown(this.lo, size);
    this.matched = grown(this.matched, size);
  }
}

export interface RowStoreData {
  n: number;
  ranked: boolean;
  chunks: Uint8Array<ArrayBuffer>[];
  at: Uint32Array<ArrayBuffer>;
  pos: Uint32Array<ArrayBuffer>;
  len: Uint32Array<ArrayBuffer>;
  hi: Uint32Array<ArrayBuffer>;
  lo: Uint32Array<ArrayBuffer>;
  matched: Uint8Array<ArrayBuffer>;
  /** None when the store has no table (see `ranked`, fromData). */
  slots?: Int32Array<ArrayBuffer>;
}

export const joinCells = (cells: readonly string[]): string => cells.join(SEP);

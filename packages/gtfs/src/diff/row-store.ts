// The old version's rows of one file, packed for a diff of millions of rows in little memory: each
// row's cells joined by NUL (which no GTFS cell holds: the reader removes it) as UTF-8 in 16 MB
// buffers, found by a 64-bit hash of its identity in an open-addressing table of typed arrays. No
// object or string per row stays on the JavaScript heap.

const SEP = '\0';

/** Two independent 32-bit hashes of a string (FNV-1a and a multiply-xorshift), as one 64-bit key. */
function hashInto(s: string, salt: number, out: Uint32Array): void {
  let a = 0x811c9dc5 ^ salt;
  let b = 0x9747b28c + salt;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995);
    b ^= b >>> 15;
  }
  out[0] = a >>> 0;
  out[1] = (b ^ (b >>> 13)) >>> 0;
}

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
  private readonly chunks: Buffer[] = [];
  private chunk = Buffer.alloc(0);
  private used = 0;
  /** Row i's text: chunk `pos[i] >>> CHUNK_BITS` from offset `pos[i] & (CHUNK - 1)`, `len[i]` bytes. */
  private pos = new Uint32Array(1024);
  private len = new Uint32Array(1024);
  private hi = new Uint32Array(1024);
  private lo = new Uint32Array(1024);
  /** 1 once a new row matched it. */
  matched = new Uint8Array(1024);
  /** Open addressing: row index + 1, 0 = free. */
  private slots = new Int32Array(2048);
  private readonly h = new Uint32Array(2);

  /** Adds a row (cells in the store's column order); a repeated identity is told apart by its rank. */
  add(identity: string, cells: readonly string[]): number {
    const i = this.n++;
    if (i >= this.pos.length) {
      const size = Math.ceil(this.pos.length * 1.5);
      this.pos = grown(this.pos, size);
      this.len = grown(this.len, size);
      this.hi = grown(this.hi, size);
      this.lo = grown(this.lo, size);
      this.matched = grown(this.matched, size);
    }
    if (this.n * 2 > this.slots.length) this.rehash();
    for (let rank = 0; ; rank++) {
      hashInto(identity, rank, this.h);
      if (this.find(this.h[0]!, this.h[1]!) < 0) break;
    }
    this.hi[i] = this.h[0]!;
    this.lo[i] = this.h[1]!;
    this.insert(i);
    const text = cells.join(SEP);
    if (this.used + text.length * 3 > this.chunk.length) {
      // Worst case 3 bytes a character; a row longer than a chunk gets a chunk of its own size.
      this.chunk = Buffer.allocUnsafe(Math.max(CHUNK, text.length * 3));
      this.chunks.push(this.chunk);
      this.used = 0;
    }
    const bytes = this.chunk.write(text, this.used, 'utf8');
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
    const mask = this.slots.length - 1;
    for (let s = (hi ^ lo) & mask; ; s = (s + 1) & mask) {
      const v = this.slots[s]!;
      if (v === 0) return -1;
      if (this.hi[v - 1] === hi && this.lo[v - 1] === lo) return v - 1;
    }
  }

  private insert(i: number): void {
    const mask = this.slots.length - 1;
    let s = (this.hi[i]! ^ this.lo[i]!) & mask;
    while (this.slots[s] !== 0) s = (s + 1) & mask;
    this.slots[s] = i + 1;
  }

  private rehash(): void {
    this.slots = new Int32Array(this.slots.length * 2);
    for (let i = 0; i < this.n - 1; i++) this.insert(i);
  }
}

export const joinCells = (cells: readonly string[]): string => cells.join(SEP);

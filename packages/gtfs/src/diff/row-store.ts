// The old version's rows of one file, packed for a diff of millions of rows in little memory: each
// row's cells joined by NUL (which no GTFS cell holds: the reader removes it) as UTF-8 in one growing
// buffer, found by a 64-bit hash of its identity in an open-addressing table of typed arrays. No
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

function grown<T extends Uint32Array | Uint8Array>(a: T, min: number): T {
  if (a.length >= min) return a;
  const b = new (a.constructor as new (n: number) => T)(Math.max(min, a.length * 2));
  b.set(a);
  return b;
}

export class RowStore {
  n = 0;
  private buf = Buffer.allocUnsafe(1 << 16);
  private used = 0;
  /** Row i's text is buf[end[i-1] .. end[i]). */
  private end = new Uint32Array(1024);
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
    if (i >= this.end.length) {
      this.end = grown(this.end, i + 1);
      this.hi = grown(this.hi, i + 1);
      this.lo = grown(this.lo, i + 1);
      this.matched = grown(this.matched, i + 1);
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
    if (this.used + text.length * 3 > this.buf.length) {
      const b = Buffer.allocUnsafe(Math.max(this.buf.length * 2, this.used + text.length * 3));
      this.buf.copy(b, 0, 0, this.used);
      this.buf = b;
    }
    this.used += this.buf.write(text, this.used, 'utf8');
    this.end[i] = this.used;
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
    return this.buf.toString('utf8', i ? this.end[i - 1]! : 0, this.end[i]!);
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

// A column's clean cells keyed by their bytes, so a repeated cell of a big file (stop_times' times,
// stop ids, sequences, flags) is found without making its string: an open-addressing hash table over
// an arena of the cells' bytes. Only cells the full checks found clean are added (see cells.ts).
import type { Value } from '../../values.js';

/** Cells kept per column at most; a column with more distinct clean cells checks the rest in full. */
const MAX_ENTRIES = 1 << 16;
/** After this many misses a column that missed more often than it hit gives its cache up. */
const GIVE_UP_MISSES = 4096;

export class ByteCache {
  /** Per hash slot: entry index + 1, 0 when free. */
  private slots = new Int32Array(1024);
  private hashes = new Int32Array(256);
  private starts = new Int32Array(256);
  private lengths = new Int32Array(256);
  private arena = new Uint8Array(4096);
  private used = 0;
  private readonly values: Value[] = [];
  /** The entry found or added last: a trip's id repeats on each of its rows. */
  private last = -1;
  private lookups = 0;
  private misses = 0;
  /** Entries kept at most: 1 (the last cell only) once the column gave its cache up. */
  private limit = MAX_ENTRIES;

  /** The entry holding buf[s, e), or -1. */
  find(buf: Uint8Array, s: number, e: number): number {
    const len = e - s;
    this.lookups++;
    if (this.last >= 0 && this.lengths[this.last] === len && this.same(this.last, buf, s, len))
      return this.last;
    const h = hashBytes(buf, s, e);
    const mask = this.slots.length - 1;
    for (let p = h & mask; ; p = (p + 1) & mask) {
      const slot = this.slots[p]!;
      if (slot === 0) return -1;
      const i = slot - 1;
      if (this.hashes[i] === h && this.lengths[i] === len && this.same(i, buf, s, len)) {
        this.last = i;
        return i;
      }
    }
  }

  value(i: number): Value {
    return this.values[i]!;
  }

  /** Keeps a clean cell found missing by `find`; gives the cache up when most lookups miss. */
  add(buf: Uint8Array, s: number, e: number, v: Value): void {
    if (++this.misses === GIVE_UP_MISSES && this.misses * 2 > this.lookups) {
      // Given up: only the last cell is kept (entry 0, found by `find`'s first test).
      this.limit = 1;
      this.slots = new Int32Array(2);
      this.values.length = 0;
    }
    let i = this.values.length;
    if (this.limit === 1) {
      i = 0;
      this.used = 0;
    } else if (i >= MAX_ENTRIES) return;
    const len = e - s;
    if (i >= this.hashes.length) {
      this.hashes = grown(this.hashes, i * 2);
      this.starts = grown(this.starts, i * 2);
      this.lengths = grown(this.lengths, i * 2);
    }
    if (this.used + len > this.arena.length) {
      const a = new Uint8Array(Math.max(this.arena.length * 2, this.used + len));
      a.set(this.arena.subarray(0, this.used));
      this.arena = a;
    }
    const arena = this.arena;
    for (let k = 0; k < len; k++) arena[this.used + k] = buf[s + k]!;
    this.starts[i] = this.used;
    this.lengths[i] = len;
    this.used += len;
    this.values[i] = v;
    this.last = i;
    if (this.limit === 1) return;
    const h = hashBytes(buf, s, e);
    this.hashes[i] = h;
    // Half full at most, so probes stay short.
    if ((i + 1) * 2 > this.slots.length) this.rehash(this.slots.length * 2);
    else this.place(i, h);
  }

  private same(i: number, buf: Uint8Array, s: number, len: number): boolean {
    const a = this.arena;
    const o = this.starts[i]!;
    for (let k = 0; k < len; k++) if (a[o + k] !== buf[s + k]) return false;
    return true;
  }

  private place(i: number, h: number): void {
    const mask = this.slots.length - 1;
    let p = h & mask;
    while (this.slots[p] !== 0) p = (p + 1) & mask;
    this.slots[p] = i + 1;
  }

  private rehash(size: number): void {
    this.slots = new Int32Array(size);
    for (let i = 0; i < this.values.length; i++) this.place(i, this.hashes[i]!);
  }
}

function grown(a: Int32Array<ArrayBuffer>, size: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** FNV-1a over the bytes. */
function hashBytes(buf: Uint8Array, s: number, e: number): number {
  let h = 0x811c9dc5 | 0;
  for (let k = s; k < e; k++) h = Math.imul(h ^ buf[k]!, 16777619);
  return h;
}

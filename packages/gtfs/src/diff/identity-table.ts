// The row store's index (row-store.ts): rows found by the 64-bit hash of their identity, in an
// open-addressing table of typed arrays, two cells a slot: the row's index + 1 (0 = free) and `hi`
// of its hash, which also places it (see identity-hash.ts's groupHash), so a probe reads one cache
// line, not the rows' hash arrays.

export class IdentityTable {
  constructor(public slots: Int32Array<ArrayBuffer> = new Int32Array(2 * 2048)) {}

  /** Room for `rows` rows at most 3/8 full (a miss ends within a line or two of slots). */
  reserve(rows: number): void {
    let size = this.slots.length;
    while (rows * 8 > size * 3) size *= 2;
    if (size > this.slots.length) this.rehash(size);
  }

  /** The row whose hash is (hi, lo), `los` being the rows' `lo` halves, or -1. */
  find(hi: number, lo: number, los: Uint32Array): number {
    const slots = this.slots;
    const mask = (slots.length >>> 1) - 1;
    const key = hi | 0;
    for (let s = key & mask; ; s = (s + 1) & mask) {
      const v = slots[2 * s]!;
      if (v === 0) return -1;
      if (slots[2 * s + 1] === key && los[v - 1] === lo) return v - 1;
    }
  }

  /** Places row i, whose hash's `hi` half is `hi`; reserve room first. */
  add(i: number, hi: number): void {
    place(this.slots, i + 1, hi | 0);
  }

  private rehash(size: number): void {
    const old = this.slots;
    this.slots = new Int32Array(size);
    for (let s = 0; s < old.length; s += 2) if (old[s] !== 0) place(this.slots, old[s]!, old[s + 1]!);
  }
}

function place(slots: Int32Array, v: number, key: number): void {
  const mask = (slots.length >>> 1) - 1;
  let s = key & mask;
  while (slots[2 * s] !== 0) s = (s + 1) & mask;
  slots[2 * s] = v;
  slots[2 * s + 1] = key;
}

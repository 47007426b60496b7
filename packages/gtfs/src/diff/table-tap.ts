// One file's digest fed by the byte reader (validate/load/rows.ts): the validator's parse
// (validate/load/tables.ts's RowTap), so a version is inflated and parsed once for both, or the diff's
// own reading of a version it does not validate (zip-digest.ts). A row comes as text cells or as cell
// byte ranges; either way it
// is stored as the text path of side-digest.ts stores it (cells normalised, joined by NUL, identity
// last), so both versions compare whichever way each row was read. An ASCII row that needs no
// normalising is kept in the store as the file has it, in the inflated piece it was read from
// (row-store.ts's addRaw), or copied when that piece is a small joined one; one that needs a time's
// leading zero or the trimming of spaces is copied so; any other row (other characters, a wrong cell
// count) goes the text way.
import { isAscii } from 'node:buffer';
import type { RowTap } from '../validate/index.js';
import { rowTexts } from '../validate/load/byte-rows.js';
import { isTrimmedByte } from '../values.js';
import { normalise, timeColumns } from './batches.js';
import { factColumns, type SideFacts } from './facts.js';
import { RowStore } from './row-store.js';
import { stopTimeBytes, type ByteFactHandler } from './stop-time-bytes.js';
import { identityOf, keyFields, type TableDigest } from './side-digest.js';

/** Rows whose length sizes a big file's stores. */
const SAMPLE_ROWS = 1000;
/** Files smaller than this grow their stores as they go. */
const SIZED_FROM_BYTES = 1 << 20;
/**
 * Pieces of at least this many bytes are kept as the rows' store: the inflater's own (256 KiB),
 * never a buffer of Node's pool (8 KiB), which other code writes to.
 */
const KEEP_FROM_BYTES = 1 << 16;

export interface TableTapOptions {
  /** stop_times' facts are taken from the validator's loaded columns (feed-stop-times.ts). */
  fromFeed?: boolean;
  /** The caller's row identities by key value (see withIdentities): such rows go the text way. */
  identities?: { key: string; ids: Readonly<Record<string, string>> };
  /** False for a version whose rows are never looked up (the new one): see RowStore#ranked. */
  ranked?: boolean;
}

export class TableTap implements RowTap {
  readonly store: RowStore;
  /** Set when the file could not be parsed to its end. */
  error: { message: string; line: number } | undefined;
  private readonly width: number;
  private readonly key: number[];
  private readonly isTime: Uint8Array;
  private readonly times: number[];
  private readonly handle: ((cells: readonly string[]) => void) | null;
  /** stop_times' facts from a copied row's bytes, when not taken from the validator. */
  private readonly byteFacts: ByteFactHandler | null;
  private readonly used: number[];
  /** Where each cell of the row being copied starts and ends in the store's chunk. */
  private readonly starts: Int32Array;
  private readonly ends: Int32Array;
  private readonly keyStarts: Int32Array;
  private readonly keyEnds: Int32Array;
  /** The cells the facts handler reads, made from the copied bytes (the others stay unset). */
  private readonly factCells: string[];
  private rows = 0;
  private sampled = 0;
  /**
   * stop_times' facts are taken from the validator's columns once it is done (feed-stop-times.ts),
   * not made here; the rows it does not store (another cell count than the header's) are noted.
   */
  readonly fromFeed: boolean;
  readonly unstored: number[] = [];
  private readonly ids: Readonly<Record<string, string>> | undefined;
  /** The column of the identities' key (-1: none, its value taken as empty). */
  private readonly idColumn: number;

  constructor(
    readonly file: string,
    readonly columns: readonly string[],
    private readonly fileBytes: number | undefined,
    private readonly facts: SideFacts,
    options: TableTapOptions = {},
  ) {
    this.store = new RowStore({ ranked: options.ranked });
    this.width = columns.length;
    this.key = keyFields(file, columns).map((k) => columns.indexOf(k));
    this.times = timeColumns(file, columns);
    this.isTime = new Uint8Array(this.width);
    for (const t of this.times) this.isTime[t] = 1;
    this.fromFeed = !!options.fromFeed && file === 'stop_times.txt' && this.width > 1;
    this.ids = options.identities?.ids;
    this.idColumn = options.identities ? columns.indexOf(options.identities.key) : -1;
    this.handle = this.fromFeed ? null : facts.handler(file, columns);
    this.byteFacts = !this.fromFeed && file === 'stop_times.txt' ? stopTimeBytes(facts, columns) : null;
    this.used = factColumns(file, columns);
    this.starts = new Int32Array(this.width);
    this.ends = new Int32Array(this.width);
    this.keyStarts = new Int32Array(this.key.length);
    this.keyEnds = new Int32Array(this.key.length);
    this.factCells = new Array<string>(this.width).fill('');
  }

  digest(): TableDigest {
    return { file: this.file, columns: this.columns, store: this.store };
  }

  failed(error: { message: string; line: number }): void {
    this.error = error;
  }

  text(given: readonly string[]): void {
    if (given.length === 1 && given[0]!.trim() === '') return; // a blank line
    if (given.length !== this.width) this.unstored.push(this.store.n);
    // The key's value as the file has it, before normalising (as withIdentities looks it up).
    const value = this.ids && (this.idColumn < 0 ? '' : (given[this.idColumn] ?? ''));
    const identity = value !== undefined && Object.hasOwn(this.ids!, value) ? this.ids![value] : undefined;
    const cells = normalise(given.slice(), this.width, this.times);
    this.sample(cells.reduce((n, c) => n + c.length + 1, 0));
    this.handle?.(cells);
    cells.push(identity ?? '');
    this.store.add(identityOf(cells, this.key, identity), cells);
  }

  bytes(buf: Buffer, starts: Int32Array, ends: Int32Array, n: number): void {
    if (n !== this.width || n === 1 || this.ids || !this.copy(buf, starts, ends)) {
      this.text(rowTexts(buf, starts, ends, n));
      return;
    }
    this.sample(ends[n - 1]! - starts[0]! + 1);
    if (!this.byteFacts && !this.handle) return;
    // The row's cells where it was stored: as it is, or copied.
    if (this.kept) this.tellFacts(buf, starts, ends);
    else this.tellFacts(this.chunk, this.starts, this.ends);
  }

  /** The facts of a row stored from its bytes: its cells buf[s[i], e[i]). */
  private tellFacts(row: Buffer, s: Int32Array, e: Int32Array): void {
    if (this.byteFacts) return this.byteFacts(row, s, e);
    for (const u of this.used) this.factCells[u] = row.toString('latin1', s[u]!, e[u]!);
    this.handle!(this.factCells);
  }

  private chunk: Buffer = Buffer.alloc(0);
  /** Whether the last row was kept as it is rather than copied. */
  private kept = false;

  /** Copies a row into the store as `text` would store it; false (nothing added) when it cannot. */
  private copy(buf: Buffer, starts: Int32Array, ends: Int32Array): boolean {
    const width = this.width;
    // Each cell, a time's leading zero and a NUL after it (the last NUL before the empty identity).
    const s0 = starts[0]!;
    const e0 = ends[width - 1]!;
    if (buf !== this.checked) {
      this.checked = buf;
      this.ascii = isAscii(buf);
      this.keepable = buf.buffer.byteLength >= KEEP_FROM_BYTES;
    }
    const plain = this.ascii && this.plain(buf, starts, ends);
    this.kept = plain && this.keepable;
    if (this.kept) {
      this.keyRanges(starts, ends);
      this.store.addRaw(buf, s0, e0 - s0, this.keyStarts, this.keyEnds, this.key.length);
      return true;
    }
    const out = (this.chunk = this.store.writable(e0 - s0 + 2 * width));
    const from = this.store.writeAt;
    if (plain) {
      // The row's bytes as they are, each comma made a NUL (an unquoted row's commas all end a cell;
      // a native copy costs more than this loop for rows this short), a NUL after the last cell.
      for (let k = s0, at = from; k < e0; k++) {
        const c = buf[k]!;
        out[at++] = c === 44 ? 0 : c;
      }
      out[from + e0 - s0] = 0;
      for (let i = 0; i < width; i++) {
        this.starts[i] = from + starts[i]! - s0;
        this.ends[i] = from + ends[i]! - s0;
      }
      return this.add(e0 - s0 + 1);
    }
    let at = from;
    for (let i = 0; i < width; i++) {
      let s = starts[i]!;
      let e = ends[i]!;
      // Trimmed as trimCell trims (String#trim: ASCII whitespace here, the row being ASCII).
      while (s < e && isTrimmedByte(buf[s]!)) s++;
      while (e > s && isTrimmedByte(buf[e - 1]!)) e--;
      this.starts[i] = at;
      if (e - s === 7 && this.isTime[i]) out[at++] = 48; // '0' before a single-digit hour
      for (let k = s; k < e; k++) {
        const c = buf[k]!;
        if (c >= 0x80) return false;
        out[at++] = c;
      }
      this.ends[i] = at;
      out[at++] = 0;
    }
    return this.add(at - from);
  }

  /** The buffer `ascii` and `keepable` were found for (the parser's piece: one test a piece). */
  private checked: Buffer | undefined;
  private ascii = false;
  private keepable = false;

  /** Whether an ASCII row needs no trimming and no time's leading zero: stored as it is. */
  private plain(buf: Buffer, starts: Int32Array, ends: Int32Array): boolean {
    for (let i = 0; i < this.width; i++) {
      const s = starts[i]!;
      const e = ends[i]!;
      if (e > s && (buf[s]! <= 32 || buf[e - 1]! <= 32)) return false;
      if (e - s === 7 && this.isTime[i]) return false;
    }
    return true;
  }

  /** Adds the row of `length` bytes just written, its key's cells found by `starts` and `ends`. */
  private add(length: number): boolean {
    this.keyRanges(this.starts, this.ends);
    this.store.addWritten(length, this.keyStarts, this.keyEnds, this.key.length);
    return true;
  }

  /** Sets keyStarts and keyEnds to the key's cells (a missing key column: an empty range). */
  private keyRanges(starts: Int32Array, ends: Int32Array): void {
    const key = this.key;
    for (let r = 0; r < key.length; r++) {
      const k = key[r]!;
      this.keyStarts[r] = k < 0 ? 0 : starts[k]!;
      this.keyEnds[r] = k < 0 ? 0 : ends[k]!;
    }
  }

  /** Sizes a big file's stores from its first rows' length (5% to spare; they still grow if short). */
  private sample(length: number): void {
    if (this.rows++ >= SAMPLE_ROWS || this.fileBytes === undefined || this.fileBytes < SIZED_FROM_BYTES)
      return;
    this.sampled += length;
    if (this.rows < SAMPLE_ROWS) return;
    const rows = Math.ceil(((this.fileBytes * SAMPLE_ROWS) / this.sampled) * 1.05);
    this.store.reserve(rows);
    if (this.handle && this.file === 'stop_times.txt') this.facts.stopTimes.reserve(rows);
  }
}

// Splits UTF-8 CSV bytes into rows of cell byte ranges, without a string per cell: the big files
// (stop_times, shapes) are mostly unquoted ASCII whose cells repeat, and cells.ts finds a repeated
// cell by its bytes. It reads what the text parser (read/csv.ts) reads for such text: cells end at a
// comma, rows at LF, CRLF or a lone CR. A chunk with a double quote or a NUL byte (which the text
// path removes) is left to the text path, from the start of its first unread row to the file's end.

const COMMA = 44;
const LF = 10;
const CR = 13;
/** Bytes whose delimiters are found at a time (see ByteRows#rows). */
const WINDOW = 1 << 18;

export interface ByteRowHandler {
  /** A row's cells: cell i is buf[starts[i], ends[i]); `line` is its csvRowNumber. */
  (buf: Buffer, starts: Int32Array, ends: Int32Array, n: number, line: number): void;
}

// ignoreBOM: a BOM inside the file is a character, as the text path's stream decoder keeps it.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A cell's text, decoded as the text path decodes it. */
export function cellText(buf: Buffer, s: number, e: number): string {
  for (let k = s; k < e; k++) if (buf[k]! >= 0x80) return utf8.decode(buf.subarray(s, e));
  return buf.toString('latin1', s, e);
}

/** All cells of a row as text. */
export function rowTexts(buf: Buffer, starts: Int32Array, ends: Int32Array, n: number): string[] {
  const cells = new Array<string>(n);
  for (let i = 0; i < n; i++) cells[i] = cellText(buf, starts[i]!, ends[i]!);
  return cells;
}

export class ByteRows {
  /** The csvRowNumber of the next row. */
  line = 1;
  private rest: Buffer | undefined;
  private started = false;
  private starts: Int32Array = new Int32Array(64);
  private ends: Int32Array = new Int32Array(64);

  constructor(private readonly onRow: ByteRowHandler) {}

  /**
   * Reads every complete row of `chunk` (after what was left over). Answers the bytes it leaves to
   * the text path (from a row start to the chunk's end, the file's first BOM dropped), if any.
   */
  push(chunk: Buffer): Buffer | undefined {
    let buf = chunk;
    const rest = this.rest;
    if (rest) {
      this.rest = undefined;
      const end = this.started && !hasTextOnlyBytes(chunk) ? pastFirstLineEnd(chunk) : -1;
      if (end < 0) buf = Buffer.concat([rest, chunk]);
      else {
        // The unfinished row joined with the chunk's first line only, not the whole chunk: a copy of
        // every chunk would cost as many bytes again.
        this.rows(Buffer.concat([rest, chunk.subarray(0, end)]), true);
        buf = chunk.subarray(end);
      }
    }
    if (!this.started) {
      if (buf.length < 3 && isBomStart(buf)) {
        this.rest = buf; // too short to tell a BOM yet
        return undefined;
      }
      this.started = true;
      if (buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf) buf = buf.subarray(3);
    }
    if (hasTextOnlyBytes(buf)) return buf;
    const used = this.rows(buf, false);
    if (used < buf.length) this.rest = buf.subarray(used);
    return undefined;
  }

  /** Reads what is left after the last chunk. */
  end(): void {
    const buf = this.rest;
    this.rest = undefined;
    if (buf?.length) this.rows(buf, true);
  }

  /** Where each comma, CR and LF of a window of the piece is, found before its rows are handed on. */
  private readonly marks = new Int32Array(WINDOW);

  /** Returns how many bytes were read (whole rows only unless `final`). */
  private rows(buf: Buffer, final: boolean): number {
    const n = buf.length;
    const marks = this.marks;
    // Locals, not fields, in the loops over every byte and every delimiter.
    let starts = this.starts;
    let ends = this.ends;
    let line = this.line;
    let pos = 0;
    let k = 0;
    let cellStart = 0;
    for (let from = 0; from < n; from += WINDOW) {
      // First the window's delimiters, in a loop that calls nothing (it runs over hundreds of
      // megabytes, and V8 keeps such a loop tight), then the rows from their places.
      const to = Math.min(n, from + WINDOW);
      let m = 0;
      for (let i = from; i < to; i++) {
        const c = buf[i]!;
        if (c <= COMMA && (c === COMMA || c === LF || c === CR)) marks[m++] = i;
      }
      for (let x = 0; x < m; x++) {
        const i = marks[x]!;
        if (i < pos) continue; // the LF of a CRLF
        if (k + 1 >= starts.length) {
          this.growCells();
          starts = this.starts;
          ends = this.ends;
        }
        starts[k] = cellStart;
        ends[k++] = i;
        if (buf[i] === COMMA) {
          cellStart = i + 1;
          continue;
        }
        let next = i + 1;
        if (buf[i] === CR) {
          if (i + 1 >= n && !final) break; // a CRLF may be split across chunks
          if (buf[i + 1] === LF) next = i + 2;
        }
        this.onRow(buf, starts, ends, k, line++);
        k = 0;
        pos = cellStart = next;
      }
    }
    if (final && pos < n) {
      // The last row, without a line end: its cells up to its last comma are in.
      starts[k] = cellStart;
      ends[k++] = n;
      this.onRow(buf, starts, ends, k, line++);
      pos = n;
    }
    this.line = line;
    return pos;
  }

  private growCells(): void {
    const s = new Int32Array(this.starts.length * 2);
    s.set(this.starts);
    this.starts = s;
    const e = new Int32Array(this.ends.length * 2);
    e.set(this.ends);
    this.ends = e;
  }
}

/** Whether a short start of the file may be the start of a UTF-8 BOM. */
function isBomStart(buf: Buffer): boolean {
  const bom = [0xef, 0xbb, 0xbf];
  for (let i = 0; i < buf.length; i++) if (buf[i] !== bom[i]) return false;
  return true;
}

/** A NUL (the text path removes it) or a double quote: the text path's to read. */
function hasTextOnlyBytes(buf: Buffer): boolean {
  return buf.indexOf(0) >= 0 || buf.indexOf(34) >= 0;
}

/** Where the first line of `buf` ends, past its LF, CRLF or lone CR; -1 when not known from `buf`. */
function pastFirstLineEnd(buf: Buffer): number {
  const lf = buf.indexOf(LF);
  const cr = buf.indexOf(CR);
  if (cr < 0 || (lf >= 0 && lf < cr)) return lf < 0 ? -1 : lf + 1;
  if (cr + 1 >= buf.length) return -1; // a CRLF may be split across chunks
  return buf[cr + 1] === LF ? cr + 2 : cr + 1;
}

// Where stop_times.txt is cut in two for two threads (split-worker.ts): at a line end past a given
// byte, when everything before it is rows the byte path reads one per line. Then the second part
// starts at a row start whose csvRowNumber is the first part's line count plus one, and it can be
// read apart behind a copy of the header. A quote (a cell may span lines), a NUL (the text path drops
// it), a lone CR or a first line that is no header (blank lines before it) keeps the file whole.

const LF = 10;
const CR = 13;
const COMMA = 44;
const QUOTE = 34;

export class CutFinder {
  /** Bytes taken so far. */
  private seen = 0;
  /** Line ends (LF) in the bytes taken. */
  lines = 0;
  /** Whether the file can still be cut. */
  ok = true;
  /** The file's first line with its line end, once seen. */
  header: Buffer | undefined;
  private readonly head: Buffer[] = [];
  /** The last chunk ended with a CR, whose LF is still to come. */
  private crAtEnd = false;

  /** Cuts at the first line end at or after byte `at` (which the reader may move as it goes). */
  constructor(public at: number) {}

  /**
   * Takes the file's next chunk: answers where in it the second part starts, or -1 while the chunk
   * belongs to the first part (and for good once `ok` is false).
   */
  take(chunk: Buffer): number {
    if (!this.ok) return -1;
    let from = 0;
    if (this.seen + chunk.length > this.at) {
      for (
        let lf = chunk.indexOf(LF, Math.max(0, Math.ceil(this.at - this.seen)));
        lf >= 0;
        lf = chunk.indexOf(LF, from)
      ) {
        this.scan(chunk.subarray(from, lf + 1));
        from = lf + 1;
        if (!this.ok) return -1;
        // The header and at least one more line in the first part.
        if (this.lines >= 2) return from;
      }
    }
    this.scan(chunk.subarray(from));
    return -1;
  }

  private scan(part: Buffer): void {
    if (!this.ok) return;
    this.seen += part.length;
    if (part.indexOf(0) >= 0 || part.indexOf(QUOTE) >= 0) return this.refuse();
    // Every CR must be a CRLF's: then the LFs alone count the lines.
    if (this.crAtEnd && part.length && part[0] !== LF) return this.refuse();
    this.crAtEnd = false;
    for (let cr = part.indexOf(CR); cr >= 0; cr = part.indexOf(CR, cr + 1)) {
      if (cr + 1 === part.length) this.crAtEnd = true;
      else if (part[cr + 1] !== LF) return this.refuse();
    }
    let lf = part.indexOf(LF);
    if (!this.header) {
      if (lf < 0) {
        this.head.push(part);
        return;
      }
      this.header = Buffer.concat([...this.head, part.subarray(0, lf + 1)]);
      this.head.length = 0;
      // A header names several columns; a blank first line is skipped by the reader.
      if (this.header.indexOf(COMMA) < 0) return this.refuse();
    }
    for (; lf >= 0; lf = part.indexOf(LF, lf + 1)) this.lines++;
  }

  private refuse(): void {
    this.ok = false;
    this.head.length = 0;
  }
}

// A streaming CSV parser for GTFS text: RFC 4180 quoting (commas, "" and line breaks inside quotes),
// any mix of CRLF, LF and CR line ends, ragged rows kept as they are. It was measured against udsv and
// papaparse in bench/csv (see the README); it is as fast and handles every case here, which the
// libraries did not (udsv needs one row separator per file; both need help with ragged rows).

const QUOTE = 34;
const COMMA = 44;
const LF = 10;
const CR = 13;

export type RowHandler = (cells: string[], line: number) => void;

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export class CsvParser {
  private rest = '';

  /** `line`: the 1-based line number where the text starts (a reader may start mid-file). */
  constructor(private line = 1) {}

  /** Parse every complete row in `chunk` (plus what was left over); keep the incomplete tail. */
  push(chunk: string, onRow: RowHandler): void {
    const s = this.rest.length ? this.rest + chunk : chunk;
    const used = this.parse(s, false, onRow);
    this.rest = used < s.length ? s.slice(used) : '';
  }

  /** Parse what is left after the last chunk. */
  end(onRow: RowHandler): void {
    if (this.rest.length) this.parse(this.rest, true, onRow);
    this.rest = '';
  }

  /** Returns how many characters were consumed (whole rows only unless `final`). */
  private parse(s: string, final: boolean, onRow: RowHandler): number {
    const n = s.length;
    let rowStart = 0;
    let line = this.line;
    rows: while (rowStart < n) {
      const cells: string[] = [];
      let i = rowStart;
      let lines = 0; // line breaks inside quoted cells of this row
      for (;;) {
        let c = i < n ? s.charCodeAt(i) : -1;
        if (c === QUOTE) {
          // Quoted cell: scan for the closing quote, unescaping "".
          let value = '';
          let j = i + 1;
          for (;;) {
            const q = s.indexOf('"', j);
            if (q < 0) {
              if (!final) break rows;
              throw new CsvError('a quoted value is not closed before the end of the file', line);
            }
            if (q + 1 < n && s.charCodeAt(q + 1) === QUOTE) {
              value += s.slice(j, q + 1);
              j = q + 2;
              continue;
            }
            if (q + 1 >= n && !final) break rows; // cannot tell `"` from `""` yet
            value += s.slice(j, q);
            i = q + 1;
            break;
          }
          for (let k = 0; k < value.length; k++) {
            const v = value.charCodeAt(k);
            if (v === LF || (v === CR && value.charCodeAt(k + 1) !== LF)) lines++;
          }
          // Text between the closing quote and the delimiter (`"a" ` or `"a"b`) is kept, spaces aside.
          let k = i;
          while (k < n) {
            const d = s.charCodeAt(k);
            if (d === COMMA || d === LF || d === CR) break;
            k++;
          }
          if (k > i) {
            const tail = s.slice(i, k);
            if (tail.trim() !== '') value += tail;
          }
          cells.push(value);
          i = k;
          c = i < n ? s.charCodeAt(i) : -1;
        } else {
          let k = i;
          while (k < n) {
            c = s.charCodeAt(k);
            if (c === COMMA || c === LF || c === CR) break;
            k++;
          }
          if (k >= n) c = -1;
          cells.push(s.slice(i, k));
          i = k;
        }
        if (c === COMMA) {
          i++;
          continue;
        }
        if (c === LF) {
          i++;
        } else if (c === CR) {
          if (i + 1 >= n && !final) break rows; // a CRLF may be split across chunks
          i += s.charCodeAt(i + 1) === LF ? 2 : 1;
        } else if (!final) {
          break rows; // no line end yet: wait for more text
        } else {
          i = n;
        }
        onRow(cells, line);
        line += 1 + lines;
        rowStart = i;
        break;
      }
    }
    this.line = line;
    return rowStart;
  }
}

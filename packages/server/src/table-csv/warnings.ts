// What a CSV upload read as best it could (the import's recoverable problems: invalid UTF-8 replaced,
// NUL characters removed, short rows, empty cells beyond the header, empty lines, spaces around
// column names), kept in the project's import warnings (import-report/) so the dashboard shows them
// like an import's. Problems that would change data (non-empty cells beyond the header) stay errors.
import { WARNING_EXAMPLES, type GtfsReadWarningCode } from '@ruta/gtfs';
import type { ImportWarning } from '../import-report/report.js';

const REPLACEMENT = Buffer.from('\uFFFD');

export class UploadWarnings {
  private readonly found = new Map<GtfsReadWarningCode, ImportWarning>();
  constructor(private readonly file: string) {}

  add(kind: GtfsReadWarningCode, line: number): void {
    const w = this.found.get(kind);
    if (!w) this.found.set(kind, { kind, file: this.file, count: 1, lines: [line] });
    else {
      w.count++;
      if (w.lines.length < WARNING_EXAMPLES && !w.lines.includes(line)) w.lines.push(line);
    }
  }

  get list(): ImportWarning[] {
    return [...this.found.values()];
  }

  /**
   * Notes NUL characters (removed here) and invalid UTF-8 the decoder replaced in one chunk; `line` is
   * the last line parsed, so the chunk's problem is on a line after it. A U+FFFD the file really
   * holds (its bytes EF BF BD) is not a replacement.
   */
  clean(text: string, bytes: Buffer, line: number): string {
    if (text.includes('\0')) {
      this.add('nul_removed', line + 1 + newlines(text.slice(0, text.indexOf('\0'))));
      text = text.replace(/\0/g, '');
    }
    const at = text.indexOf('\uFFFD');
    if (at >= 0 && countOf(text, '\uFFFD') > countBytes(bytes, REPLACEMENT))
      this.add('invalid_utf8_replaced', line + 1 + newlines(text.slice(0, at)));
    return text;
  }
}

const newlines = (text: string) => countOf(text, '\n');

function countOf(text: string, s: string): number {
  let n = 0;
  for (let i = text.indexOf(s); i >= 0; i = text.indexOf(s, i + s.length)) n++;
  return n;
}

function countBytes(buf: Buffer, needle: Buffer): number {
  let n = 0;
  for (let i = buf.indexOf(needle); i >= 0; i = buf.indexOf(needle, i + needle.length)) n++;
  return n;
}

// Tab-separated blocks as spreadsheet applications copy them, and printed timetables pasted whole.
import { formatClock, parseClock } from './clock.js';

/** Rows of cells; a trailing newline (spreadsheets add one) gives no extra row. CRLF is accepted. */
export function parseTsv(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines.map((l) => l.split('\t'));
}

/** The cells as tab-separated text, one line per row. */
export function toTsv(rows: readonly (readonly (number | null)[])[]): string {
  return rows.map((r) => r.map((v) => formatClock(v)).join('\t')).join('\n');
}

export type Orientation = 'across' | 'down';

export interface PrintedTimetable {
  /** One entry per trip, one time per stop (null for an empty or '-' cell). */
  trips: (number | null)[][];
  /** Cells that were neither a time nor empty: [line, column] of the pasted block without its labels. */
  invalid: [number, number][];
}

const EMPTY = /^(|-|–|—|\|)$/;

/**
 * A printed timetable: with stops `across` each line is a trip and each column a stop (as in Ruta's
 * grid); with stops `down` each line is a stop and each column a trip (as agencies print them).
 * A first column of labels (stop names, trip names) is dropped when it holds no time at all, and so
 * is a first row without any time (a header).
 */
export function parsePrinted(text: string, orientation: Orientation): PrintedTimetable {
  let rows = parseTsv(text.trim()).map((r) => r.map((c) => c.trim()));
  const isTime = (c: string) => typeof parseClock(c) === 'number';
  if (rows.length && !rows[0]!.some(isTime)) rows = rows.slice(1);
  if (rows.length && rows.every((r) => !isTime(r[0] ?? ''))) rows = rows.map((r) => r.slice(1));
  const invalid: [number, number][] = [];
  const grid = rows.map((r, i) =>
    r.map((c, j) => {
      if (EMPTY.test(c)) return null;
      const v = parseClock(c);
      if (typeof v === 'number') return v;
      invalid.push([i, j]);
      return null;
    }),
  );
  if (orientation === 'across') return { trips: grid, invalid };
  const width = Math.max(0, ...grid.map((r) => r.length));
  const trips = Array.from({ length: width }, (_, j) => grid.map((r) => r[j] ?? null));
  return { trips, invalid };
}

// The grid's geometry and the styles its header and body cells share.
export const ROW_H = 30;
export const COL_W = 80;
export const TRIP_W = 180;
/** The service column fits the longest service id shown, within these bounds. */
const SERVICE_MIN_W = 72;
const SERVICE_MAX_W = 260;
/** Header height for three lines of stop name; taller names make it taller (headHeight). */
const MIN_HEAD_H = 62;
export const MAX_HEAD_LINES = 8;
const LINE_H = 15; // 12 px text at line-height 1.2, rounded up

/** What varies from one grid to another: the sticky left part's width and the header's height. */
export interface Geometry {
  lead: number;
  head: number;
  /** The service column's width, 0 without it. */
  service: number;
}

export const BORDER = '1px solid var(--mantine-color-gray-3)';
export const HEAD_STYLE = {
  background: 'var(--mantine-color-gray-0)',
  borderBottom: '1px solid var(--mantine-color-gray-4)',
  borderRight: BORDER,
  display: 'flex',
  alignItems: 'flex-end',
  paddingBottom: 4,
} as const;

/** A stop's column box at `c`, in a header (taller) or in a row. */
export const columnBox = (c: number, height: number, geo: Geometry) =>
  ({ position: 'absolute', left: geo.lead + c * COL_W, top: 0, width: COL_W, height }) as const;

/** The width of a text in 12 px of the page's font (a rough estimate where no canvas exists). */
function measurer(fontFamily: string): (s: string) => number {
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (ctx) ctx.font = `12px ${fontFamily}`;
  return (s: string) => (ctx ? ctx.measureText(s).width : s.length * 6.5);
}

/** The service column's width: the longest id whole (with its padding), within bounds. */
export function serviceWidth(ids: readonly string[], fontFamily: string): number {
  const measure = measurer(fontFamily);
  const widest = Math.max(0, ...ids.map((id) => measure(id)));
  return Math.round(Math.min(SERVICE_MAX_W, Math.max(SERVICE_MIN_W, widest + 18)));
}

/** Lines a name takes wrapped at `width` px, words broken only when longer than a line. */
function linesOf(name: string, width: number, measure: (s: string) => number): number {
  let lines = 1;
  let line = 0;
  const space = measure(' ');
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const w = measure(word);
    if (line > 0 && line + space + w <= width) line += space + w;
    else {
      if (line > 0) lines++;
      lines += Math.max(0, Math.ceil(w / width) - 1);
      line = w > width ? w % width : w;
    }
  }
  return lines;
}

/**
 * The header height that shows every stop name whole (up to eight lines; a longer one is cut and
 * its full name is on hover), measured in the page's font.
 */
export function headHeight(names: readonly string[], fontFamily: string): number {
  const measure = measurer(fontFamily);
  const width = COL_W - 8; // the name's padding
  const lines = Math.min(MAX_HEAD_LINES, Math.max(0, ...names.map((n) => linesOf(n, width, measure))));
  return Math.max(MIN_HEAD_H, lines * LINE_H + 14);
}

// The grid's selection: an anchor cell and a focus cell, the range between them, and the moves of
// the keyboard (arrows, Tab, Enter, Home/End) clamped to the grid.
import type { Range } from './model';

export interface Pos {
  r: number;
  c: number;
}
export interface Selection {
  anchor: Pos;
  focus: Pos;
}

export const rangeOf = (s: Selection): Range => ({
  r0: Math.min(s.anchor.r, s.focus.r),
  r1: Math.max(s.anchor.r, s.focus.r),
  c0: Math.min(s.anchor.c, s.focus.c),
  c1: Math.max(s.anchor.c, s.focus.c),
});

export const inRange = (x: Range, r: number, c: number) => r >= x.r0 && r <= x.r1 && c >= x.c0 && c <= x.c1;

const MOVES: Record<string, Pos> = {
  ArrowUp: { r: -1, c: 0 },
  ArrowDown: { r: 1, c: 0 },
  ArrowLeft: { r: 0, c: -1 },
  ArrowRight: { r: 0, c: 1 },
};

/** The selection after a navigation key, or null when the key does not navigate. */
export function moveSelection(
  s: Selection,
  key: string,
  shift: boolean,
  rows: number,
  cols: number,
  pageRows: number,
): Selection | null {
  const clamp = (p: Pos): Pos => ({
    r: Math.max(0, Math.min(rows - 1, p.r)),
    c: Math.max(0, Math.min(cols - 1, p.c)),
  });
  let next: Pos;
  const f = s.focus;
  if (MOVES[key]) next = { r: f.r + MOVES[key].r, c: f.c + MOVES[key].c };
  else if (key === 'Tab') next = shift ? { r: f.r, c: f.c - 1 } : { r: f.r, c: f.c + 1 };
  else if (key === 'PageDown') next = { r: f.r + pageRows, c: f.c };
  else if (key === 'PageUp') next = { r: f.r - pageRows, c: f.c };
  else if (key === 'Home') next = { r: f.r, c: 0 };
  else if (key === 'End') next = { r: f.r, c: cols - 1 };
  else return null;
  const focus = clamp(next);
  const extend = shift && key !== 'Tab';
  return { anchor: extend ? s.anchor : focus, focus };
}

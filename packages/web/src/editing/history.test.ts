import { describe, expect, it } from 'vitest';
import {
  apply,
  canRedo,
  canUndo,
  HISTORY_LIMIT,
  record,
  redo,
  replacePresent,
  startHistory,
  undo,
} from './history';

const add = (n: number, by: number) => n + by;

describe('history', () => {
  it('undoes and redoes recorded steps in order', () => {
    let h = startHistory(0);
    h = apply(h, add, 1);
    h = apply(h, add, 10);
    expect(h.present).toBe(11);
    h = undo(h);
    expect(h.present).toBe(1);
    h = undo(h);
    expect(h.present).toBe(0);
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(redo(h));
    expect(h.present).toBe(11);
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('drops the redo branch on a new step and ignores no-op steps', () => {
    let h = apply(apply(startHistory(0), add, 1), add, 2);
    h = undo(h);
    h = apply(h, add, 5);
    expect(h.present).toBe(6);
    expect(canRedo(h)).toBe(false);
    expect(record(h, 6)).toBe(h);
  });

  it('replaces the present without a step', () => {
    const h = replacePresent(apply(startHistory(0), add, 1), 7);
    expect(h.present).toBe(7);
    expect(undo(h).present).toBe(0);
  });

  it('keeps at most HISTORY_LIMIT past steps', () => {
    let h = startHistory(0);
    for (let i = 0; i < HISTORY_LIMIT + 20; i++) h = apply(h, add, 1);
    expect(h.past.length).toBe(HISTORY_LIMIT);
    expect(h.present).toBe(HISTORY_LIMIT + 20);
  });
});

import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import type { MapPointerEvent } from './mode';
import type { RulerPoints } from './ruler';
import { RULER_MODE, rulerMode } from './rulerMode';
import { keyEvent } from './testEvents';

/** The screen at 100 px per degree. */
const click = (lon: number, lat: number): MapPointerEvent => ({
  lngLat: [lon, lat],
  point: { x: lon * 100, y: lat * 100 },
  project: ([x, y]) => ({ x: x * 100, y: y * 100 }),
  featuresAt: () => [],
  preventDefault: () => {},
});

/** The ruler mode over a list of points kept here, as the screen's state would. */
function ruler() {
  const state = { points: [] as RulerPoints, exited: false };
  const mode = () =>
    rulerMode(
      state.points,
      (change) => (state.points = change(state.points)),
      () => (state.exited = true),
    );
  return { state, mode };
}

describe('ruler mode', () => {
  it('adds a point per click on the map and removes a point clicked again', () => {
    const { state, mode } = ruler();
    expect(mode().id).toBe(RULER_MODE);
    expect(mode().cursor).toBe('crosshair');
    mode().click!(click(0, 0));
    mode().click!(click(1, 0));
    mode().click!(click(2, 0));
    expect(state.points).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ]);
    // 3 px from the middle point: that point goes.
    mode().click!(click(1.03, 0));
    expect(state.points).toEqual([
      [0, 0],
      [2, 0],
    ]);
  });

  it('finds a point added by the previous click, before anything is drawn', () => {
    const { state, mode } = ruler();
    const stale = mode();
    stale.click!(click(0, 0));
    stale.click!(click(0, 0)); // the same mode object: it reads the latest points
    expect(state.points).toEqual([]);
  });

  it('leaves with Escape and ignores other keys', () => {
    const { state, mode } = ruler();
    mode().key!(keyEvent('a'));
    expect(state.exited).toBe(false);
    mode().key!(keyEvent('Escape'));
    expect(state.exited).toBe(true);
  });

  it('draws its points and the line through them', () => {
    const { state, mode } = ruler();
    mode().click!(click(0, 0));
    mode().click!(click(0, 1));
    const props = (node: unknown) => (node as ReactElement<{ points: RulerPoints }>).props;
    expect(props(mode().layers).points).toBe(state.points);
    expect(mode().overlay).toBeUndefined(); // the distance shows beside the toggle
  });
});

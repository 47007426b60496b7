import { describe, expect, it } from 'vitest';
import {
  createModeDispatcher,
  modeCursor,
  type HitFeature,
  type MapMode,
  type MapPointerEvent,
} from './mode';
import { keyEvent } from './testEvents';

/** A map with one feature of layer 'stops' drawn at (100, 100). */
function setUp(first: MapMode) {
  let current = first;
  const cursors: string[] = [];
  const dispatcher = createModeDispatcher({
    mode: () => current,
    project: ([lon, lat]) => ({ x: lon * 10, y: lat * 10 }),
    featuresNear: (point, layers): HitFeature[] =>
      layers.includes('stops') && Math.hypot(point.x - 100, point.y - 100) <= 6
        ? [{ properties: { id: 1 } }]
        : [],
    setCursor: (cursor) => cursors.push(cursor),
  });
  return {
    dispatcher,
    cursors,
    switchTo(mode: MapMode) {
      current = mode;
      dispatcher.refresh();
    },
  };
}

const raw = (x: number, y: number, prevented: string[] = []) => ({
  lngLat: { lng: x / 10, lat: y / 10 },
  point: { x, y },
  preventDefault: () => prevented.push('prevented'),
});

/** A mode that records what it receives. */
function recorder(id: string, cursor: string, log: string[]): MapMode {
  const note = (what: string) => (e: MapPointerEvent) => log.push(`${id} ${what} ${e.lngLat.join(',')}`);
  return {
    id,
    cursor,
    click: note('click'),
    pointerDown: note('down'),
    pointerMove: note('move'),
    pointerUp: note('up'),
    release: () => log.push(`${id} release`),
    key: (e) => log.push(`${id} key ${e.key}`),
  };
}

describe('map mode dispatch', () => {
  it('hands every event to the current mode, with the position in longitude and latitude', () => {
    const log: string[] = [];
    const { dispatcher } = setUp(recorder('a', 'grab', log));
    dispatcher.pointer('pointerDown', raw(10, 20));
    dispatcher.pointer('pointerMove', raw(30, 40));
    dispatcher.pointer('pointerUp', raw(30, 40));
    dispatcher.pointer('click', raw(30, 40));
    dispatcher.release();
    dispatcher.key(keyEvent('Escape'));
    expect(log).toEqual(['a down 1,2', 'a move 3,4', 'a up 3,4', 'a click 3,4', 'a release', 'a key Escape']);
  });

  it('switching modes swaps the handlers and the cursor', () => {
    const log: string[] = [];
    const { dispatcher, cursors, switchTo } = setUp(recorder('a', 'grab', log));
    dispatcher.refresh();
    dispatcher.pointer('click', raw(10, 10));
    switchTo(recorder('b', 'crosshair', log));
    dispatcher.pointer('click', raw(20, 20));
    switchTo({ id: 'c', cursor: 'grab' }); // no handlers: events are ignored
    dispatcher.pointer('click', raw(30, 30));
    dispatcher.key(keyEvent('Escape'));
    expect(log).toEqual(['a click 1,1', 'b click 2,2']);
    expect(cursors).toEqual(['grab', 'crosshair', 'grab']);
  });

  it('shows the hover cursor over the mode’s hover layers only', () => {
    const { dispatcher, cursors, switchTo } = setUp({
      id: 'browse',
      cursor: 'grab',
      hover: { layers: ['stops'], cursor: 'pointer' },
    });
    dispatcher.refresh();
    dispatcher.pointer('pointerMove', raw(102, 101));
    dispatcher.pointer('pointerMove', raw(103, 100)); // still over it: no new cursor
    dispatcher.pointer('pointerMove', raw(150, 150));
    dispatcher.pointer('pointerMove', raw(100, 100));
    dispatcher.leave();
    dispatcher.pointer('pointerMove', raw(100, 100));
    switchTo({ id: 'ruler', cursor: 'crosshair' }); // over the feature, but the ruler has no hover
    expect(cursors).toEqual(['grab', 'pointer', 'grab', 'pointer', 'grab', 'pointer', 'crosshair']);
    expect(modeCursor({ id: 'x', cursor: 'grab' }, true)).toBe('grab');
  });

  it('lets a mode hit-test, project and stop the map from panning', () => {
    const seen: unknown[] = [];
    const prevented: string[] = [];
    const { dispatcher } = setUp({
      id: 'drag',
      cursor: 'grab',
      pointerDown: (e) => {
        seen.push(e.featuresAt(['stops']).length, e.featuresAt(['other']).length, e.project([5, 6]));
        e.preventDefault();
      },
    });
    dispatcher.pointer('pointerDown', raw(99, 99, prevented));
    dispatcher.pointer('pointerDown', raw(200, 200, prevented));
    expect(seen).toEqual([1, 0, { x: 50, y: 60 }, 0, 0, { x: 50, y: 60 }]);
    expect(prevented).toHaveLength(2);
  });
});

// Dragging the new or edited stop: the point follows the pointer; the release is one undo step.
import type { MapMode } from '../../map/mode';
import { draftPosition } from '../stopDraft';
import { dragPoint, releasePoint } from '../stopsMode';
import { stopsKey, type StopsModeContext } from './context';

export function draggingMode(ctx: StopsModeContext): MapMode {
  return {
    id: 'dragging',
    cursor: 'grabbing',
    pointerMove: (e) => ctx.setMode((m) => dragPoint(m, e.lngLat)),
    pointerUp: (e) => ctx.setMode((m) => releasePoint(m, e.lngLat)),
    // Released outside the map: the move ends where the point was last drawn.
    release: () =>
      ctx.setMode((m) =>
        m.kind === 'movingPoint' ? releasePoint(m, draftPosition(m.draft.present) ?? m.origin) : m,
      ),
    key: stopsKey(ctx, true),
  };
}

// Dragging a shape point: it follows the pointer; the release is one undo step.
import type { MapMode } from '../../map/mode';
import { dragTo, release } from '../shapeEditor';
import { shapeKey, type ShapeModeContext } from './context';

export function dragMode(ctx: ShapeModeContext): MapMode {
  return {
    id: 'shape-drag',
    cursor: 'grabbing',
    pointerMove: (e) => ctx.setState((s) => dragTo(s, e.lngLat)),
    pointerUp: (e) => ctx.setState((s) => release(s, e.lngLat)),
    // Released outside the map: the point stays where it was last drawn.
    release: () => ctx.setState((s) => release(s, null)),
    key: shapeKey(ctx),
  };
}

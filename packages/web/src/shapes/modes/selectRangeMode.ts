// Picking the section to edit: clicks on points set its start and end (see pickPoint).
import type { MapMode } from '../../map/mode';
import { pickPoint } from '../shapeEditor';
import { POINTS_LAYER } from '../shapeStyle';
import { pointAt, shapeKey, type ShapeModeContext } from './context';

export function selectRangeMode(ctx: ShapeModeContext): MapMode {
  return {
    id: 'shape-select-range',
    cursor: 'default',
    hover: { layers: [POINTS_LAYER], cursor: 'pointer' },
    click: (e) => {
      const index = pointAt(e);
      if (index !== null) ctx.setState((s) => pickPoint(s, index));
    },
    key: shapeKey(ctx),
  };
}

// The stops map's modes, one per state of stopsMode.ts (after iD's modes/index.js).
import type { MapMode } from '../../map/mode';
import type { StopsMode } from '../stopsMode';
import { addingMode } from './addingMode';
import { browseMode } from './browseMode';
import type { StopsModeContext } from './context';
import { draggingMode } from './draggingMode';
import { editingMode } from './editingMode';

export type { StopsModeContext } from './context';

export function stopsMapMode(state: StopsMode, ctx: StopsModeContext): MapMode {
  switch (state.kind) {
    case 'idle':
      return browseMode(ctx);
    case 'adding':
      return addingMode(ctx);
    case 'addDataPoint':
    case 'editDataPoint':
      return editingMode(ctx);
    case 'movingPoint':
      return draggingMode(ctx);
  }
}

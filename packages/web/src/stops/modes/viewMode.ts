// Browsing the stops for someone who may not edit: the map pans and zooms and there is no add button.
// Given `open`, a click on a stop opens its details (read-only) and Escape or a click on empty map
// closes them; without it (the shapes and stop-times maps) stops take no clicks.
import type { MapMode } from '../../map/mode';
import { STOPS_LAYER } from '../../map/stopStyle';
import { STOP_HOVER } from './context';

export function viewMode(open?: (stopRowId: number | null) => void): MapMode {
  if (!open) return { id: 'view', cursor: 'grab' };
  return {
    id: 'view',
    cursor: 'grab',
    hover: STOP_HOVER,
    click: (e) => {
      const hit = e.featuresAt([STOPS_LAYER])[0];
      open(hit ? Number(hit.properties?.id) : null);
    },
    key: (e) => {
      if (e.key === 'Escape') open(null);
    },
  };
}

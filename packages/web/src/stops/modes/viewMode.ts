// Browsing the stops for someone who may not edit: the map pans and zooms, the stops take no clicks
// and there is no add button.
import type { MapMode } from '../../map/mode';

export function viewMode(): MapMode {
  return { id: 'view', cursor: 'grab' };
}

// Hit testing with a few pixels of slack, so small circles are easy to click and grab.
import type { MapGeoJSONFeature, Map as MaplibreMap, PointLike } from 'maplibre-gl';

export const HIT_TOLERANCE_PX = 6;

export function featuresNear(
  map: MaplibreMap,
  point: { x: number; y: number },
  layers: string[],
  tolerance = HIT_TOLERANCE_PX,
): MapGeoJSONFeature[] {
  const present = layers.filter((id) => map.getLayer(id));
  if (present.length === 0) return [];
  const box: [PointLike, PointLike] = [
    [point.x - tolerance, point.y - tolerance],
    [point.x + tolerance, point.y + tolerance],
  ];
  const found = map.queryRenderedFeatures(box, { layers: present });
  // The nearest first: with dense stops the box may catch several.
  const distance = (f: MapGeoJSONFeature) => {
    if (f.geometry.type !== 'Point') return Infinity;
    const p = map.project(f.geometry.coordinates as [number, number]);
    return (p.x - point.x) ** 2 + (p.y - point.y) ** 2;
  };
  return found.sort((a, b) => distance(a) - distance(b));
}

// Draw through stops: a trip's stops in stop_sequence order as a line, routed along the streets by
// the server's provider (POST mapmatching/route/) or, without one or when it finds no route, as
// straight segments between the stops.
import { apiRequest } from '../api/client';
import type { LngLat } from '../map/geo';

export type DrawnHow = 'routed' | 'straight' | 'noRoute';

export interface DrawnLine {
  points: LngLat[];
  how: DrawnHow;
}

export async function drawThroughStops(stops: LngLat[], routing: boolean): Promise<DrawnLine> {
  if (!routing || stops.length < 2) return { points: stops, how: 'straight' };
  const answer = await apiRequest<{ points: LngLat[] | null }>('mapmatching/route/', {
    method: 'POST',
    body: { points: stops },
    timeoutMs: 60_000,
  }).catch(() => ({ points: null }));
  return answer.points ? { points: answer.points, how: 'routed' } : { points: stops, how: 'noRoute' };
}

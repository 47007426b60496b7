// The map-matching line while the switch is on: the editable points are sent to the server (which
// asks OSRM or Mapbox) shortly after the last edit. More than 100 points: no request, a warning and
// no line; fewer than 2: no request; a failure or no match: no line and no message.
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import type { LngLat } from '../map/geo';

export const MAX_MATCH_POINTS = 100;
const MATCH_DEBOUNCE_MS = 400;

export interface MapMatching {
  line: LngLat[] | null;
  tooMany: boolean;
  loading: boolean;
}

export function useMapMatching(on: boolean, points: readonly LngLat[]): MapMatching {
  const [debounced] = useDebouncedValue(points, MATCH_DEBOUNCE_MS);
  const tooMany = points.length > MAX_MATCH_POINTS;
  const ask = on && !tooMany && debounced.length >= 2 && debounced.length <= MAX_MATCH_POINTS;
  const query = useQuery({
    // The points are the key only when they are asked about: hashing a 5,000-point key at every
    // render of a drag cost more than the rest of the render.
    queryKey: ['mapmatching', ask ? debounced : null],
    queryFn: ({ signal }) =>
      apiRequest<{ points: LngLat[] | null }>('mapmatching/', {
        method: 'POST',
        body: { points: debounced },
        timeoutMs: 15_000,
        signal,
      }).catch(() => ({ points: null })),
    enabled: ask,
    staleTime: Infinity,
    retry: false,
  });
  const fresh = ask && debounced === points;
  return {
    line: fresh ? (query.data?.points ?? null) : null,
    tooMany: on && tooMany,
    loading: on && !tooMany && (query.isFetching || (points.length >= 2 && debounced !== points)),
  };
}

// The base map style (MAP_STYLE_URL, served by /api/config/). The map starts at once on a plain
// local style, so the data layers draw even when the base map cannot load (offline, tests), and
// switches to the configured style when it arrives. Either way the glyphs (the fonts of every text
// on the map) come from Ruta's own server, so stop names draw with no base map, whatever its host.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useAppConfig } from '../api/config';
import { withRutaGlyphs } from './glyphs';

export const FALLBACK_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'background', type: 'background', paint: { 'background-color': '#eef0f2' } }],
};

const STYLE_TIMEOUT_MS = 5000;

/** Fetches and checks a style document; throws when it is unreachable or not a MapLibre style. */
export async function fetchStyle(url: string, signal?: AbortSignal): Promise<StyleSpecification> {
  const timeout = AbortSignal.timeout(STYLE_TIMEOUT_MS);
  const response = await fetch(url, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  if (!response.ok) throw new Error(`map style ${url} answered ${response.status}`);
  const style = (await response.json()) as StyleSpecification;
  if (style?.version !== 8 || !Array.isArray(style.layers)) throw new Error(`${url} is not a MapLibre style`);
  return style;
}

export interface BaseStyle {
  style: StyleSpecification;
  /** True once the configured style is in use; false while loading or when it failed. */
  loaded: boolean;
  /** True when the configured style could not be loaded (offline, wrong URL). */
  failed: boolean;
}

export function useBaseStyle(): BaseStyle {
  const config = useAppConfig();
  const url = config.data?.map_style_url;
  const remote = useQuery({
    queryKey: ['map-style', url],
    queryFn: ({ signal }) => fetchStyle(url!, signal),
    enabled: !!url,
    staleTime: Infinity,
    retry: false,
  });
  useEffect(() => {
    if (remote.error) console.warn('base map unavailable, drawing data layers only:', remote.error);
  }, [remote.error]);
  const style = useMemo(
    () => withRutaGlyphs(remote.data ?? FALLBACK_STYLE, window.location.origin),
    [remote.data],
  );
  return { style, loaded: !!remote.data, failed: remote.isError || config.isError };
}

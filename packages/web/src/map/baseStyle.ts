// The base map style (MAP_STYLE_URL, served by /api/config/). The map starts at once on a plain
// local style, so the data layers draw even when the base map cannot load (offline, tests), and
// switches to the configured style when it arrives.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { StyleSpecification } from 'maplibre-gl';
import { useAppConfig } from '../api/config';

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
  /** Text labels need the style's glyphs (font) URL; the fallback has none. */
  hasGlyphs: boolean;
  /** A font the style's glyphs serve, read from its own text layers. */
  textFont: string[];
}

/** The first literal text-font of the style's symbol layers (fonts differ from style to style). */
export function styleTextFont(style: StyleSpecification): string[] {
  for (const layer of style.layers) {
    const font = layer.type === 'symbol' ? layer.layout?.['text-font'] : undefined;
    if (Array.isArray(font) && font.every((f) => typeof f === 'string')) return font as string[];
  }
  return ['Noto Sans Regular'];
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
  const style = remote.data ?? FALLBACK_STYLE;
  return {
    style,
    loaded: !!remote.data,
    failed: remote.isError || config.isError,
    hasGlyphs: !!style.glyphs,
    textFont: styleTextFont(style),
  };
}

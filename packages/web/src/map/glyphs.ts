// Glyphs are the fonts of every text MapLibre draws. Ruta serves them itself (the server's
// /fonts/{fontstack}/{range}.pbf), so stop names draw with no base map and whatever host the base
// style comes from.
import type { StyleSpecification } from 'maplibre-gl';

/** The font of Ruta's labels; the server answers it for any font stack a base style names too. */
export const LABEL_FONT = ['Noto Sans Regular'];

/** The style with its glyphs taken from Ruta at `origin` (absolute: MapLibre fetches glyphs from its
 * worker, where a relative URL has no page to resolve against). */
export function withRutaGlyphs(style: StyleSpecification, origin: string): StyleSpecification {
  return { ...style, glyphs: `${origin}/fonts/{fontstack}/{range}.pbf` };
}

import type { StyleSpecification } from 'maplibre-gl';
import { describe, expect, it } from 'vitest';
import { withRutaGlyphs } from './glyphs';

describe('map glyphs', () => {
  it("come from Ruta, not from the base style's host", () => {
    const remote: StyleSpecification = {
      version: 8,
      glyphs: 'https://tiles.example.org/fonts/{fontstack}/{range}.pbf',
      sources: {},
      layers: [{ id: 'background', type: 'background' }],
    };
    const style = withRutaGlyphs(remote, 'https://ruta.example.org');
    expect(style.glyphs).toBe('https://ruta.example.org/fonts/{fontstack}/{range}.pbf');
    expect(style.layers).toBe(remote.layers);
  });

  it('are given to a style without any (the fallback drawn when the base style cannot load)', () => {
    const plain: StyleSpecification = { version: 8, sources: {}, layers: [] };
    expect(withRutaGlyphs(plain, 'http://localhost:8080').glyphs).toBe(
      'http://localhost:8080/fonts/{fontstack}/{range}.pbf',
    );
  });
});

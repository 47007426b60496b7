// The direction arrow drawn along shapes. An icon drawn on a
// canvas rather than a text glyph, so arrows show even when the base style (and its fonts) cannot load.
import type { Map as MaplibreMap } from 'maplibre-gl';

export const ARROW_IMAGE = 'ruta-arrow';

export function addArrowImage(map: MaplibreMap): void {
  if (map.hasImage(ARROW_IMAGE)) return;
  const size = 32;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  // A chevron pointing right (east): MapLibre rotates line-placed icons along the line.
  ctx.lineWidth = 5;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = '#ffffff';
  ctx.beginPath();
  ctx.moveTo(10, 7);
  ctx.lineTo(22, 16);
  ctx.lineTo(10, 25);
  ctx.stroke();
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = '#1c4f99';
  ctx.stroke();
  map.addImage(ARROW_IMAGE, ctx.getImageData(0, 0, size, size), { pixelRatio: 2 });
}

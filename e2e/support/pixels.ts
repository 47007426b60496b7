// What a map canvas shows, counted by colour: the map draws in WebGL, so a test that wants to know
// whether a line or an icon is on screen looks at a screenshot, decoded by the browser itself.
import type { Page } from 'playwright-core';

/**
 * How many pixels of the PNG `shot` are within `tolerance` (per channel) of each colour in `hex`
 * ('#rrggbb'). `page` only lends its image decoder.
 */
export async function countColours(
  shot: Buffer,
  page: Page,
  hex: string[],
  tolerance = 24,
): Promise<number[]> {
  const targets = hex.map((h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16)));
  return page.evaluate(
    async ({ png, targets, tolerance }) => {
      const bytes = Uint8Array.from(atob(png), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const { data } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const counts = targets.map(() => 0);
      for (let i = 0; i < data.length; i += 4) {
        targets.forEach(([r, g, b], t) => {
          if (
            Math.abs(data[i]! - r!) <= tolerance &&
            Math.abs(data[i + 1]! - g!) <= tolerance &&
            Math.abs(data[i + 2]! - b!) <= tolerance
          )
            counts[t]!++;
        });
      }
      return counts;
    },
    { png: shot.toString('base64'), targets, tolerance },
  );
}

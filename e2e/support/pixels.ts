// What a map canvas shows, counted by colour: the map draws in WebGL, so a test that wants to know
// whether a line or an icon is on screen looks at a screenshot, decoded by the browser itself.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

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

/** Where a coordinate is on the map's canvas (Web Mercator, 512 px tiles), from its centre and zoom. */
export async function pixelOf(page: Page, lon: number, lat: number) {
  const region = page.locator('[data-map-center]');
  await expect.poll(() => region.getAttribute('data-map-center')).not.toBe('');
  const [clon, clat] = (await region.getAttribute('data-map-center'))!.split(',').map(Number) as [
    number,
    number,
  ];
  const zoom = Number(await region.getAttribute('data-map-zoom'));
  const ws = 512 * 2 ** zoom;
  const x = (l: number) => ((l + 180) / 360) * ws;
  const y = (a: number) => ((1 - Math.log(Math.tan(Math.PI / 4 + (a * Math.PI) / 360)) / Math.PI) / 2) * ws;
  const box = (await page.locator('canvas.maplibregl-canvas').boundingBox())!;
  return { x: box.x + box.width / 2 + x(lon) - x(clon), y: box.y + box.height / 2 + y(lat) - y(clat) };
}

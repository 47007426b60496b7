// Waiting for a map screen to finish drawing before acting on it: clicks during a camera move land
// somewhere else (or start no edit at all).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Waits until the map has drawn what was asked (its idle count stops growing). */
export async function settled(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = (await page.locator('[data-map-idle]').getAttribute('data-map-idle')) ?? '';
        const same = now === last && now !== '0';
        last = now;
        return same;
      },
      { interval: 400, timeout: 15_000 },
    )
    .toBe(true);
}

/** Waits until every map on the page, if any, has drawn. Unlike `settled` it does not wait for a map
 * to appear, and a map that leaves meanwhile (a tab switch unmounts it) ends the wait. */
export async function mapsSettled(page: Page) {
  let last: string | undefined;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() =>
          [...document.querySelectorAll('[data-map-idle]')]
            .map((map) => map.getAttribute('data-map-idle'))
            .join(),
        );
        const same = now === last && !now.split(',').includes('0');
        last = now;
        return same;
      },
      { interval: 400, timeout: 15_000 },
    )
    .toBe(true);
}

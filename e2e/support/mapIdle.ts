// Waiting for a map screen to finish drawing before acting on it: clicks during a camera move land
// somewhere else (or start no edit at all), and a click on the zoom buttons stops a flight midway.
// A map is settled when its camera is still and its idle count stays the same over two looks: the
// count alone stays the same for seconds of a long flight that has nothing new to draw.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A map's state as its region says it: idle count, and whether it moves. */
const stateOf = (map: Element) =>
  `${map.getAttribute('data-map-idle')}:${map.getAttribute('data-map-moving')}`;
const still = (state: string) => !state.startsWith('0:') && state.endsWith(':false');

/** Waits until the map has drawn what was asked (its camera still, its idle count no longer growing). */
export async function settled(page: Page) {
  let last = '';
  await expect
    .poll(
      async () => {
        const now = await page.locator('[data-map-idle]').evaluate(stateOf);
        const same = now === last && still(now);
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
  let last: string[] | undefined;
  await expect
    .poll(
      async () => {
        // As stateOf, inside the page (a function passed in would need eval, which the CSP forbids).
        const now = await page.evaluate(() =>
          [...document.querySelectorAll('[data-map-idle]')].map(
            (map) => `${map.getAttribute('data-map-idle')}:${map.getAttribute('data-map-moving')}`,
          ),
        );
        const same = now.join() === last?.join() && now.every(still);
        last = now;
        return same;
      },
      { interval: 400, timeout: 15_000 },
    )
    .toBe(true);
}

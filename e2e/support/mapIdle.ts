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

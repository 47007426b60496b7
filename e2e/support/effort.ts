// The user's effort on a path through the UI, counted as the test walks it: every click (a button, a
// link, a map or a field taken by the mouse) and every keystroke (each character typed, each key
// pressed). A test that measures a path does all its input through one Effort, so nothing is left out.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export class Effort {
  clicks = 0;
  keystrokes = 0;
  /** Where each named step of the path began (the counts then), for the breakdown. */
  private readonly steps: { name: string; clicks: number; keystrokes: number }[] = [];

  constructor(private readonly page: Page) {}

  /** One click on an element. */
  async click(target: Locator) {
    this.clicks++;
    await target.click();
  }

  /** One click at a point of the page (a map). */
  async clickAt(at: { x: number; y: number }) {
    this.clicks++;
    await this.page.mouse.click(at.x, at.y);
  }

  /**
   * `text` typed into a field: one keystroke a character, plus a click to take the field unless it
   * already has the focus (checked, so a count cannot lean on a focus that is not there) and a
   * select-all when the field already holds something the text replaces.
   */
  async type(field: Locator, text: string, { focused = false } = {}) {
    if (focused) await expect.poll(() => field.evaluate((el) => el === document.activeElement)).toBe(true);
    else this.clicks++;
    if ((await field.inputValue()) !== '') this.keystrokes++;
    this.keystrokes += text.length;
    await field.fill(text);
  }

  /** Tab pressed until `field` has the focus (at most `max` times), each press a keystroke. */
  async tabTo(field: Locator, max = 8) {
    const focused = () => field.evaluate((el) => el === document.activeElement);
    for (let i = 0; i < max && !(await focused()); i++) await this.press('Tab');
    expect(await focused()).toBe(true);
  }

  /** One key (or chord, such as Control+S) pressed on `target`, or wherever the focus is. */
  async press(key: string, target?: Locator) {
    this.keystrokes++;
    if (target) await target.press(key);
    else await this.page.keyboard.press(key);
  }

  /** A dropdown opened and one of its options clicked. */
  async choose(select: Locator, option: Locator) {
    await this.click(select);
    await this.click(option);
  }

  /** Starts a named step of the path: what follows counts under it in the breakdown. */
  step(name: string) {
    this.steps.push({ name, clicks: this.clicks, keystrokes: this.keystrokes });
  }

  /** Each step's clicks and keystrokes, one a line, to see where a path's effort goes. */
  breakdown(): string {
    const ends = [...this.steps.slice(1), { clicks: this.clicks, keystrokes: this.keystrokes }];
    return this.steps
      .map(
        (s, i) =>
          `${s.name}: ${ends[i]!.clicks - s.clicks} clicks, ${ends[i]!.keystrokes - s.keystrokes} keystrokes`,
      )
      .join('\n');
  }

  /** The counts, as printed after a path. */
  toString() {
    return `${this.clicks} clicks, ${this.keystrokes} keystrokes`;
  }
}

import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, darkenHex, readableText, readableTextVariables } from './themeContrast';

describe('readable theme text', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
    expect(darkenHex('#808080', 0.5)).toBe('#404040');
  });

  it('gives every Mantine colour a text that reads on its tint and on white', () => {
    for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
      if (name === 'dark') continue;
      const text = readableText(shades);
      expect(contrastRatio(text, shades[1]), name).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, '#ffffff'), name).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps a shade that already reads and darkens yellow beyond its own shades', () => {
    expect(DEFAULT_THEME.colors.blue.slice(7)).toContain(readableText(DEFAULT_THEME.colors.blue));
    const yellow = readableText(DEFAULT_THEME.colors.yellow);
    expect(DEFAULT_THEME.colors.yellow).not.toContain(yellow);
    expect(readableTextVariables({ yellow: DEFAULT_THEME.colors.yellow })).toEqual({
      '--mantine-color-yellow-light-color': yellow,
      '--mantine-color-yellow-outline': yellow,
      '--mantine-color-yellow-text': yellow,
    });
  });
});

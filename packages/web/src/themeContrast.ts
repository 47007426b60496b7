// Text colours that meet WCAG AA (4.5:1) on the backgrounds Mantine writes them on. Mantine's own
// light-variant text (a badge, an alert, a subtle button) is shade 6 of its colour, which for
// yellow, orange, teal and others is below 4.5:1 on its tinted background; this picks, per colour,
// the lightest shade from 7 up that reads on shade 1 (darker than any tint Mantine uses), or
// shade 9 darkened until it does.

const AA = 4.6; // 4.5:1 with a margin for the tint's blending over grey page backgrounds

function channels(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** `hex` mixed with black by `amount` (0–1). */
export function darkenHex(hex: string, amount: number): string {
  return (
    '#' +
    channels(hex)
      .map((v) =>
        Math.round(v * (1 - amount))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

/** The text colour for a colour's light, subtle and outline variants and its `c="color"` text. */
export function readableText(shades: readonly string[]): string {
  const background = shades[1]!;
  for (const shade of [7, 8, 9]) if (contrastRatio(shades[shade]!, background) >= AA) return shades[shade]!;
  let text = shades[9]!;
  for (let step = 1; step <= 20 && contrastRatio(text, background) < AA; step++)
    text = darkenHex(shades[9]!, step * 0.05);
  return text;
}

/** Mantine's per-colour text variables set to readable colours, for a CSS variables resolver. */
export function readableTextVariables(colors: Record<string, readonly string[]>): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark' || !shades[9]?.startsWith('#')) continue;
    const text = readableText(shades);
    for (const variable of ['light-color', 'outline', 'text'])
      variables[`--mantine-color-${name}-${variable}`] = text;
  }
  return variables;
}

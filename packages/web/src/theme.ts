import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { readableTextVariables } from './themeContrast';

// A restrained petrol blue-green as the brand colour; everything else is Mantine's default theme.
const ruta: MantineColorsTuple = [
  '#e3fafc',
  '#c5f6fa',
  '#99e9f2',
  '#66d9e8',
  '#3bc9db',
  '#22b8cf',
  '#15aabf',
  '#1098ad',
  // Shades 8 and 9 darker than the source palette's, so that links and white-on-filled text reach
  // 4.5:1 (its #0c8599 is 4.3:1 on white).
  '#0b7285',
  '#095c6b',
];

export const theme = createTheme({
  primaryColor: 'ruta',
  primaryShade: 8,
  colors: { ruta },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
  // Filled buttons and badges write black on light colours (yellow, orange, teal…) and white on
  // dark ones; at this threshold either side reaches 4.5:1.
  autoContrast: true,
  luminanceThreshold: 0.175,
});

/** Secondary ("dimmed") text: Mantine's gray.6 (#868e96) is 3.3:1 on white; this grey is 5.2:1 on
 * white and 4.6:1 on gray.1, the lightest and darkest backgrounds it is written on (WCAG AA 4.5:1). */
export const DIMMED_TEXT = '#676e75';

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: { '--mantine-color-dimmed': DIMMED_TEXT, ...readableTextVariables(resolved.colors) },
  dark: {},
});

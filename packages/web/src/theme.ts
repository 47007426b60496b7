import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  '#0c8599',
  '#0b7285',
];

export const theme = createTheme({
  primaryColor: 'ruta',
  primaryShade: 8,
  colors: { ruta },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '650' },
});

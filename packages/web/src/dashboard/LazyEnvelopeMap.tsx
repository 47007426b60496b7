// The dashboard's map, fetched with MapLibre only when the dashboard shows it: the rest of the
// dashboard draws first. Meanwhile a plain box keeps the card's size, so nothing jumps.
import { Box } from '@mantine/core';
import { lazyComponent } from '../common/lazyComponent';

export const EnvelopeMap = lazyComponent(
  () => import('./EnvelopeMap').then((m) => m.EnvelopeMap),
  ({ height }) => <Box h={height} bg="gray.1" />,
);

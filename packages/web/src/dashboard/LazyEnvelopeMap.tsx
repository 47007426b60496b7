// The dashboard's map, fetched with MapLibre only when the dashboard shows it: the rest of the
// dashboard draws first, and meanwhile the card shows the outline drawing the map falls back to
// without WebGL, at the map's size, so nothing jumps when the map arrives.
import { Box } from '@mantine/core';
import { lazyComponent } from '../common/lazyComponent';
import { EnvelopeThumbnail } from '../map/EnvelopeThumbnail';

export const EnvelopeMap = lazyComponent(
  () => import('./EnvelopeMap').then((m) => m.EnvelopeMap),
  ({ envelope, label, emptyLabel, height }) => (
    <Box h={height}>
      <EnvelopeThumbnail
        envelope={envelope}
        label={label}
        emptyLabel={emptyLabel}
        box={{ width: 560, height, padding: 20 }}
      />
    </Box>
  ),
);

// The frame of the panels beside the stops map (the stop form, a viewer's stop details): full
// height, white, a line between it and the map. Spread on their Mantine Stack.
export const SIDE_PANEL = {
  gap: 0,
  h: '100%',
  bg: 'white',
  style: { borderLeft: '1px solid var(--mantine-color-gray-3)' },
} as const;

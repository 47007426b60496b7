// The grid's geometry and the styles its header and body cells share.
export const ROW_H = 30;
export const COL_W = 80;
export const TRIP_W = 180;
export const HEAD_H = 62;

export const BORDER = '1px solid var(--mantine-color-gray-3)';
export const HEAD_STYLE = {
  background: 'var(--mantine-color-gray-0)',
  borderBottom: '1px solid var(--mantine-color-gray-4)',
  borderRight: BORDER,
  display: 'flex',
  alignItems: 'flex-end',
  paddingBottom: 4,
} as const;

/** A stop's column box at `c`, in a header (taller) or in a row. */
export const columnBox = (c: number, height: number) =>
  ({ position: 'absolute', left: TRIP_W + c * COL_W, top: 0, width: COL_W, height }) as const;

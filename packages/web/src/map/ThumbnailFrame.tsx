import { useId, type ReactNode } from 'react';
import type { FitBox } from './envelope';

/** A project thumbnail's drawing surface: a light background with a faint 24 px grid under it. */
export function ThumbnailFrame({
  box,
  label,
  testId,
  children,
}: {
  box: FitBox;
  /** Accessible description of the drawing. */
  label: string;
  testId?: string;
  children: ReactNode;
}) {
  const gridId = useId();
  const { width, height } = box;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
      role="img"
      aria-label={label}
      data-testid={testId}
    >
      <defs>
        <pattern id={gridId} width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0V24" fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={width} height={height} fill="var(--mantine-color-gray-0)" />
      <rect width={width} height={height} fill={`url(#${gridId})`} />
      {children}
    </svg>
  );
}

import { useId } from 'react';
import { CARD_THUMBNAIL, envelopePath, type FitBox } from './envelope';

interface Props {
  envelope: unknown;
  /** Accessible description: the area, or that there is none yet. */
  label: string;
  emptyLabel: string;
  box?: FitBox;
}

/**
 * The project's envelope drawn from its own geometry over a faint grid; a neutral placeholder (a
 * dashed route between two stops) when the project has no geographic data yet.
 */
export function EnvelopeThumbnail({ envelope, label, emptyLabel, box = CARD_THUMBNAIL }: Props) {
  const gridId = useId();
  const path = envelopePath(envelope, box);
  const { width, height } = box;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
      role="img"
      aria-label={path ? label : emptyLabel}
    >
      <defs>
        <pattern id={gridId} width="24" height="24" patternUnits="userSpaceOnUse">
          <path d="M24 0H0V24" fill="none" stroke="var(--mantine-color-gray-2)" strokeWidth="1" />
        </pattern>
      </defs>
      <rect width={width} height={height} fill="var(--mantine-color-gray-0)" />
      <rect width={width} height={height} fill={`url(#${gridId})`} />
      {path ? (
        <path
          d={path}
          fill="var(--mantine-primary-color-filled)"
          fillOpacity={0.15}
          stroke="var(--mantine-primary-color-filled)"
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      ) : (
        <g stroke="var(--mantine-color-gray-4)" fill="none" strokeWidth={3} strokeLinecap="round">
          <path
            d={`M${width / 2 - 60} ${height / 2 + 22} C ${width / 2 - 20} ${height / 2 + 22}, ${width / 2 + 20} ${height / 2 - 22}, ${width / 2 + 60} ${height / 2 - 22}`}
            strokeDasharray="2 9"
          />
          <circle cx={width / 2 - 60} cy={height / 2 + 22} r={7} fill="var(--mantine-color-gray-0)" />
          <circle cx={width / 2 + 60} cy={height / 2 - 22} r={7} fill="var(--mantine-color-gray-0)" />
        </g>
      )}
    </svg>
  );
}

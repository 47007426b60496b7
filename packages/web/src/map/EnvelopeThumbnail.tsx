import { CARD_THUMBNAIL, envelopePath, type FitBox } from './envelope';
import { ThumbnailFrame } from './ThumbnailFrame';

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
  const path = envelopePath(envelope, box);
  const { width, height } = box;
  return (
    <ThumbnailFrame box={box} label={path ? label : emptyLabel}>
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
    </ThumbnailFrame>
  );
}

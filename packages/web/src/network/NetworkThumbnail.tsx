import type { Project } from '../api/projects';
import { CARD_THUMBNAIL, type FitBox } from '../map/envelope';
import { EnvelopeThumbnail } from '../map/EnvelopeThumbnail';
import { ThumbnailFrame } from '../map/ThumbnailFrame';
import { useNetworkSketch } from './api';
import { sketchPaths } from './sketchGeometry';

interface Props {
  project: Pick<Project, 'project_id' | 'envelope' | 'network_computed_at'>;
  /** Accessible description: the network, or that there is none yet. */
  label: string;
  emptyLabel: string;
  box?: FitBox;
}

/**
 * The project's network drawn from its stored sketch over the faint grid: each route's lines in its
 * colour, the stops as dots. Until the sketch exists (computed a moment after an import) the
 * envelope stands in, and a project with no geographic data keeps the neutral placeholder.
 */
export function NetworkThumbnail({ project, label, emptyLabel, box = CARD_THUMBNAIL }: Props) {
  const hasArea = !!project.envelope;
  const query = useNetworkSketch(project.project_id, project.network_computed_at);
  const sketch = hasArea ? query.data?.sketch : null;
  if (!sketch)
    return <EnvelopeThumbnail envelope={project.envelope} label={label} emptyLabel={emptyLabel} box={box} />;
  const paths = sketchPaths(sketch, box);
  return (
    <ThumbnailFrame box={box} label={label} testId="network-sketch">
      <path
        d={paths.stops}
        stroke="var(--mantine-color-gray-6)"
        strokeWidth={3}
        strokeLinecap="round"
        data-testid="sketch-stops"
      />
      {paths.routes.map((r) => (
        <path
          key={r.routeId}
          d={r.d}
          fill="none"
          stroke={r.color}
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          strokeOpacity={0.9}
          data-route-id={r.routeId}
        >
          <title>{r.name}</title>
        </path>
      ))}
    </ThumbnailFrame>
  );
}

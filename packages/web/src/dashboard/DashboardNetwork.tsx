// The dashboard's picture of the network: over the base map, when one loaded, an interactive map
// with the network as data layers; otherwise (offline, no base map configured) the SVG sketch, which
// needs no tile server. A project with no geographic data keeps its placeholder.
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Project } from '../api/projects';
import { EnvelopeMap } from './LazyEnvelopeMap';
import { useBaseStyle } from '../map/baseStyle';
import { useNetworkSketch } from '../network/api';
import { NetworkLayers } from '../network/NetworkLayers';
import { NetworkThumbnail } from '../network/NetworkThumbnail';

const HEIGHT = 320;
const BOX = { width: 560, height: HEIGHT, padding: 20 };

export function DashboardNetwork({ project }: { project: Project }) {
  const { t } = useTranslation();
  const { loaded } = useBaseStyle();
  const sketch = useNetworkSketch(project.project_id, project.network_computed_at).data?.sketch;
  const label = t('network.dashboardLabel');
  const thumbnail = (
    <NetworkThumbnail project={project} label={label} emptyLabel={t('dashboard.noArea')} box={BOX} />
  );
  if (!loaded || !project.envelope) return <Box mih={HEIGHT}>{thumbnail}</Box>;
  return (
    <EnvelopeMap
      envelope={project.envelope}
      label={label}
      emptyLabel={t('dashboard.noArea')}
      height={HEIGHT}
      layers={sketch ? <NetworkLayers sketch={sketch} /> : undefined}
      fallback={thumbnail}
    />
  );
}

// The shapes list: the table beside a map drawing the focused shape (arrows every 100 px, fitted
// with padding 50), and the floating button that creates a shape.
import { Alert, Box, Button, Paper, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import type { MapRef } from 'react-map-gl/maplibre';
import { useProject } from '../api/projects';
import type { ShapeListRow } from '../api/shapes';
import { FullHeight } from '../map/FullHeight';
import type { MapMode } from '../map/mode';
import { RutaMap } from '../map/RutaMap';
import { ShapeLayers } from '../map/ShapeLayers';
import { useHomeView } from '../map/useHomeView';
import { useShapePoints } from '../map/useShapePoints';
import { DeleteShapeModal } from './DeleteShapeModal';
import { SHAPE_COLORS } from './shapeStyle';
import { ShapeTable } from './ShapeTable';
import { useFitPoints } from '../map/useFitPoints';
import { useProjectId } from '../common/useProjectId';
import { useProjectAccess } from '../members/access';
import { viewMode } from '../stops/modes/viewMode';

export function ShapesPage() {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const navigate = useNavigate();
  const project = useProject(projectId);
  const view = useHomeView(projectId, project.data);
  const mapRef = useRef<MapRef>(null);
  const [mapReady, setMapReady] = useState(false);
  const [focused, setFocused] = useState<ShapeListRow | null>(null);
  const [deleting, setDeleting] = useState<ShapeListRow | null>(null);
  const { canEdit } = useProjectAccess(projectId);
  // The editor comes back here after a save, saying what it saved.
  const location = useLocation() as {
    state: {
      saved?: { shapeId: string; stopTimes?: number; notGiven?: { trip: string; why: string } };
    } | null;
  };
  const [saved, setSaved] = useState(location.state?.saved ?? null);
  const points = useShapePoints(projectId, focused?.id ?? null);
  useFitPoints(mapRef, mapReady, points.length ? points : null);

  const mode = useMemo<MapMode>(
    () =>
      canEdit
        ? {
            id: 'browse',
            cursor: 'grab',
            overlay: (
              <Button
                size="md"
                radius="xl"
                leftSection={<IconPlus size={20} aria-hidden />}
                onClick={() => void navigate(`/project/${projectId}/shapes/create`)}
                style={{ boxShadow: 'var(--mantine-shadow-md)' }}
              >
                {t('shapes.create')}
              </Button>
            ),
          }
        : viewMode(),
    [navigate, projectId, t, canEdit],
  );

  if (!valid) return <Navigate to="/404" replace />;
  return (
    <FullHeight display="flex" style={{ gap: 'var(--mantine-spacing-md)' }}>
      <Box w={420} miw={320} p="sm" style={{ display: 'flex', flexDirection: 'column' }}>
        <Text fw={700} size="lg" mb="xs" component="h1">
          {t('shapes.title')}
        </Text>
        {saved && (
          <Alert color="teal" withCloseButton onClose={() => setSaved(null)} mb="xs" role="status">
            {saved.stopTimes
              ? t('shapes.savedStopTimes', { id: saved.shapeId, count: saved.stopTimes })
              : t('shapes.saved', { id: saved.shapeId })}
          </Alert>
        )}
        {saved?.notGiven && (
          <Alert color="yellow" mb="xs" role="alert">
            {t('shapes.notGiven', { id: saved.shapeId, ...saved.notGiven })}
          </Alert>
        )}
        <Box style={{ flex: 1, minHeight: 0 }}>
          <ShapeTable
            projectId={projectId}
            focusedId={focused?.id ?? null}
            onFocus={setFocused}
            onDelete={canEdit ? setDeleting : undefined}
          />
        </Box>
      </Box>
      <Box style={{ flex: 1, position: 'relative' }}>
        {view && (
          <RutaMap
            initialView={view}
            label={t('shapes.mapLabel')}
            status={focused ? t('shapes.focusedStatus', { id: focused.shape_id, count: points.length }) : ''}
            mapRef={mapRef}
            mode={mode}
            onLoad={() => setMapReady(true)}
            overlay={
              !focused && (
                <Paper pos="absolute" top={12} left={12} p="xs" shadow="sm" withBorder style={{ zIndex: 2 }}>
                  <Text size="sm" c="dimmed">
                    {t('shapes.noFocus')}
                  </Text>
                </Paper>
              )
            }
          >
            <ShapeLayers id="focused-shape" points={points} color={SHAPE_COLORS.line} />
          </RutaMap>
        )}
      </Box>
      <DeleteShapeModal
        projectId={projectId}
        shape={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(s) => {
          setDeleting(null);
          if (focused?.id === s.id) setFocused(null);
        }}
      />
    </FullHeight>
  );
}

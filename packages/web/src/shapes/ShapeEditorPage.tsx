// The editor's routes: shapes/create, shapes/:rowId (edit), shapes/:rowId/duplicate (a copy
// with the duplication prefix, saved as a new shape) and shapes/:rowId/section (pick a section,
// then edit it). Loads the shape, then hands its points to ShapeEditor.
import { Alert, Button, Center, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useProject } from '../api/projects';
import { useBreadcrumbRecord } from '../layout/breadcrumbRecord';
import { useShape, type ShapeDetail } from '../api/shapes';
import { toLngLat, type LngLat } from '../map/geo';
import { fitView } from '../map/views';
import { useHomeView } from '../map/useHomeView';
import { newShapeDraft } from './shapeDraft';
import { startEditor, type Edition } from './shapeEditor';
import { ShapeEditor } from './ShapeEditor';
import { useProjectId } from '../common/useProjectId';
import { useProjectAccess } from '../members/access';
import { LoadingSpinner } from '../common/Loading';

export type EditorRoute = 'create' | 'edit' | 'duplicate' | 'section';

function pointsOf(shape: ShapeDetail | undefined): LngLat[] {
  return (shape?.points ?? []).flatMap((p) => {
    const at = toLngLat(p.shape_pt_lon, p.shape_pt_lat);
    return at ? [at] : [];
  });
}

const EDITION: Record<EditorRoute, Edition> = {
  create: 'create',
  edit: 'edit',
  duplicate: 'duplicate',
  section: 'selectRange',
};

export function ShapeEditorPage({ route }: { route: EditorRoute }) {
  const { t } = useTranslation();
  const { projectId, valid } = useProjectId();
  const { rowId: rowParam } = useParams();
  const rowId = route === 'create' ? null : Number(rowParam);
  const project = useProject(projectId);
  // A viewer has nothing to do in the editor: the shapes list shows each shape on its map.
  const { role, canEdit } = useProjectAccess(projectId);
  const shape = useShape(projectId, rowId);
  // The editor opens on the shape; a new one on the project's data.
  const home = useHomeView(projectId, project.data);
  const view = useMemo(() => {
    const points = shape.data ? pointsOf(shape.data) : [];
    return fitView(points) ?? home;
  }, [shape.data, home]);
  const shapeId = shape.data?.shape_id;
  useBreadcrumbRecord(
    route === 'create'
      ? t('shapes.createTitle')
      : shapeId === undefined
        ? null
        : route === 'edit'
          ? t('breadcrumb.edit', { id: shapeId })
          : t(route === 'duplicate' ? 'shapes.duplicateTitle' : 'shapes.sectionTitle', { id: shapeId }),
  );

  const setup = useMemo(() => {
    if (route === 'create')
      return { initial: startEditor('create', newShapeDraft()), title: t('shapes.createTitle') };
    if (!shape.data) return null;
    const id = shape.data.shape_id ?? '';
    const points = pointsOf(shape.data);
    if (route === 'duplicate')
      return {
        initial: startEditor('duplicate', newShapeDraft(`${t('shapes.duplicatePrefix')}${id}`, points)),
        title: t('shapes.duplicateTitle', { id }),
      };
    const title = route === 'edit' ? t('shapes.editTitle', { id }) : t('shapes.sectionTitle', { id });
    return { initial: startEditor(EDITION[route], newShapeDraft(id, points)), title };
  }, [route, shape.data, t]);

  if (!valid || (rowId !== null && !Number.isInteger(rowId))) return <Navigate to="/404" replace />;
  if (role && !canEdit) return <Navigate to={`/project/${projectId}/shapes`} replace />;
  if (shape.isError)
    return (
      <Center p="xl">
        <Stack align="center">
          <Alert color="red" role="alert">
            {t('shapes.loadError')}
          </Alert>
          <Button component={Link} to={`/project/${projectId}/shapes`} variant="default">
            {t('shapes.backToList')}
          </Button>
        </Stack>
      </Center>
    );
  if (!setup || !view)
    return (
      <Center p="xl">
        <LoadingSpinner />
      </Center>
    );
  const target =
    route === 'create' || route === 'duplicate' || !shape.data
      ? { rowId: null, version: 0 }
      : { rowId: shape.data.id, version: shape.data.version };
  return (
    <ShapeEditor
      key={`${route}-${rowId}`}
      projectId={projectId}
      initial={setup.initial}
      target={target}
      title={setup.title}
      view={view}
    />
  );
}

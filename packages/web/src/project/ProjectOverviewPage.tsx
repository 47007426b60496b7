import { Alert, Anchor, Badge, Button, Container, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { ApiError } from '../api/client';
import { useProject, type Project } from '../api/projects';
import { FailureMessage } from '../common/FailureMessage';
import { RelativeTime } from '../common/RelativeTime';
import { DeleteProjectModal } from '../projects/DeleteProjectModal';
import { ProjectMenu } from '../projects/ProjectMenu';
import { ProjectDashboard } from '../dashboard/ProjectDashboard';
import { ProjectNameEditor } from './ProjectNameEditor';
import { ImportProgressBar } from '../importReport/ImportProgressBar';
import { useProjectId } from '../common/useProjectId';
import { LoadingRegion } from '../common/Loading';

/**
 * Project overview: name editor, last edit, Delete, the state of a GTFS import, then the
 * dashboard (feed info, envelope map, build card, data cards).
 */
export function ProjectOverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { projectId: id, valid } = useProjectId();
  const project = useProject(id, { enabled: valid });
  const [deleting, setDeleting] = useState(false);

  if (!valid) return <Navigate to="/404" replace />;

  return (
    <Container size="xl" px="lg" py="xl">
      {project.isPending ? (
        <LoadingRegion>
          <Stack gap="sm">
            <Skeleton height={32} width={320} />
            <Skeleton height={16} width={200} />
          </Stack>
        </LoadingRegion>
      ) : project.isError ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          <Stack gap="xs">
            <Text size="sm">
              {project.error instanceof ApiError && project.error.status === 404
                ? t('project.notFound')
                : t('project.loadError')}
            </Text>
            <Anchor component={Link} to="/myprojects" size="sm">
              {t('project.backToList')}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4} miw={0}>
              <ProjectNameEditor project={project.data} />
              <Group gap="sm">
                <Text size="sm" c="dimmed">
                  <RelativeTime
                    iso={project.data.last_modification}
                    render={(time) => t('project.lastEdited', { time })}
                  />
                </Text>
                <StatusBadge project={project.data} />
              </Group>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Button
                component={Link}
                to={`/project/${id}/members`}
                variant="default"
                leftSection={<IconUsers size={16} aria-hidden />}
              >
                {t('members.menu')}
              </Button>
              {project.data.role === 'owner' && (
                <ProjectMenu
                  label={t('project.options')}
                  onDelete={() => setDeleting(true)}
                  variant="default"
                  size="lg"
                />
              )}
            </Group>
          </Group>
          <ImportState project={project.data} />
          {project.data.creation_status !== 'loading_gtfs' && <ProjectDashboard project={project.data} />}
        </Stack>
      )}
      <DeleteProjectModal
        projectId={deleting ? id : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => void navigate('/myprojects')}
      />
    </Container>
  );
}

/** Where the project's data came from; 'empty' is the project's origin, not its state. */
function StatusBadge({ project }: { project: Project }) {
  const { t } = useTranslation();
  if (project.creation_status === 'empty') {
    return (
      <Badge variant="light" color="gray" radius="xl" tt="none">
        {t('project.madeInRutaTitle')}
      </Badge>
    );
  }
  if (project.creation_status === 'from_gtfs') {
    return (
      <Badge variant="light" color="teal" radius="xl" tt="none">
        {t('project.fromGtfsTitle')}
      </Badge>
    );
  }
  return null;
}

/** The import's progress or failure; the project query polls while it runs. */
function ImportState({ project }: { project: Project }) {
  const { t } = useTranslation();
  if (project.creation_status === 'loading_gtfs') {
    return (
      <Alert color="blue" icon={<Loader size={18} />} title={t('project.importingTitle')} role="status">
        <Stack gap="xs">
          <Text size="sm">{t('project.importing')}</Text>
          <ImportProgressBar progress={project.import_progress} />
        </Stack>
      </Alert>
    );
  }
  if (project.creation_status === 'error_loading_gtfs') {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={t('project.importError')} role="alert">
        <FailureMessage
          message={project.loading_gtfs_error_message || t('project.importErrorUnknown')}
          detail={project.loading_gtfs_error_detail}
        />
      </Alert>
    );
  }
  return null;
}

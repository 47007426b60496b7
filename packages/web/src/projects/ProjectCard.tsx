import { Alert, Anchor, Badge, Box, Card, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProject, useUploadGtfs, type Project } from '../api/projects';
import { ErrorSummary } from '../common/ErrorSummary';
import { FailureMessage } from '../common/FailureMessage';
import { FILE_ACCEPT } from '../common/fileKinds';
import { RelativeTime } from '../common/RelativeTime';
import { NetworkThumbnail } from '../network/NetworkThumbnail';
import { ImportProgressBar } from '../importReport/ImportProgressBar';
import { ProjectMenu } from './ProjectMenu';
import { ValidationPill } from './ValidationPill';
import { IconLabelButton } from '../common/IconLabelButton';
import { RoleBadge } from '../members/RoleBadge';

interface Props {
  project: Project;
  onDelete: (projectId: number) => void;
}

/**
 * One project in the list. A project importing its GTFS file is polled every 2 s and
 * cannot be opened; a failed import shows its message with Retry (a new zip) and Delete.
 */
export function ProjectCard({ project, onDelete }: Props) {
  const { t } = useTranslation();
  const loading = project.creation_status === 'loading_gtfs';
  const failed = project.creation_status === 'error_loading_gtfs';
  // Polling writes each answer back into the list cache, which re-renders this card.
  useProject(project.project_id, { enabled: loading });
  const upload = useUploadGtfs(project.project_id);
  const openLabel = t('projects.open', { name: project.name });

  const thumbnail = (
    <NetworkThumbnail
      project={project}
      label={t('network.thumbnail', { name: project.name })}
      emptyLabel={t('projects.noThumbnail')}
    />
  );

  return (
    <Card withBorder radius="md" padding="md" shadow="xs" data-testid="project-card" aria-busy={loading}>
      <Card.Section withBorder style={{ opacity: loading ? 0.55 : 1 }}>
        {loading || failed ? (
          thumbnail
        ) : (
          <Link
            to={`/project/${project.project_id}`}
            aria-label={openLabel}
            tabIndex={-1}
            style={{ display: 'block' }}
          >
            {thumbnail}
          </Link>
        )}
      </Card.Section>

      <Group justify="space-between" align="flex-start" wrap="nowrap" mt="sm" gap="xs">
        <Box miw={0}>
          {loading || failed ? (
            <Text fw={600} truncate="end" title={project.name}>
              {project.name}
            </Text>
          ) : (
            <Anchor
              component={Link}
              to={`/project/${project.project_id}`}
              fw={600}
              c="inherit"
              truncate="end"
              title={project.name}
              display="block"
            >
              {project.name}
            </Anchor>
          )}
          <Text size="xs" c="dimmed">
            {t('projects.id', { id: project.project_id })}
          </Text>
        </Box>
        {project.role === 'owner' ? (
          <ProjectMenu
            label={t('projects.options', { name: project.name })}
            onDelete={() => onDelete(project.project_id)}
          />
        ) : (
          // A project shared with the user says in which role.
          <Box aria-label={t('members.sharedRole', { role: t(`members.roles.${project.role}`) })} role="note">
            <RoleBadge role={project.role} />
          </Box>
        )}
      </Group>

      {loading ? (
        <Stack gap={6} mt="sm">
          <Group gap={6}>
            <Badge
              color="blue"
              variant="light"
              radius="xl"
              tt="none"
              leftSection={<Loader size={10} color="blue" />}
            >
              {t('projects.uploading')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('projects.waitUploading')}
          </Text>
          <ImportProgressBar progress={project.import_progress} />
        </Stack>
      ) : failed ? (
        <Stack gap="xs" mt="sm">
          <Alert color="red" variant="light" p="xs" title={t('projects.loadingError')}>
            <FailureMessage
              size="xs"
              lineClamp={4}
              message={project.loading_gtfs_error_message ?? ''}
              detail={project.loading_gtfs_error_detail}
            />
          </Alert>
          {upload.isError && <ErrorSummary error={upload.error} />}
          {/* Retrying and deleting are the owner's. */}
          {project.role === 'owner' && (
            <Group gap="xs">
              <FileButton onChange={(file) => file && upload.mutate(file)} accept={FILE_ACCEPT.zip}>
                {(props) => (
                  <IconLabelButton
                    icon={IconRefresh}
                    {...props}
                    size="xs"
                    variant="light"
                    loading={upload.isPending}
                  >
                    {t('projects.retryUpload')}
                  </IconLabelButton>
                )}
              </FileButton>
              <IconLabelButton
                icon={IconTrash}
                size="xs"
                variant="subtle"
                color="red"
                onClick={() => onDelete(project.project_id)}
              >
                {t('common.delete')}
              </IconLabelButton>
            </Group>
          )}
        </Stack>
      ) : (
        <Group justify="space-between" mt="sm" gap="xs">
          <Text size="xs" c="dimmed">
            <RelativeTime
              iso={project.last_modification}
              render={(time) => t('projects.lastChange', { time })}
            />
          </Text>
          <ValidationPill validation={project.gtfs_validation} />
        </Group>
      )}
    </Card>
  );
}

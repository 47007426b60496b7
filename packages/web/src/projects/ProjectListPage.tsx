import {
  Alert,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconFolderPlus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjects } from '../api/projects';
import { CreateProjectModal } from './CreateProjectModal';
import { DeleteProjectModal } from './DeleteProjectModal';
import { ProjectCard } from './ProjectCard';
import { IconLabelButton } from '../common/IconLabelButton';
import { LoadingRegion } from '../common/Loading';

/** Project list: the landing page after signing in. */
export function ProjectListPage() {
  const { t } = useTranslation();
  const projects = useProjects();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);

  return (
    <Container size="xl" px="lg" py="xl">
      <Group justify="space-between" mb="lg">
        <Group gap="sm">
          <Title order={1} size="h2">
            {t('projects.title')}
          </Title>
          {projects.isFetching && !projects.isPending && <Loader size="xs" aria-hidden />}
        </Group>
        <IconLabelButton icon={IconPlus} onClick={() => setCreating(true)}>
          {t('projects.newProject')}
        </IconLabelButton>
      </Group>

      {projects.isPending ? (
        <LoadingRegion>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} height={260} radius="md" />
            ))}
          </SimpleGrid>
        </LoadingRegion>
      ) : projects.isError ? (
        <Alert
          color="red"
          icon={<IconAlertCircle aria-hidden />}
          title={t('projects.loadError')}
          role="alert"
        >
          <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void projects.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </Alert>
      ) : projects.data.length === 0 ? (
        <Paper withBorder radius="md" p="xl" ta="center">
          {/* A hint only: a second 'New project' button would make the header's ambiguous. */}
          <Stack align="center" gap="sm">
            <IconFolderPlus size={40} stroke={1.3} color="var(--mantine-color-gray-5)" aria-hidden />
            <Text c="dimmed">{t('projects.empty')}</Text>
          </Stack>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 4 }} spacing="lg">
          {projects.data.map((project) => (
            <ProjectCard key={project.project_id} project={project} onDelete={setDeleting} />
          ))}
        </SimpleGrid>
      )}

      <CreateProjectModal opened={creating} onClose={() => setCreating(false)} />
      <DeleteProjectModal projectId={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}

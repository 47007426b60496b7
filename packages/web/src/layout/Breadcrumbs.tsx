import { Anchor, Box, Breadcrumbs, Group, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import { useProject } from '../api/projects';
import { useBreadcrumbRecordText } from './breadcrumbRecord';
import { useScreenName } from './screenName';
import { parseProjectId } from '../common/useProjectId';
import { NextStepLink } from '../dashboard/NextStepLink';

/**
 * Shown when signed in: home link, 'my projects', then on project screens the project's name (a
 * link to its overview), the screen (a link back to it while a record is open) and the record; on a
 * project screen, while the feed is being put together, the start checklist's next step.
 */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const projectMatch = useMatch('/project/:projectId/*');
  const projectId = projectMatch?.params.projectId;
  const screen = projectMatch?.params['*']?.split('/')[0] ?? '';
  const id = parseProjectId(projectId);
  const project = useProject(id ?? NaN, { enabled: id !== null });
  const screenName = useScreenName(screen);
  const record = useBreadcrumbRecordText();

  const items = [
    <Anchor
      key="home"
      component={Link}
      to="/myprojects"
      aria-label={t('breadcrumb.home')}
      c="dimmed"
      display="flex"
    >
      <IconHome size={16} aria-hidden />
    </Anchor>,
    projectId ? (
      <Anchor key="list" component={Link} to="/myprojects" size="sm">
        {t('breadcrumb.myProjects')}
      </Anchor>
    ) : (
      <Text key="list" size="sm" aria-current="page">
        {t('breadcrumb.myProjects')}
      </Text>
    ),
  ];
  if (projectId) {
    const base = `/project/${projectId}`;
    const projectName = project.data?.name ?? t('breadcrumb.project', { id: projectId });
    // Every crumb but the last links back; the last is the page itself.
    const trail: [string, string, string][] = [['project', projectName, base]];
    if (screenName) trail.push(['screen', screenName, `${base}/${screen}`]);
    if (screenName && record) trail.push(['record', record, '']);
    trail.forEach(([key, text, to], i) => items.push(crumb(key, text, i < trail.length - 1 ? to : null)));
  }

  return (
    <Box
      component="nav"
      aria-label={t('breadcrumb.label')}
      px="lg"
      py={8}
      bg="gray.0"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group justify="space-between" gap="xs">
        <Breadcrumbs separatorMargin={6}>{items}</Breadcrumbs>
        {id !== null && screen !== '' && <NextStepLink projectId={id} screen={screen} />}
      </Group>
    </Box>
  );
}

function crumb(key: string, text: string, to: string | null): ReactElement {
  return to ? (
    <Anchor key={key} component={Link} to={to} size="sm">
      {text}
    </Anchor>
  ) : (
    <Text key={key} size="sm" aria-current="page">
      {text}
    </Text>
  );
}

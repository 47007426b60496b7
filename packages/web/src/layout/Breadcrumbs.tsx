import { Anchor, Box, Breadcrumbs, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';

/** Shown when signed in; home link, 'my projects', then 'Project' plus the id on project screens. */
export function BreadcrumbBar() {
  const { t } = useTranslation();
  const projectMatch = useMatch('/project/:projectId/*');
  const projectId = projectMatch?.params.projectId;

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
    items.push(
      <Text key="project" size="sm" aria-current="page">
        {t('breadcrumb.project', { id: projectId })}
      </Text>,
    );
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
      <Breadcrumbs separatorMargin={6}>{items}</Breadcrumbs>
    </Box>
  );
}

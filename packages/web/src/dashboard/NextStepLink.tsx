// "Next: <step>" beside the breadcrumbs of a project screen while the feed is being put together:
// once a step of the start checklist is done on its screen, the planner goes on to the next one from
// there instead of back through the overview.
import { Anchor } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProject } from '../api/projects';
import { useTableSummary } from '../api/tables';
import { accessOf } from '../members/access';
import { nextStep, startSteps, stepPath } from './startChecklist';

export function NextStepLink({ projectId, screen }: { projectId: number; screen: string }) {
  const { t } = useTranslation();
  const project = useProject(projectId);
  const canEdit = !!project.data && accessOf(project.data.role).canEdit;
  const summary = useTableSummary(projectId, { enabled: canEdit });
  if (!canEdit || !project.data || !summary.data) return null;
  const next = nextStep(startSteps(summary.data, project.data), screen);
  if (!next) return null;
  return (
    <Anchor
      component={Link}
      to={stepPath(projectId, next)}
      size="sm"
      fw={600}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t('startChecklist.next', { step: t(`startChecklist.steps.${next.id}`) })}
      <IconArrowRight size={14} aria-hidden style={{ verticalAlign: 'text-bottom', marginLeft: 4 }} />
    </Anchor>
  );
}

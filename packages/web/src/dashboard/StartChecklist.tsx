import {
  Anchor,
  Badge,
  Card,
  Group,
  List,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { Project } from '../api/projects';
import { useTableSummary } from '../api/tables';
import { BUILD_CARD_ID } from '../build/BuildCard';
import { FeedInfoModal } from './FeedInfoModal';
import { showChecklist, startSteps, type StartStep } from './startChecklist';

/**
 * The start checklist on an empty or incomplete project's overview: the steps to a valid feed, in
 * the order that always works, each ticked when done or saying what is missing, and leading to it.
 */
export function StartChecklist({ project }: { project: Project }) {
  const { t } = useTranslation();
  const summary = useTableSummary(project.project_id);
  const [editingFeedInfo, setEditingFeedInfo] = useState(false);
  // `?step=feedInfo|build`: a screen's "Next" link (NextStepLink) asked for this overview's form or card.
  const [params, setParams] = useSearchParams();
  const asked = params.get('step');
  const ready = !!summary.data;
  useEffect(() => {
    if (!asked || !ready) return;
    if (asked === 'feedInfo') setEditingFeedInfo(true);
    if (asked === 'build') focusBuildCard();
    setParams(
      (p) => {
        p.delete('step');
        return p;
      },
      { replace: true },
    );
  }, [asked, ready, setParams]);
  if (!summary.data) return null;
  const steps = startSteps(summary.data, project);
  if (!showChecklist(steps)) return null;
  const done = steps.filter((s) => s.done).length;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="start-checklist-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="start-checklist-title">
            {t('startChecklist.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('startChecklist.progress', { done, total: steps.length })}
          </Text>
        </Group>
        <Progress value={(done / steps.length) * 100} size="sm" aria-hidden />
        <Text size="sm">{t('startChecklist.intro')}</Text>
        <List spacing="xs" listStyleType="none" component="ol" aria-labelledby="start-checklist-title">
          {steps.map((step, index) => (
            <List.Item key={step.id} icon={<StepMark step={step} index={index} />}>
              <Stack gap={0}>
                <StepLink
                  step={step}
                  projectId={project.project_id}
                  onFeedInfo={() => setEditingFeedInfo(true)}
                />
                {step.missing && (
                  <Text size="xs" c="dimmed">
                    {t(`startChecklist.missing.${step.missing}`)}
                  </Text>
                )}
              </Stack>
            </List.Item>
          ))}
        </List>
      </Stack>
      <FeedInfoModal
        projectId={project.project_id}
        current={null}
        opened={editingFeedInfo}
        onClose={() => setEditingFeedInfo(false)}
      />
    </Card>
  );
}

function StepMark({ step, index }: { step: StartStep; index: number }) {
  const { t } = useTranslation();
  return step.done ? (
    <ThemeIcon color="teal" size={22} radius="xl">
      <IconCheck size={14} aria-hidden />
      <VisuallyHidden>{t('startChecklist.done')}</VisuallyHidden>
    </ThemeIcon>
  ) : (
    <Badge variant="outline" color="gray" size="lg" circle aria-hidden>
      {index + 1}
    </Badge>
  );
}

function StepLink({
  step,
  projectId,
  onFeedInfo,
}: {
  step: StartStep;
  projectId: number;
  onFeedInfo: () => void;
}) {
  const { t } = useTranslation();
  const label = t(`startChecklist.steps.${step.id}`);
  const weight = step.done ? 400 : 600;
  if (step.done && 'panel' in step.target && step.target.panel === 'feedInfo') {
    return (
      <Text size="sm" fw={weight}>
        {label}
      </Text>
    );
  }
  if ('screen' in step.target) {
    return (
      <Anchor component={Link} to={`/project/${projectId}/${step.target.screen}`} size="sm" fw={weight}>
        {label}
      </Anchor>
    );
  }
  const onClick = step.target.panel === 'feedInfo' ? onFeedInfo : focusBuildCard;
  return (
    <UnstyledButton onClick={onClick} fz="sm" fw={weight} c="var(--mantine-color-anchor)">
      {label}
    </UnstyledButton>
  );
}

function focusBuildCard() {
  const card = document.getElementById(BUILD_CARD_ID);
  card?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  card?.focus({ preventScroll: true });
}

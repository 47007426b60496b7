// One clean-up step: a checkbox to include it, what it would change in one line, and its details.
import { Card, Checkbox, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TidyPlan } from './api';
import { stepHasWork, type StepName } from './model';

const n = (x: number, lang: string) => x.toLocaleString(lang);

/** The step's counts in one sentence. */
export function useStepSummary(plan: TidyPlan, step: StepName): string {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  if (!stepHasWork(plan, step)) return t('tidy.nothingInStep');
  const merged = (groups: { merged: string[] }[]) => groups.reduce((s, g) => s + g.merged.length, 0);
  switch (step) {
    case 'calendars': {
      const c = plan.calendars;
      return t('tidy.summary.calendars', {
        calBefore: n(c.calendar[0], lang),
        calAfter: n(c.calendar[1], lang),
        datesBefore: n(c.calendar_dates[0], lang),
        datesAfter: n(c.calendar_dates[1], lang),
        count: c.services,
        services: n(c.services, lang),
      });
    }
    case 'services':
      return t('tidy.summary.services', { count: plan.services.length, merged: merged(plan.services) });
    case 'stops':
      return t('tidy.summary.stops', { count: plan.stops.length, merged: merged(plan.stops) });
    case 'shapes':
      return t('tidy.summary.shapes', { count: plan.shapes.length, merged: merged(plan.shapes) });
    case 'orphans':
      return Object.entries(plan.orphans)
        .filter(([, ids]) => ids.length)
        .map(([kind, ids]) => t(`tidy.orphan.${kind as 'stop'}`, { count: ids.length }))
        .join(', ');
  }
}

interface Props {
  plan: TidyPlan;
  step: StepName;
  chosen: boolean;
  onToggle: () => void;
  disabled: boolean;
  children?: ReactNode;
}

export function StepCard({ plan, step, chosen, onToggle, disabled, children }: Props) {
  const { t } = useTranslation();
  const summary = useStepSummary(plan, step);
  const work = stepHasWork(plan, step);
  return (
    <Card withBorder radius="md" padding="md" data-testid={`tidy-step-${step}`}>
      <Stack gap="xs">
        <Checkbox
          checked={work && chosen}
          disabled={!work || disabled}
          onChange={onToggle}
          label={<Text fw={600}>{t(`tidy.step.${step}`)}</Text>}
          description={t(`tidy.explain.${step}`)}
        />
        <Text size="sm" pl={32} c={work ? undefined : 'dimmed'} data-testid={`tidy-summary-${step}`}>
          {summary}
        </Text>
        {work && chosen && children}
      </Stack>
    </Card>
  );
}

// /project/:projectId/tidy: the clean-up. Each step is proposed with its counts (the duplicate stops
// on a map, each group expandable and excludable); Apply sends the preview's fingerprint, so a project
// changed meanwhile is refused with the server's reason and a fresh preview is one click away.
import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  Loader,
  NumberInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { answeredBody } from '../api/answered';
import { parseErrorBody } from '../api/errors';
import { BackLink } from '../common/BackLink';
import { RetryAlert } from '../common/ErrorAlerts';
import { tidyApi, tidyKeys, type TidyPlan } from './api';
import { apiSteps, planIsEmpty, STEP_NAMES, toggled, type StepName } from './model';
import { StepCard } from './StepCard';
import { StopGroups } from './StopGroups';
import { TidyStopsMap } from './TidyStopsMap';
import { useProjectAccess } from '../members/access';

const DEFAULT_METRES = 5;

/** Where each kind of unused row is, named as the feed names it. */
const ORPHAN_FILES: Record<keyof TidyPlan['orphans'], string> = {
  stop: 'stops.txt',
  shape: 'shapes.txt',
  service: 'calendar.txt, calendar_dates.txt',
  route: 'routes.txt',
  agency: 'agency.txt',
  fare: 'fare_attributes.txt',
};

function IdList({ groups }: { groups: { id: string; survivor: string; merged: string[] }[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} pl={32}>
      {groups.map((g) => (
        <Text size="sm" key={g.id}>
          {t('tidy.keeps', { survivor: g.survivor, merged: g.merged.join(', ') })}
        </Text>
      ))}
    </Stack>
  );
}

function Orphans({ plan }: { plan: TidyPlan }) {
  return (
    <Stack gap={2} pl={32}>
      {Object.entries(plan.orphans)
        .filter(([, ids]) => ids.length)
        .map(([kind, ids]) => (
          <Text size="sm" key={kind}>
            {ORPHAN_FILES[kind as keyof TidyPlan['orphans']]}:{' '}
            <Code>{ids.slice(0, 20).join(', ') + (ids.length > 20 ? ' …' : '')}</Code>
          </Text>
        ))}
    </Stack>
  );
}

export function TidyPage() {
  const { t } = useTranslation();
  const projectId = Number(useParams().projectId);
  const queryClient = useQueryClient();
  const [metres, setMetres] = useState(DEFAULT_METRES);
  const [chosen, setChosen] = useState<ReadonlySet<StepName>>(new Set(STEP_NAMES));
  const [excluded, setExcluded] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState<string | null>(null);
  const [applied, setApplied] = useState<TidyPlan | null>(null);
  const preview = useQuery({
    queryKey: tidyKeys.preview(projectId, metres),
    queryFn: ({ signal }) => tidyApi.preview(projectId, metres, signal),
    // A new distance keeps the last preview on screen until the new one comes.
    placeholderData: (previous) => previous,
  });
  const apply = useMutation({
    mutationFn: (plan: TidyPlan) =>
      tidyApi.apply(projectId, {
        fingerprint: plan.fingerprint,
        steps: apiSteps(chosen, metres),
        exclude: [...excluded],
      }),
    onSuccess: async (result) => {
      setApplied(result);
      setExcluded(new Set());
      setOpen(null);
      await queryClient.invalidateQueries({ queryKey: ['tidy', projectId] });
      void queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
  const again = () => {
    apply.reset();
    setApplied(null);
    void preview.refetch();
  };
  const refusal = apply.isError ? parseErrorBody(answeredBody(apply.error)).general[0] : undefined;
  const plan = preview.data;
  // A viewer sees the preview; the choices are shown as they would apply, and nothing applies them.
  const { canEdit } = useProjectAccess(projectId);
  const busy = apply.isPending || !canEdit;

  return (
    <Container size="md" px="lg" py="xl">
      <Stack gap="md">
        <BackLink to={`/project/${projectId}`} label={t('tidy.back')} />
        <Title order={2}>{t('tidy.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('tidy.intro')}
        </Text>
        <NumberInput
          label={t('tidy.distance')}
          value={metres}
          min={0.5}
          max={100}
          step={1}
          w={340}
          disabled={apply.isPending}
          onChange={(v) => typeof v === 'number' && v >= 0.5 && v <= 100 && setMetres(v)}
        />
        {applied && (
          <Alert
            color="green"
            icon={<IconCircleCheck aria-hidden />}
            role="status"
            withCloseButton
            closeButtonLabel={t('common.close')}
            onClose={() => setApplied(null)}
          >
            {t('tidy.applied')}
          </Alert>
        )}
        {apply.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{refusal ?? t('tidy.applyError')}</Text>
              <Button size="xs" variant="white" color="red" onClick={again}>
                {t('tidy.previewAgain')}
              </Button>
            </Stack>
          </Alert>
        )}
        {preview.isError && (
          <RetryAlert message={t('tidy.loadError')} onRetry={() => void preview.refetch()} />
        )}
        {preview.isPending && (
          <Group gap="xs">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('tidy.previewing')}</Text>
          </Group>
        )}
        {plan && planIsEmpty(plan) && (
          <Card withBorder radius="md" padding="lg" data-testid="tidy-empty">
            <Group gap="sm" wrap="nowrap">
              <IconCircleCheck color="var(--mantine-color-teal-7)" aria-hidden />
              <Text size="sm">{t('tidy.nothing')}</Text>
            </Group>
          </Card>
        )}
        {plan && !planIsEmpty(plan) && (
          <>
            {STEP_NAMES.map((step) => (
              <StepCard
                key={step}
                plan={plan}
                step={step}
                chosen={chosen.has(step)}
                onToggle={() => setChosen((c) => toggled(c, step))}
                disabled={busy}
              >
                {step === 'services' && <IdList groups={plan.services} />}
                {step === 'shapes' && <IdList groups={plan.shapes} />}
                {step === 'orphans' && <Orphans plan={plan} />}
                {step === 'stops' && (
                  <Stack gap="sm">
                    <TidyStopsMap
                      groups={plan.stops}
                      excluded={excluded}
                      open={open}
                      label={t('tidy.map', { count: plan.stops.length })}
                    />
                    <StopGroups
                      groups={plan.stops}
                      excluded={excluded}
                      onToggle={(id) => setExcluded((e) => toggled(e, id))}
                      open={open}
                      onOpen={setOpen}
                      disabled={busy}
                    />
                  </Stack>
                )}
              </StepCard>
            ))}
            {canEdit && (
              <Group justify="flex-end">
                <Button
                  onClick={() => apply.mutate(plan)}
                  loading={apply.isPending}
                  disabled={chosen.size === 0 || apply.isError || preview.isFetching}
                >
                  {t('tidy.apply')}
                </Button>
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}

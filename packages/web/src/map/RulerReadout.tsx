// The ruler's piece of a map toolbar: its toggle and, while measuring, the total in km beside it.
import { ActionIcon, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/numbers';
import { rulerKm, type RulerPoints } from './ruler';

export function formatKm(km: number, language: string): string {
  return formatNumber(km, language, 3, 2);
}

export function RulerToggle({ active, onToggle }: { active: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t('map.ruler')}>
      <ActionIcon
        size="lg"
        variant={active ? 'filled' : 'default'}
        color={active ? 'orange' : undefined}
        aria-label={t('map.ruler')}
        aria-pressed={active}
        onClick={onToggle}
      >
        <IconRuler2 size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function RulerReadout({ points }: { points: RulerPoints }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper shadow="sm" px="sm" py={6} radius="md" withBorder>
      <Text size="sm" aria-live="polite" data-testid="ruler-distance">
        {points.length < 2
          ? t('map.rulerHint')
          : t('map.rulerDistance', { km: formatKm(rulerKm(points), i18n.language) })}
      </Text>
    </Paper>
  );
}

/** The toggle and, while the ruler is the map's mode (`points` not null), its distance. */
export function RulerTool({ points, onToggle }: { points: RulerPoints | null; onToggle: () => void }) {
  return (
    <>
      <Stack gap={4}>
        <RulerToggle active={points !== null} onToggle={onToggle} />
      </Stack>
      {points && <RulerReadout points={points} />}
    </>
  );
}

// The ruler's toggle and its total in km, placed in a map toolbar.
import { ActionIcon, Paper, Text, Tooltip } from '@mantine/core';
import { IconRuler2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { rulerKm, type RulerPoints } from './ruler';

export function formatKm(km: number, language: string): string {
  return new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 3 }).format(km);
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

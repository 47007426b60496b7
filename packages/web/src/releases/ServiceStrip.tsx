// A strip of the compared dates, one cell a day, coloured by how the day's scheduled trips changed:
// fewer (orange), none left (red), more (blue), the same (grey). A cell's title gives the figures.
import { Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReleaseDiff } from './diffApi';

type Day = ReleaseDiff['service_days'][number];
export type DayChange = 'same' | 'less' | 'dropped' | 'more';

export function dayChange(day: Day): DayChange {
  if (day.new.trips === day.old.trips && Math.abs(day.new.hours - day.old.hours) < 0.01) return 'same';
  if (day.new.trips === 0 && day.old.trips > 0) return 'dropped';
  return day.new.trips < day.old.trips || (day.new.trips === day.old.trips && day.new.hours < day.old.hours)
    ? 'less'
    : 'more';
}

const COLOR: Record<DayChange, string> = {
  same: 'var(--mantine-color-gray-3)',
  less: 'var(--mantine-color-orange-5)',
  dropped: 'var(--mantine-color-red-7)',
  more: 'var(--mantine-color-blue-6)',
};

export function ServiceStrip({ days }: { days: Day[] }) {
  const { t } = useTranslation();
  const counts = { same: 0, less: 0, dropped: 0, more: 0 };
  for (const day of days) counts[dayChange(day)]++;
  if (!days.length)
    return (
      <Text size="sm" c="dimmed">
        {t('releases.diff.noDates')}
      </Text>
    );
  const summary = t('releases.diff.stripSummary', { ...counts, days: days.length });
  return (
    <Stack gap="xs">
      <Box
        role="img"
        aria-label={summary}
        style={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
        data-testid="service-strip"
      >
        {days.map((day) => {
          const change = dayChange(day);
          return (
            <Box
              key={day.date}
              title={t('releases.diff.dayTitle', {
                date: day.date,
                oldTrips: day.old.trips,
                newTrips: day.new.trips,
                oldHours: day.old.hours,
                newHours: day.new.hours,
              })}
              data-change={change}
              w={10}
              h={22}
              style={{ background: COLOR[change], borderRadius: 2 }}
            />
          );
        })}
      </Box>
      <Group gap="md">
        {(['less', 'dropped', 'more', 'same'] as const).map((c) => (
          <Group key={c} gap={6}>
            <Box w={12} h={12} style={{ background: COLOR[c], borderRadius: 2 }} aria-hidden />
            <Text size="xs">{t(`releases.diff.legend.${c}`, { count: counts[c] })}</Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

// Times show as HH:MM; a time with seconds adds them as a small raised number. This line explains
// the mark, and only appears when the pattern has such a time.
import { Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatClock } from '@ruta/gtfs/schema';
import type { Model } from './model';

const hasSeconds = (v: number | null) => v !== null && v % 60 !== 0;

export function SecondsLegend({ model }: { model: Model }) {
  const { t } = useTranslation();
  const shown = useMemo(
    () => model.rows.some((r) => r.cells.some((c) => hasSeconds(c.arr) || hasSeconds(c.dep))),
    [model.rows],
  );
  if (!shown) return null;
  return (
    <Text size="xs" c="dimmed" mx="md" mb={4}>
      {t('timetable.secondsLegend')} <ClockText hm="07:05" seconds="30" /> = 07:05:30
    </Text>
  );
}

/** HH:MM, and the seconds small and raised (still read and copied as HH:MM:SS). */
export const ClockText = ({ hm, seconds }: { hm: string; seconds: string | null }) => (
  <span>
    {hm}
    {seconds && <sup style={{ fontSize: '0.7em', lineHeight: 0 }}>:{seconds}</sup>}
  </span>
);

/** A time as the grid shows it: HH:MM, and its seconds apart when it has some. */
export function splitClock(value: number): { hm: string; seconds: string | null } {
  const [h, m, s] = formatClock(value).split(':');
  return { hm: `${h}:${m}`, seconds: s ?? null };
}

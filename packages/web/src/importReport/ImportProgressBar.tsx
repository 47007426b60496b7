import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportProgress } from '../api/projects';

/** Megabytes with one decimal, in the reader's language ("12.5 MB", "12,5 MB"). */
function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'megabyte',
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  }).format(bytes / 1_000_000);
}

/**
 * How far a running import is, as the 2 s poll last saw it: bytes of the zip read out of its size,
 * then a full, moving bar while the indexes are built (that phase reads nothing more).
 */
export function ImportProgressBar({ progress }: { progress: ImportProgress | null }) {
  const { t, i18n } = useTranslation();
  if (!progress || !progress.total) return null;
  const indexing = progress.phase === 'indexing';
  const percent = indexing ? 100 : Math.min(100, Math.round((progress.read / progress.total) * 100));
  const text = indexing
    ? t('importReport.indexing')
    : t('importReport.reading', {
        read: megabytes(progress.read, i18n.language),
        total: megabytes(progress.total, i18n.language),
      });
  return (
    <Stack gap={4}>
      <Progress
        value={percent}
        size="sm"
        radius="xl"
        striped={indexing}
        animated={indexing}
        aria-label={text}
        transitionDuration={400}
      />
      <Text size="xs" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

// 'reorder stops using shape' and 'calculate times' with its speed and waiting fields (their
// format errors show under the field and clear when it gets focus). Disabled without stops.
import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowsSort, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface Props {
  disabled: boolean;
  speed: string;
  waiting: string;
  speedError: boolean;
  waitingError: boolean;
  onSpeed: (v: string) => void;
  onWaiting: (v: string) => void;
  onFocusSpeed: () => void;
  onFocusWaiting: () => void;
  onReorder: () => void;
  onCalculate: () => void;
}

export function TimesTools(p: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowsSort size={14} />}
        disabled={p.disabled}
        onClick={p.onReorder}
      >
        {t('stopTimes.reorderByShape')}
      </Button>
      <TextInput
        size="xs"
        w={140}
        label={t('stopTimes.speed')}
        value={p.speed}
        error={p.speedError ? t('stopTimes.speedError') : undefined}
        onChange={(e) => p.onSpeed(e.currentTarget.value)}
        onFocus={p.onFocusSpeed}
      />
      <TextInput
        size="xs"
        w={190}
        label={t('stopTimes.waiting')}
        value={p.waiting}
        error={p.waitingError ? t('stopTimes.waitingError') : undefined}
        onChange={(e) => p.onWaiting(e.currentTarget.value)}
        onFocus={p.onFocusWaiting}
      />
      <Button size="xs" leftSection={<IconClock size={14} />} disabled={p.disabled} onClick={p.onCalculate}>
        {t('stopTimes.calculateTimes')}
      </Button>
    </Group>
  );
}

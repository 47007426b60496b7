// 'reorder stops using shape' and 'calculate times' with its speed and waiting fields (their
// format errors show under the field and clear when it gets focus). Disabled without stops.
import { Button, Group, TextInput } from '@mantine/core';
import { IconArrowsSort, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolField, useTimesTools } from './useTimesTools';

interface Props {
  disabled: boolean;
  tools: ReturnType<typeof useTimesTools>;
  onReorder: () => void;
  onCalculate: () => void;
}

const FIELDS: [ToolField, number][] = [
  ['speed', 140],
  ['waiting', 190],
];

export function TimesTools({ disabled, tools, onReorder, onCalculate }: Props) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconArrowsSort size={14} />}
        disabled={disabled}
        onClick={onReorder}
      >
        {t('stopTimes.reorderByShape')}
      </Button>
      {FIELDS.map(([field, w]) => (
        <TextInput
          key={field}
          size="xs"
          w={w}
          label={t(`stopTimes.${field}`)}
          value={tools.values[field]}
          error={tools.errors[field] ? t(`stopTimes.${field}Error`) : undefined}
          onChange={(e) => tools.set(field, e.currentTarget.value)}
          onFocus={() => tools.clearError(field)}
        />
      ))}
      <Button size="xs" leftSection={<IconClock size={14} />} disabled={disabled} onClick={onCalculate}>
        {t('stopTimes.calculateTimes')}
      </Button>
    </Group>
  );
}

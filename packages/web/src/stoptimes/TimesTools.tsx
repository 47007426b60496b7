// 'reorder stops using shape' and 'calculate times' with its speed and waiting fields (their
// format errors show under the field and clear when it gets focus). Disabled without stops; without
// a shape there is nothing to reorder by, and a note says times come from straight lines.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { IconArrowsSort, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ToolField, useTimesTools } from './useTimesTools';

interface Props {
  disabled: boolean;
  /** The trip has no shape: distances are straight lines between its stops. */
  withoutShape: boolean;
  tools: ReturnType<typeof useTimesTools>;
  onReorder: () => void;
  onCalculate: () => void;
}

const FIELDS: [ToolField, number][] = [
  ['speed', 140],
  ['waiting', 190],
];

export function TimesTools({ disabled, withoutShape, tools, onReorder, onCalculate }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          leftSection={<IconArrowsSort size={14} />}
          disabled={disabled || withoutShape}
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
      {withoutShape && (
        <Text size="xs" c="dimmed" mt={4} role="note">
          <IconInfoCircle size={14} style={{ verticalAlign: 'text-bottom', marginRight: 4 }} aria-hidden />
          {t('tripTools.straightLines')}
        </Text>
      )}
    </>
  );
}

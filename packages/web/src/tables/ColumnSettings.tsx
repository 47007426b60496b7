import { Button, Checkbox, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Column } from './columns';

interface Props {
  columns: Column[];
  hidden: Set<string>;
  columnLabel: (column: Column) => string;
  onToggle: (column: string, hidden: boolean) => void;
}

/** Settings: show or hide optional columns (remembered by the screen in local storage). */
export function ColumnSettings({ columns, hidden, columnLabel, onToggle }: Props) {
  const { t } = useTranslation();
  const optional = columns.filter((c) => c.hideable);
  if (optional.length === 0) return null;
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Button variant="default" leftSection={<IconColumns size={16} aria-hidden />}>
          {t('tables.settings')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600}>
          {t('tables.settingsTitle')}
        </Text>
        <Text size="xs" c="dimmed" mb="xs">
          {t('tables.settingsHint')}
        </Text>
        <ScrollArea.Autosize mah={360}>
          <Stack gap={6}>
            {optional.map((c) => (
              <Checkbox
                key={c.name}
                label={columnLabel(c)}
                checked={!hidden.has(c.name)}
                onChange={(event) => onToggle(c.name, !event.currentTarget.checked)}
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}

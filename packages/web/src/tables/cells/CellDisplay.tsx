import { Box, ColorSwatch, Group, Text } from '@mantine/core';
import type { CellValue } from '../../api/tables';
import { currentLanguage } from '../../i18n';
import type { Column } from '../columns';

/** A value as read: enum labels, colour swatches, plain text otherwise. */
export function CellDisplay({
  column,
  value,
  invalid,
}: {
  column: Column;
  value: CellValue;
  invalid: boolean;
}) {
  const lang = currentLanguage();
  if (invalid) {
    return (
      <Text size="sm" c="red.8" fs="italic" truncate>
        {String(value ?? '')}
      </Text>
    );
  }
  if (value == null || value === '') {
    if (column.input === 'select' && column.emptyLabel)
      return (
        <Text size="sm" c="dimmed" truncate>
          {column.emptyLabel[lang]}
        </Text>
      );
    return <Box h={20} />;
  }
  if (column.input === 'select') {
    const option = column.options?.find((o) => o.value === Number(value));
    return (
      <Text size="sm" truncate title={option ? `${option.value}: ${option[lang]}` : undefined}>
        {option ? option[lang] : String(value)}
      </Text>
    );
  }
  if (column.input === 'color' && typeof value === 'string') {
    return (
      <Group gap={6} wrap="nowrap">
        <ColorSwatch color={`#${value}`} size={14} withShadow={false} style={{ flex: 'none' }} />
        <Text size="sm" ff="monospace">
          {value}
        </Text>
      </Group>
    );
  }
  const numeric = column.input === 'number';
  return (
    <Text
      size="sm"
      truncate
      ta={numeric ? 'right' : undefined}
      ff={numeric ? 'monospace' : undefined}
      title={String(value)}
    >
      {String(value)}
    </Text>
  );
}

import { Button, Checkbox, Fieldset, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import type { Column } from '../columns';
import { FieldDescription } from './FieldInput';

/** The calendar's day fields, Monday first as GTFS orders them. */
export const WEEK_DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const PRESETS = [
  { key: 'forms.presetWeekdays', days: WEEK_DAYS.slice(0, 5) },
  { key: 'forms.presetWeekend', days: WEEK_DAYS.slice(5) },
  { key: 'forms.presetEveryDay', days: WEEK_DAYS },
  { key: 'forms.presetNone', days: [] },
] as const;

interface Props {
  columns: Column[];
  values: Record<string, string | boolean>;
  onInput: (name: string, value: boolean) => void;
  error?: string;
}

/** The seven service days in one row, Mon..Sun, with one-click presets (Mon–Fri, Sat–Sun, every day). */
export function WeekDaysField({ columns, values, onInput, error }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const required = columns.some((c) => c.required);
  const apply = (days: readonly string[]) => {
    for (const column of columns) onInput(column.name, days.includes(column.name));
  };
  return (
    <Fieldset
      legend={
        <Text size="sm" fw={500} span>
          {t('forms.days')}
          {required && (
            <Text span c="red.7" aria-label={t('tables.requiredMark')}>
              {' *'}
            </Text>
          )}
        </Text>
      }
      variant="unstyled"
      style={{ gridColumn: '1 / -1' }}
    >
      <Stack gap="xs">
        <Group gap="xs" role="group" aria-label={t('forms.presets')}>
          <Text size="xs" c="dimmed">
            {t('forms.presets')}:
          </Text>
          {PRESETS.map((preset) => (
            <Button key={preset.key} size="compact-sm" variant="light" onClick={() => apply(preset.days)}>
              {t(preset.key)}
            </Button>
          ))}
        </Group>
        {/* Each day as wide as its words: equal columns let "Wednesday" run into Thursday's box. */}
        <Group gap="xs" justify="space-between">
          {columns.map((column) => (
            <Checkbox
              key={column.name}
              label={column.words?.label[lang] ?? column.name}
              description={<FieldDescription name={column.name} />}
              checked={values[column.name] === true}
              onChange={(event) => onInput(column.name, event.currentTarget.checked)}
            />
          ))}
        </Group>
        {error && (
          <Text size="xs" c="red.7" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}

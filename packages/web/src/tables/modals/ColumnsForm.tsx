import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary } from '../../common/ErrorSummary';
import { ModalActions } from '../../common/ModalActions';
import { useSaveShortcut } from '../../common/useSaveShortcut';
import type { Column } from '../columns';
import { FieldInput } from './FieldInput';
import { WEEK_DAYS, WeekDaysField } from './WeekDaysField';

export type Inputs = Record<string, string | boolean>;

interface Props {
  projectId: number;
  columns: Column[];
  /** Words for a column the schema has none for (computed columns). */
  label: (column: Column) => string;
  /** A line under a field's input (the suggested id's origin). */
  notes?: Record<string, string>;
  inputs: Inputs;
  onInput: (name: string, value: string | boolean) => void;
  /** The server's field errors, beside their inputs. */
  errors: Record<string, string[] | undefined>;
  /** The failed save; what is not shown beside an input is listed above the buttons. */
  error: unknown;
  /** Two columns of inputs (long forms). */
  wide: boolean;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}

const isDay = (column: Column) => column.input === 'checkbox' && WEEK_DAYS.includes(column.name);

/**
 * A row's values as a form of the grid's inputs, each field in words with its GTFS name and help
 * beneath: the add-row and feed info dialogs. A calendar's days are one row with presets.
 */
export function ColumnsForm(props: Props) {
  const { t } = useTranslation();
  const { columns, errors } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.pending) props.onSubmit();
  };
  useSaveShortcut(props.onSubmit, !props.pending);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: props.wide ? 2 : 1 }} spacing="md" verticalSpacing="sm">
          {columns.map((column, index) => {
            if (isDay(column)) {
              if (columns.findIndex(isDay) !== index) return null;
              const days = columns.filter(isDay);
              return (
                <WeekDaysField
                  key="days"
                  columns={days}
                  values={props.inputs}
                  onInput={props.onInput}
                  error={days.flatMap((day) => errors[day.name] ?? []).join(' ') || undefined}
                />
              );
            }
            return (
              <FieldInput
                key={column.name}
                column={column}
                projectId={props.projectId}
                value={props.inputs[column.name] ?? ''}
                onChange={(value) => props.onInput(column.name, value)}
                fallbackLabel={props.label(column)}
                note={props.notes?.[column.name]}
                error={errors[column.name]?.join(' ')}
                autoFocus={index === 0}
              />
            );
          })}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('dashboard.requiredHint')}
        </Text>
        <ErrorSummary
          error={props.error}
          shownFields={columns.map((c) => c.name).filter((name) => errors[name])}
        />
        <ModalActions onCancel={props.onCancel}>
          <Button type="submit" loading={props.pending}>
            {props.submitLabel}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}

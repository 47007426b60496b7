import { Code, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { currentLanguage } from '../../i18n';
import type { Column } from '../columns';
import { ValueInput } from '../inputs/ValueInput';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A date as the reader's language writes it ("lunes, 2 de marzo de 2026"), or null when not a date. */
export function localDate(value: string, lang: string): string | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'full', timeZone: 'UTC' }).format(date);
}

/** Under a field's words: its GTFS name, small and in code type, and its one-line help. */
export function FieldDescription({ name, help }: { name: string; help?: string }): ReactNode {
  return (
    <>
      <Code fz="xs" c="dimmed" bg="transparent" p={0}>
        {name}
      </Code>
      {help ? ` · ${help}` : null}
    </>
  );
}

interface Props {
  column: Column;
  projectId: number;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  /** The words when the schema has none for this column (computed columns). */
  fallbackLabel: string;
  error?: string;
  autoFocus?: boolean;
  /** A line of its own under the input (e.g. "Suggested: the next free ID after S5."). */
  note?: string;
}

/** A form field in words: the label a planner reads, the GTFS name and help beneath it. */
export function FieldInput({ column, value, fallbackLabel, note, ...rest }: Props) {
  const lang = currentLanguage();
  const words = column.words;
  const date = column.input === 'date' && typeof value === 'string' ? localDate(value, lang) : null;
  const input = (
    <ValueInput
      {...rest}
      column={column}
      value={value}
      label={words?.label[lang] ?? fallbackLabel}
      description={<FieldDescription name={column.name} help={words?.help[lang]} />}
    />
  );
  // One tree whatever the value: a date input that remounted when its value first parsed (a year's
  // first digit typed in Chromium's segments) lost its focus and the digits after it.
  const line = date ?? note;
  return (
    <Stack gap={2}>
      {input}
      {line ? (
        <Text size="xs" c="dimmed" aria-live="polite">
          {line}
        </Text>
      ) : null}
    </Stack>
  );
}

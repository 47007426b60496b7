import { Checkbox, ColorInput, Select, TextInput } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { normalizeColor } from '../cellValue';
import type { Column } from '../columns';
import { FkSelect } from './FkSelect';
import { TimezoneSelect } from './TimezoneSelect';
import { cellSelectProps } from './cellSelect';

export interface ValueInputProps {
  column: Column;
  projectId: number;
  /** Input content: text (empty = no value), or a boolean for checkboxes. */
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  /** Accessible name; shown as the label unless `hideLabel` (grid cells). */
  label: ReactNode;
  ariaLabel?: string;
  hideLabel?: boolean;
  /** Under the label in a form: the GTFS name and the field's help. */
  description?: ReactNode;
  error?: ReactNode;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur?: () => void;
  /** For selects: called when an option is picked (grid cells commit at once). */
  onPick?: (value: string) => void;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const TEXT_TYPES: Partial<Record<Column['input'], string>> = {
  url: 'url',
  email: 'email',
  date: 'date',
};

/**
 * The input of a field kind, used by grid cells and the New entity
 * modal alike so both edit a value the same way.
 */
export function ValueInput(props: ValueInputProps) {
  const { t } = useTranslation();
  const { column, value, onChange, hideLabel, description, error, autoFocus, onKeyDown, onBlur } = props;
  const label = hideLabel ? undefined : props.label;
  const ariaLabel = props.ariaLabel ?? (typeof props.label === 'string' ? props.label : undefined);
  const required = !hideLabel && column.required;
  const size = hideLabel ? 'xs' : 'sm';
  const text = typeof value === 'string' ? value : '';
  const lang = currentLanguage();

  switch (column.input) {
    case 'checkbox':
      return (
        <Checkbox
          label={label}
          aria-label={ariaLabel}
          description={description}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          size={size}
        />
      );
    case 'select': {
      const data = (column.options ?? []).map((o) => ({ value: String(o.value), label: o[lang] }));
      const allowEmpty = !column.required || column.emptyLabel !== undefined;
      if (allowEmpty)
        data.unshift({ value: '', label: column.emptyLabel?.[lang] ?? t('tables.emptyOption') });
      return (
        <Select
          {...cellSelectProps({ ...props, label, ariaLabel, required, size, value: text })}
          data={data}
          value={text} // '' is an option here (no value)
          defaultDropdownOpened={autoFocus && hideLabel}
        />
      );
    }
    case 'fk':
    case 'timezone': {
      const CellSelect = column.input === 'fk' ? FkSelect : TimezoneSelect;
      return (
        <CellSelect
          {...props}
          label={label}
          ariaLabel={ariaLabel}
          required={required}
          size={size}
          value={text}
        />
      );
    }
    case 'color':
      return (
        <ColorInput
          label={label}
          aria-label={ariaLabel}
          withAsterisk={required}
          description={description}
          format="hex"
          value={text ? `#${text}` : ''}
          onChange={(v) => onChange(normalizeColor(v))}
          error={error}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          size={size}
          maxLength={7}
          placeholder="RRGGBB"
          popoverProps={{ withinPortal: true }}
        />
      );
    default:
      return (
        <TextInput
          label={label}
          aria-label={ariaLabel}
          withAsterisk={required}
          description={description}
          // Invalid imported dates are shown as typed text so they can be seen and corrected.
          type={
            column.input === 'date' && text !== '' && !ISO_DATE.test(text)
              ? 'text'
              : (TEXT_TYPES[column.input] ?? 'text')
          }
          inputMode={column.input === 'number' ? 'decimal' : undefined}
          placeholder={column.input === 'time' ? 'HH:MM' : undefined}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          autoFocus={autoFocus}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          size={size}
        />
      );
  }
}

import type { MantineSize, SelectProps } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import type { Column } from '../columns';

export interface CellSelectProps {
  column: Column;
  projectId: number;
  label?: ReactNode;
  ariaLabel?: string;
  required: boolean;
  size: MantineSize;
  value: string;
  onChange: (value: string) => void;
  /** Called with the chosen option (a grid cell ends its edit there). */
  onPick?: (value: string) => void;
  description?: ReactNode;
  error?: ReactNode;
  autoFocus?: boolean;
  /** A grid cell rather than a form field. */
  hideLabel?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur?: () => void;
}

/**
 * In a form, Enter in an open list is the list's: it picks the option under way (the first match of
 * what is typed) and never sends the form, which an Enter with no match did with the field empty.
 */
function keepEnterInList(onKeyDown: CellSelectProps['onKeyDown']) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' && event.currentTarget.getAttribute('aria-expanded') === 'true')
      event.preventDefault();
    onKeyDown?.(event);
  };
}

/**
 * What every dropdown of a value (code lists, foreign keys, time zones) sets alike, in a form and
 * in a grid cell: its name, the asterisk, no deselecting by a second click, a choice reported as a
 * change and a pick, the grid's keys, and a dropdown above the grid's scroll area.
 */
export function cellSelectProps(props: CellSelectProps): SelectProps {
  return {
    label: props.label,
    'aria-label': props.ariaLabel,
    withAsterisk: props.required,
    value: props.value || null,
    onChange: (value) => {
      props.onChange(value ?? '');
      props.onPick?.(value ?? '');
    },
    allowDeselect: false,
    description: props.description,
    error: props.error,
    autoFocus: props.autoFocus,
    onKeyDown: props.hideLabel ? props.onKeyDown : keepEnterInList(props.onKeyDown),
    onBlur: props.onBlur,
    size: props.size,
    comboboxProps: { withinPortal: true },
    // What is typed brings its first match under the cursor: Enter then takes it.
    selectFirstOptionOnChange: true,
  };
}

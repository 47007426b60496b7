import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface Props {
  label: string;
  /** The day kept in the address ('' for none). */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A day of the activity filters. The input keeps what is typed in a state of its own: the address
 * changes a moment after each key, and an input held to it alone was put back to the old value in
 * between, which lost the date segments typed so far (a year's first digit left "0002").
 */
export function DateFilter({ label, value, onChange }: Props) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The address's day changed (a key's value arriving, Clear filters, Back): show it. A value typed
  // and not yet in the address is left alone.
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return (
    <TextInput
      type="date"
      label={label}
      value={text}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(next);
      }}
      w={170}
    />
  );
}

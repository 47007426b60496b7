import { TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = Omit<TextInputProps, 'onChange' | 'value'> & {
  /** The accessible name; the placeholder too unless one is given. */
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/** A screen's search or filter box: a magnifier, no visible label, the text as it is typed. */
export function SearchInput({ label, value, onChange, placeholder, ...rest }: Props) {
  return (
    <TextInput
      {...rest}
      aria-label={label}
      placeholder={placeholder ?? label}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

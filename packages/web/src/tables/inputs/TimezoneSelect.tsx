import { Select, type MantineSize } from '@mantine/core';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The full IANA list as the browser knows it (UTC is not always in it). */
function ianaZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

let cachedZones: string[] | null = null;

interface Props {
  label?: ReactNode;
  ariaLabel?: string;
  required: boolean;
  clearable: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onBlur?: () => void;
  size: MantineSize;
}

/** Agency timezone is chosen from the full IANA list, searchable. */
export function TimezoneSelect(props: Props) {
  const { t } = useTranslation();
  cachedZones ??= ianaZones();
  const zones =
    props.value && !cachedZones.includes(props.value) ? [props.value, ...cachedZones] : cachedZones;
  return (
    <Select
      label={props.label}
      aria-label={props.ariaLabel}
      withAsterisk={props.required}
      data={zones}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      searchable
      clearable={props.clearable}
      allowDeselect={false}
      limit={400}
      error={props.error}
      autoFocus={props.autoFocus}
      onKeyDown={props.onKeyDown}
      onBlur={props.onBlur}
      size={props.size}
      placeholder={t('tables.fkPlaceholder')}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

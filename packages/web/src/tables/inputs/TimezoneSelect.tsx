import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cellSelectProps, type CellSelectProps } from './cellSelect';

/** The full IANA list as the browser knows it (UTC is not always in it). */
function ianaZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const zones = supported ? supported('timeZone') : [];
  return zones.includes('UTC') ? zones : [...zones, 'UTC'];
}

let cachedZones: string[] | null = null;

/** Agency timezone is chosen from the full IANA list, searchable. */
export function TimezoneSelect(props: CellSelectProps) {
  const { t } = useTranslation();
  cachedZones ??= ianaZones();
  const zones =
    props.value && !cachedZones.includes(props.value) ? [props.value, ...cachedZones] : cachedZones;
  return (
    <Select
      {...cellSelectProps(props)}
      data={zones}
      searchable
      clearable={!props.column.required}
      limit={400}
      placeholder={t('tables.fkPlaceholder')}
    />
  );
}

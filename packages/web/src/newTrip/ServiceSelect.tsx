// The select that gives trips their service (the new trip dialog, copying trips, the timetable's
// inserted trips): the project's
// service ids from calendar and calendar_dates, searched on the server as the user types, with what
// to do when there is none. `pickOnly` chooses the service at once when the project has just one
// (or just one besides the trips' own services, `besides`: copying weekday trips to the weekend).
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablesApi } from '../api/tables';
import { SERVICES_RESOURCE } from '../tables/resources';

interface Props extends Pick<
  SelectProps,
  'label' | 'description' | 'placeholder' | 'error' | 'size' | 'w' | 'clearable' | 'required'
> {
  projectId: number;
  /** Asks for the services only while the dialog is open. */
  enabled: boolean;
  value: string | null;
  onChange: (serviceId: string | null) => void;
  pickOnly?: boolean;
  /** Services not counted by `pickOnly` (still offered). */
  besides?: readonly string[];
}

export function ServiceSelect({
  projectId,
  enabled,
  value,
  onChange,
  pickOnly = false,
  besides = [],
  ...shown
}: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  // The chosen id shown in the box is no search: the whole list stays offered.
  const asked = debounced === value ? '' : debounced;
  const services = useQuery({
    queryKey: ['fk-options', projectId, SERVICES_RESOURCE, asked],
    queryFn: ({ signal }) => tablesApi.options(projectId, SERVICES_RESOURCE, asked, signal),
    enabled,
    staleTime: 30_000,
  });
  const options = [
    ...new Set((services.data?.results ?? []).map((r) => r.service_id).filter((v) => typeof v === 'string')),
  ] as string[];
  const candidates = options.filter((o) => !besides.includes(o));
  const only = pickOnly && asked === '' && candidates.length === 1 ? candidates[0]! : null;
  useEffect(() => {
    if (only !== null && value === null) onChange(only);
  }, [only, value, onChange]);
  return (
    <Select
      {...shown}
      data={options}
      value={value}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server already searched; Mantine's own filter would hide ids matched by another field.
      filter={({ options: all }) => all}
      nothingFoundMessage={services.isFetching ? t('common.loading') : t('tripCopy.noServices')}
    />
  );
}

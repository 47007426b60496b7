import { Loader, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tablesApi } from '../../api/tables';
import { cellSelectProps, type CellSelectProps } from './cellSelect';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A foreign-key cell: searches the related table on the server, 50 rows a page, and
 * stores the referenced GTFS id.
 */
export function FkSelect(props: CellSelectProps) {
  const { t } = useTranslation();
  const fk = props.column.fk!;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  // The search box shows the chosen option's label; that is not a search.
  const query = debounced === props.value || debounced.startsWith(`${props.value} · `) ? '' : debounced;

  const options = useQuery({
    queryKey: ['fk-options', props.projectId, fk.resource, query],
    queryFn: ({ signal }) => tablesApi.options(props.projectId, fk.resource, query, signal),
    staleTime: 30_000,
  });

  const data = useMemo(() => {
    const seen = new Set<string>();
    const list: { value: string; label: string }[] = [];
    for (const row of options.data?.results ?? []) {
      const value = row[fk.valueField];
      if (typeof value !== 'string' || seen.has(value)) continue;
      seen.add(value);
      const extra = fk.labelFields
        .map((f) => row[f])
        .filter((v) => typeof v === 'string' && v !== '')
        .join(' · ');
      list.push({ value, label: extra ? `${value} · ${extra}` : value });
    }
    // Keep the current value choosable even when it is not on the first page of results.
    if (props.value && !seen.has(props.value)) list.unshift({ value: props.value, label: props.value });
    return list;
  }, [options.data, fk, props.value]);

  return (
    <Select
      {...cellSelectProps(props)}
      data={data}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all} // the server has filtered already
      clearable={!props.column.required}
      nothingFoundMessage={options.isFetching ? t('common.loading') : t('tables.fkNothing')}
      placeholder={t('tables.fkPlaceholder')}
      rightSection={options.isFetching ? <Loader size={14} /> : undefined}
      defaultDropdownOpened={props.autoFocus && props.hideLabel}
    />
  );
}

// A new row's suggested values, fetched when its dialog opens: the single choice of a reference (a
// route's only agency), the next free id after the newest ones (S5 → S6) and, for a service, the
// feed's period from its feed info (else the newest service's, else a year from today).
import { RESOURCES, type ResourceName } from '@ruta/gtfs/schema';
import { useQueries, useQuery } from '@tanstack/react-query';
import { tablesApi } from '../api/tables';
import { takesSingleChoice, type Column } from './columns';
import { useFeedInfo } from '../api/feedInfo';
import { nextFreeId, servicePeriod } from './newRowDefaults';

/** Enough of the newest ids to count on from; an older id met again is refused by the server. */
const NEWEST_IDS = 200;

export interface Suggestions {
  values: Record<string, string>;
  /** The numbered field and the id its suggestion follows (for the note beside it). */
  id?: { field: string; after: string };
}

/** The field numbered by the next free id: a table's own single unique id (stop_id, route_id…). */
function idColumn(resource: ResourceName, columns: Column[]): Column | undefined {
  const table = RESOURCES[resource];
  if (table.key.length !== 1 || resource === 'shapes') return undefined;
  return columns.find((c) => c.name === table.key[0] && c.field?.unique && c.input === 'text');
}

export function useNewRowSuggestions(
  projectId: number,
  resource: ResourceName,
  columns: Column[],
  opened: boolean,
): Suggestions {
  const single = columns.filter(takesSingleChoice);
  const choices = useQueries({
    queries: single.map((column) => ({
      // FkSelect's key: the dialog's dropdown then opens on the same answer.
      queryKey: ['fk-options', projectId, column.fk!.resource, ''],
      queryFn: () => tablesApi.options(projectId, column.fk!.resource, ''),
      enabled: opened,
      staleTime: 10_000,
    })),
  });
  const idField = idColumn(resource, columns);
  const newest = useQuery({
    queryKey: ['table', projectId, resource, 'newest-ids'],
    queryFn: () =>
      tablesApi.list(projectId, resource, { page: 1, perPage: NEWEST_IDS, sort: 'id|desc', search: '' }),
    enabled: opened && idField !== undefined,
    staleTime: 0,
  });

  const feedInfo = useFeedInfo(projectId, { enabled: opened && resource === 'calendars' });

  // A service's period once both answers are in (the feed's, else the newest service's, else a year).
  const values: Record<string, string> =
    resource === 'calendars' && feedInfo.isSuccess && newest.isSuccess
      ? servicePeriod(feedInfo.data, newest.data.results[0], new Date())
      : {};
  single.forEach((column, index) => {
    const rows = choices[index]?.data?.results ?? [];
    const ids = new Set(rows.map((row) => row[column.fk!.valueField]).filter((v) => typeof v === 'string'));
    if (ids.size === 1) values[column.name] = [...ids][0] as string;
  });
  let id: Suggestions['id'];
  if (idField && newest.data) {
    const ids = newest.data.results.map((row) => row[idField.name]).filter((v) => typeof v === 'string');
    const next = nextFreeId(ids);
    if (next) {
      values[idField.name] = next.id;
      id = { field: idField.name, after: next.after };
    }
  }
  return { values, id };
}

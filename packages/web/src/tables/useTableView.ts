// What part of a table the screen shows: the search (debounced, from ?search at first), the exact
// filters of the URL (exactFilters.ts), page, page
// size and sort, and the question before a change of view or a departure drops unsaved rows.
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TableDef } from '@ruta/gtfs/schema';
import { filtersFromQuery, sameFilters, type ExactFilters } from './exactFilters';
import { useUnsavedGuard } from './useUnsavedGuard';

const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SORT = 'id|asc';
const DEFAULT_PER_PAGE = 20;

export interface TableView {
  page: number;
  perPage: number;
  sort: string;
  search: string;
  filters: ExactFilters;
}

/**
 * `dirty`: there are unsaved rows; `onDiscardAll` drops them once the user agrees to leave them.
 * The returned `guard` drives the unsaved-changes question.
 */
export function useTableView(table: TableDef, dirty: boolean, onDiscardAll: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query text stands for searchParams
  const filters = useMemo(() => filtersFromQuery(table, searchParams), [table, query]);
  const [searchInput, setSearchInput] = useState(() => searchParams.get('search') ?? '');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<TableView>({
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    sort: DEFAULT_SORT,
    search,
    filters,
  });
  const [pendingView, setPendingView] = useState<TableView | null>(null);
  const blocker = useUnsavedGuard(dirty);

  // A new search or filter starts again on page 1.
  const page = view.search === search && sameFilters(view.filters, filters) ? view.page : 1;
  const current: TableView = { ...view, page, search, filters };

  /** Drops an exact filter from the URL (the list widens, from page 1). */
  const removeFilter = (field: string) => {
    const next = new URLSearchParams(searchParams);
    next.delete(field);
    setSearchParams(next, { replace: true });
  };

  /** Page and page size changes drop the marks of unsaved rows, after asking. */
  const changeView = (next: Partial<TableView>) => {
    const target = { ...current, ...next };
    if (dirty) setPendingView(target);
    else setView(target);
  };

  /** A header click sorts by its column, ascending first, then the other way. */
  const toggleSort = (column: string) => {
    const [field, dir] = view.sort.split('|');
    setView({ ...current, sort: `${column}|${field === column && dir === 'asc' ? 'desc' : 'asc'}` });
  };

  const guard = {
    opened: pendingView !== null || blocker.state === 'blocked',
    stay() {
      setPendingView(null);
      if (blocker.state === 'blocked') blocker.reset();
    },
    proceed() {
      onDiscardAll();
      if (pendingView) setView(pendingView);
      setPendingView(null);
      if (blocker.state === 'blocked') blocker.proceed();
    },
  };

  return {
    searchInput,
    setSearchInput,
    search,
    view: current,
    changeView,
    toggleSort,
    removeFilter,
    guard,
  };
}

// What part of a table the screen shows: the search (debounced, from ?search at first), page, page
// size and sort, and the question before a change of view or a departure drops unsaved rows.
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUnsavedGuard } from './useUnsavedGuard';

const SEARCH_DEBOUNCE_MS = 300;
const DEFAULT_SORT = 'id|asc';
const DEFAULT_PER_PAGE = 20;

export interface TableView {
  page: number;
  perPage: number;
  sort: string;
  search: string;
}

/**
 * `dirty`: there are unsaved rows; `onDiscardAll` drops them once the user agrees to leave them.
 * The returned `guard` drives the unsaved-changes question.
 */
export function useTableView(dirty: boolean, onDiscardAll: () => void) {
  const [searchParams] = useSearchParams();
  const [searchInput, setSearchInput] = useState(() => searchParams.get('search') ?? '');
  const [search] = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [view, setView] = useState<TableView>({
    page: 1,
    perPage: DEFAULT_PER_PAGE,
    sort: DEFAULT_SORT,
    search,
  });
  const [pendingView, setPendingView] = useState<TableView | null>(null);
  const blocker = useUnsavedGuard(dirty);

  // A new search starts again on page 1.
  const page = view.search === search ? view.page : 1;
  const current: TableView = { ...view, page, search };

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

  return { searchInput, setSearchInput, search, view: current, changeView, toggleSort, guard };
}

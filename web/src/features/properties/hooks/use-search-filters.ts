import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, parseSearchParams, toSearchParams } from '../utils/search-filters';
import type { FilterKey, SearchFilters } from '../utils/search-filters';

// The URL is the one place the search lives: a shared link or the back button restores it.
// Every filter change is a new history entry and starts again at page 1 where the reader is;
// a page change scrolls to the top (the layout's ScrollRestoration does it for new entries).
export const useSearchFilters = () => {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => parseSearchParams(params), [params]);

  const setFilters = useCallback(
    (next: Partial<SearchFilters>) =>
      setParams(toSearchParams({ ...filters, ...next }, 1), { preventScrollReset: true }),
    [filters, setParams],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string) => {
      if (filters[key] !== value) setFilters({ [key]: value });
    },
    [filters, setFilters],
  );
  const setPage = useCallback(
    (next: number) => setParams(toSearchParams(filters, next)),
    [filters, setParams],
  );
  const clearAll = useCallback(
    () => setParams(toSearchParams(DEFAULT_FILTERS, 1), { preventScrollReset: true }),
    [setParams],
  );

  return { filters, page, setFilter, setFilters, setPage, clearAll };
};

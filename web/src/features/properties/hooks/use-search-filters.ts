import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_FILTERS, parseSearchParams, toSearchParams } from '../utils/search-filters';
import type { FilterKey, SearchFilters } from '../utils/search-filters';

// The URL is the one place the search lives: a shared link or the back button restores it.
// Every filter change is a new history entry and starts again at page 1 where the reader is;
// a page change scrolls to the top (the layout's ScrollRestoration does it for new entries).
export const useSearchFilters = () => {
  const [params, setParams] = useSearchParams();
  const { filters, page } = useMemo(() => parseSearchParams(params), [params]);

  // What the last change asked the URL to be. A second change made before the page shows the
  // first (a quick second tap, a keyboard choice right after a typed commit) builds on it: built
  // on this render's URL it would undo the first. A URL that arrives any other way (the back
  // button, a link) is the one to build on again.
  const asked = useRef({ shown: params, latest: params });
  if (asked.current.shown !== params) asked.current = { shown: params, latest: params };

  const go = useCallback(
    (next: URLSearchParams, options?: { preventScrollReset: boolean }) => {
      asked.current.latest = next;
      setParams(next, options);
    },
    [setParams],
  );
  const latestFilters = useCallback(() => parseSearchParams(asked.current.latest).filters, []);

  const setFilters = useCallback(
    (next: Partial<SearchFilters>) =>
      go(toSearchParams({ ...latestFilters(), ...next }, 1), { preventScrollReset: true }),
    [go, latestFilters],
  );
  const setFilter = useCallback(
    (key: FilterKey, value: string) => {
      if (latestFilters()[key] !== value) setFilters({ [key]: value });
    },
    [latestFilters, setFilters],
  );
  const setPage = useCallback(
    (next: number) => go(toSearchParams(latestFilters(), next)),
    [go, latestFilters],
  );
  const clearAll = useCallback(
    () => go(toSearchParams(DEFAULT_FILTERS, 1), { preventScrollReset: true }),
    [go],
  );

  return { filters, page, setFilter, setFilters, setPage, clearAll };
};

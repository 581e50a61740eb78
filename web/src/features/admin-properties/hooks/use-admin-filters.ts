import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { EMPTY_FILTERS, adminQuery } from '../utils/admin-query';
import type { AdminFilters } from '../utils/admin-query';

const TYPING_PAUSE_MS = 300;

// Filters and page of Manage Properties; typed text is asked for once the typing pauses, and any
// change of filter goes back to page 1.
export const useAdminFilters = () => {
  const [filters, setFilters] = useState<AdminFilters>(EMPTY_FILTERS);
  const [page, setPage] = useState(1);
  const settled = useDebouncedValue(filters, TYPING_PAUSE_MS);
  const change = (key: keyof AdminFilters, value: string) => {
    setFilters((current) => ({ ...current, [key]: value }));
    setPage(1);
  };
  const clear = () => {
    setFilters((current) => ({ ...EMPTY_FILTERS, search: current.search }));
    setPage(1);
  };
  return { filters, change, clear, page, setPage, query: adminQuery(settled, page) };
};

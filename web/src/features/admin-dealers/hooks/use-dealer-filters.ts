import { useState } from 'react';
import { toStatusFilter } from '../utils/dealer-filters';
import type { StatusFilter } from '../utils/dealer-filters';

// Search text and status of a dealer list; both filter in the page, as the admin types.
export const useDealerFilters = () => {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  return {
    search,
    status,
    setSearch,
    setStatus: (value: string) => setStatus(toStatusFilter(value)),
  };
};

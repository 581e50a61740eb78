import { BOOKING_STATUSES, type BookingStatus } from '@ghar/contracts/constants';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { ADMIN_BOOKINGS_PAGE_SIZE } from '../api/query-keys';
import type { AdminBookingQuery } from '../api/query-keys';

const isStatus = (value: string): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value);

// Search (sent once typing pauses), status and page; a new search or status starts at page 1.
export const useBookingFilters = () => {
  const [search, setSearchText] = useState('');
  const [status, setStatusValue] = useState<BookingStatus | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim(), 300);
  const query: AdminBookingQuery = {
    page,
    limit: ADMIN_BOOKINGS_PAGE_SIZE,
    status: status || undefined,
    search: debounced || undefined,
  };
  return {
    search,
    status,
    page,
    query,
    setPage,
    setSearch: (value: string) => {
      setSearchText(value);
      setPage(1);
    },
    setStatus: (value: string) => {
      setStatusValue(isStatus(value) ? value : '');
      setPage(1);
    },
  };
};

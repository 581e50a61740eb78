import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminBookingsResponseSchema } from '@ghar/contracts/http';
import { adminBookingKeys } from './query-keys';
import type { AdminBookingQuery } from './query-keys';

// GET /bookings (admin): page, limit 10, status, search (spec part 2 §7); each booking carries
// rivalPendingCount, the other PENDING bookings on its property.
export const getAdminBookings = async (query: AdminBookingQuery, signal?: AbortSignal) =>
  adminBookingsResponseSchema.parse(await api.get<unknown>('/bookings', { query, signal }));

export const useAdminBookings = (query: AdminBookingQuery) =>
  useQuery({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getAdminBookings(query, signal),
    placeholderData: keepPreviousData,
  });

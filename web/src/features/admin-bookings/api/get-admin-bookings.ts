import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { bookingViewSchema } from '@/lib/booking-view';
import { adminBookingKeys } from './query-keys';
import type { AdminBookingQuery } from './query-keys';

const bookingPageSchema = z.object({
  bookings: z.array(bookingViewSchema),
  totalPages: z.number(),
  total: z.optional(z.number()),
});
export type AdminBookingPage = z.output<typeof bookingPageSchema>;

// GET /bookings (admin): page, limit 10, status, search (spec part 2 §7); each booking carries
// rivalPendingCount, the other PENDING bookings on its property.
export const getAdminBookings = async (query: AdminBookingQuery, signal?: AbortSignal) =>
  bookingPageSchema.parse(await api.get<unknown>('/bookings', { query, signal }));

export const useAdminBookings = (query: AdminBookingQuery) =>
  useQuery({
    queryKey: adminBookingKeys.list(query),
    queryFn: ({ signal }) => getAdminBookings(query, signal),
    placeholderData: keepPreviousData,
  });

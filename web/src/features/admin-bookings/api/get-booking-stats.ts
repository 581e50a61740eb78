import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { adminBookingKeys } from './query-keys';

const bookingStatsSchema = z.object({
  totalBookings: z.number(),
  pendingBookings: z.number(),
  confirmedBookings: z.number(),
  /** Rupees: the sum of CONFIRMED amounts. */
  totalRevenue: z.number(),
});
export type BookingStats = z.output<typeof bookingStatsSchema>;

// GET /bookings/stats (data.data, spec part 2 §7).
export const getBookingStats = async (signal?: AbortSignal) =>
  bookingStatsSchema.parse(await api.get<unknown>('/bookings/stats', { signal }));

export const useBookingStats = () =>
  useQuery({ queryKey: adminBookingKeys.stats, queryFn: ({ signal }) => getBookingStats(signal) });

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { bookingStatsSchema } from '@ghar/contracts/http';
import { adminBookingKeys } from './query-keys';

// GET /bookings/stats (data.data, spec part 2 §7); totalRevenue sums CONFIRMED amounts.
export const getBookingStats = async (signal?: AbortSignal) =>
  bookingStatsSchema.parse(await api.get<unknown>('/bookings/stats', { signal }));

export const useBookingStats = () =>
  useQuery({ queryKey: adminBookingKeys.stats, queryFn: ({ signal }) => getBookingStats(signal) });

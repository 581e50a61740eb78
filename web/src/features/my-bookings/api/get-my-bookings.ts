import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myBookingsResponseSchema } from '@ghar/contracts/http';

// GET /bookings/my-bookings: the signed-in user's bookings, newest first (spec part 2 §7).
export const getMyBookings = async (signal?: AbortSignal) =>
  myBookingsResponseSchema.parse(await api.get<unknown>('/bookings/my-bookings', { signal }));

export const useMyBookings = () =>
  useQuery({ queryKey: ['bookings', 'mine'], queryFn: ({ signal }) => getMyBookings(signal) });

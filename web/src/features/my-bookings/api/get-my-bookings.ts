import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myBookingsShape } from '@/lib/booking-view';

// GET /bookings/my-bookings: the signed-in user's bookings, newest first (spec part 2 §7).
export const getMyBookings = async (signal?: AbortSignal) =>
  myBookingsShape.parse(await api.get<unknown>('/bookings/my-bookings', { signal }));

export const useMyBookings = () =>
  useQuery({ queryKey: ['bookings', 'mine'], queryFn: ({ signal }) => getMyBookings(signal) });

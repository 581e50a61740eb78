import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { api } from '@/lib/api-client';
import { bookingViewSchema } from '@/lib/booking-view';

const myBookingsSchema = z.array(bookingViewSchema);

// GET /bookings/my-bookings: the signed-in user's bookings, newest first (spec part 2 §7).
export const getMyBookings = async (signal?: AbortSignal) =>
  myBookingsSchema.parse(await api.get<unknown>('/bookings/my-bookings', { signal }));

export const useMyBookings = () =>
  useQuery({ queryKey: ['bookings', 'mine'], queryFn: ({ signal }) => getMyBookings(signal) });

import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { myBookingsResponseSchema } from '@ghar/contracts/http';

// Whether the signed-in user already has a PENDING booking of this property (issue 23 item 14),
// so the modal says so before a second payment. The key is My Bookings' own: one read serves
// both, and a new booking (which invalidates 'bookings') refreshes it.
export const useHasPendingBooking = (propertyId: string) =>
  useQuery({
    queryKey: ['bookings', 'mine'],
    queryFn: async ({ signal }) =>
      myBookingsResponseSchema.parse(await api.get<unknown>('/bookings/my-bookings', { signal })),
    select: (bookings) =>
      bookings.some((booking) => booking.propertyId === propertyId && booking.status === 'PENDING'),
  }).data === true;

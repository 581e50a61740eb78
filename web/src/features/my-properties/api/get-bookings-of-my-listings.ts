import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ownerBookingsResponseSchema, type OwnerBookingView } from '@ghar/contracts/http';

// GET /bookings/for-my-properties: who booked each of the owner's listings, once the booking is
// CONFIRMED (the Terms share contact details then), keyed by listing for the cards.
export const getBookingsOfMyListings = async (
  signal?: AbortSignal,
): Promise<Map<string, OwnerBookingView>> => {
  const bookings = ownerBookingsResponseSchema.parse(
    await api.get<unknown>('/bookings/for-my-properties', { signal }),
  );
  // A listing holds one CONFIRMED booking at a time; the newest wins should two ever show.
  const byListing = new Map<string, OwnerBookingView>();
  for (const booking of bookings) {
    if (!byListing.has(booking.propertyId)) byListing.set(booking.propertyId, booking);
  }
  return byListing;
};

export const useBookingsOfMyListings = () =>
  useQuery({
    queryKey: ['bookings', 'of-my-listings'],
    queryFn: ({ signal }) => getBookingsOfMyListings(signal),
  });

import { PAGE_SIZES, type BookingStatus } from '@ghar/contracts/constants';

export type AdminBookingQuery = {
  page: number;
  limit: number;
  status?: BookingStatus;
  search?: string;
};

export const ADMIN_BOOKINGS_PAGE_SIZE = PAGE_SIZES.adminBookings;

// Every booking key starts with 'bookings', so one invalidation refreshes the user's and the
// admin's lists alike.
export const adminBookingKeys = {
  all: ['bookings'] as const,
  list: (query: AdminBookingQuery) => ['bookings', 'admin', query] as const,
  stats: ['bookings', 'stats'] as const,
};

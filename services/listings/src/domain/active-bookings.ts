import type { BookingStatus } from '@ghar/contracts/constants';
import type { ActiveBookings } from './ports';

/**
 * How far a booking has gone: a booking only moves forward (PENDING → CONFIRMED → CANCELLED, or
 * straight to CANCELLED / EXPIRED), so a late or repeated event never takes it back.
 */
export const BOOKING_STAGE: Record<BookingStatus, number> = {
  PENDING: 0,
  CONFIRMED: 1,
  CANCELLED: 2,
  EXPIRED: 2,
};

export interface ProjectedBooking {
  bookingId: string;
  propertyId: string;
  status: BookingStatus;
}

/** The listings' copy of bookings (bookings.events), behind the delete rule's ActiveBookings. */
export interface BookingsProjection extends ActiveBookings {
  /** Records the booking at `status` unless it already stands there or further; true when it moved. */
  advance(booking: ProjectedBooking): Promise<boolean>;
  statusOf(bookingId: string): Promise<BookingStatus | null>;
  countConfirmed(propertyId: string): Promise<number>;
}

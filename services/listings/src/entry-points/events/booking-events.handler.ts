import type { EventHandlers } from '@ghar/platform';
import type { BookingsProjection } from '../../domain/active-bookings';
import { applyBookingEvent, type BookingEvent } from '../../domain/booking-events';
import type { ListingsDeps } from '../../domain/ports';

/** bookings.events feed the bookings projection and a listing's BOOKED / FREE status. */
export function bookingEventHandlers(deps: ListingsDeps, bookings: BookingsProjection) {
  const apply = (event: BookingEvent) => applyBookingEvent(deps, bookings, event);
  return {
    BookingCreated: apply,
    BookingApproved: apply,
    BookingRejected: apply,
    BookingExpired: apply,
    BookingUnbooked: apply,
  } satisfies EventHandlers;
}

import type { BookingStatus, PropertyStatus } from '@ghar/contracts/constants';
import type { BookingsProjection } from './active-bookings';
import { changePropertyStatus } from './change-property-status';
import type { ListingsDeps } from './ports';

export type BookingEventType =
  'BookingCreated' | 'BookingApproved' | 'BookingRejected' | 'BookingExpired' | 'BookingUnbooked';

/** The status each booking event leaves its booking in. */
export const STATUS_AFTER: Record<BookingEventType, BookingStatus> = {
  BookingCreated: 'PENDING',
  BookingApproved: 'CONFIRMED',
  BookingRejected: 'CANCELLED',
  BookingExpired: 'EXPIRED',
  BookingUnbooked: 'CANCELLED',
};

export interface BookingEvent {
  type: BookingEventType;
  data: { bookingId: string; propertyId: string; cancelledBookingIds?: string[] };
  actor: string | null;
  correlationId: string;
}

/**
 * One of bookings' events (docs/events.md): the projection moves the booking forward, an approval
 * books the listing (FREE → BOOKED) and an unbooking frees it (BOOKED → FREE) once no other
 * booking of it is confirmed. The listing's change is decided from the projection's state, not
 * from whether this delivery moved it, so a retry after a failed status write still makes it;
 * a late approval of a booking already unbooked books nothing.
 */
export async function applyBookingEvent(
  deps: ListingsDeps,
  bookings: BookingsProjection,
  event: BookingEvent,
): Promise<void> {
  const { bookingId, propertyId } = event.data;
  await bookings.advance({ bookingId, propertyId, status: STATUS_AFTER[event.type] });
  if (event.type === 'BookingApproved') {
    for (const rival of event.data.cancelledBookingIds ?? []) {
      await bookings.advance({ bookingId: rival, propertyId, status: 'CANCELLED' });
    }
    if ((await bookings.statusOf(bookingId)) === 'CONFIRMED') {
      await moveListing(deps, event, 'FREE', 'BOOKED');
    }
  }
  if (event.type === 'BookingUnbooked' && (await bookings.countConfirmed(propertyId)) === 0) {
    await moveListing(deps, event, 'BOOKED', 'FREE');
  }
}

/** FREE ↔ BOOKED only: a listing sold, already moved, or deleted meanwhile is left as it is. */
async function moveListing(
  deps: ListingsDeps,
  event: BookingEvent,
  from: PropertyStatus,
  to: PropertyStatus,
): Promise<void> {
  const { bookingId, propertyId } = event.data;
  const current = await deps.properties.findById(propertyId);
  if (current?.status !== from) {
    deps.logger.info(
      { propertyId, bookingId, status: current?.status ?? 'gone', wanted: to },
      'booking event leaves the listing as it is',
    );
    return;
  }
  await changePropertyStatus(deps, propertyId, to, 'system', {
    actorId: event.actor,
    requestId: event.correlationId,
    bookingId,
  });
}

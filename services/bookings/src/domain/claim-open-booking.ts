import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { BookingsDeps } from './ports';

/**
 * How long a guard whose booking is not stored yet counts as a create in flight (its proof being
 * saved, its insert on the way); after that it was a create a crash cut short, and is free.
 */
export const OPEN_BOOKING_GRACE_MS = 60_000;

/**
 * One PENDING booking per user and property (issue 23 item 14): the new booking takes the
 * user's guard on the property, or the guard's booking must have left PENDING (approved,
 * rejected, expired, deleted), in which case it is handed over by one conditional write, so of
 * two racing creates one wins. The same booking's retry holds it already.
 */
export async function claimOpenBooking(
  deps: Pick<BookingsDeps, 'openBookings' | 'bookings' | 'clock'>,
  userId: string,
  propertyId: string,
  bookingId: string,
): Promise<void> {
  const now = deps.clock.now();
  const held = await deps.openBookings.claim(userId, propertyId, bookingId, now);
  if (!held || held.bookingId === bookingId) return;
  const holder = held.bookingId ? await deps.bookings.findById(held.bookingId) : null;
  const open = holder
    ? holder.status === 'PENDING' && holder.propertyId === propertyId
    : now.getTime() - held.at.getTime() < OPEN_BOOKING_GRACE_MS;
  const handedOver =
    !open && (await deps.openBookings.handOver(userId, propertyId, held.bookingId, bookingId, now));
  if (!handedOver) throw conflict(E.pendingBookingExists);
}

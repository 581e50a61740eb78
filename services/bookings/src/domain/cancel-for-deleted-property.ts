import type { ActionContext, BookingRecord } from './booking';
import { bookingEvent } from './booking-events';
import { historyStep } from './history-step';
import { moveInPages } from './move-in-pages';
import type { BookingsDeps } from './ports';

/**
 * listings refuses to delete a property while its projection of bookings shows an active one, but
 * a booking created at the moment of the delete is not in that projection yet (issue 14's fault
 * test: 4 of 6 races left a PENDING booking on a deleted property). So when PropertyDeleted
 * arrives, every booking still PENDING on it is cancelled, with a BookingRejected the booker and
 * the admins hear of. Conditional on PENDING, so a redelivery or a concurrent decision wins once.
 */
export async function cancelForDeletedProperty(
  deps: Pick<BookingsDeps, 'bookings' | 'clock'>,
  propertyId: string,
  ctx: ActionContext,
): Promise<number> {
  return moveInPages(
    (limit) => deps.bookings.pendingOf(propertyId, limit),
    async (booking) => cancelAsDeleted(deps, booking, ctx),
  );
}

/** One PENDING booking of a deleted property cancelled; false when it had left PENDING already. */
export async function cancelAsDeleted(
  deps: Pick<BookingsDeps, 'bookings' | 'clock'>,
  booking: BookingRecord,
  ctx: ActionContext,
): Promise<boolean> {
  const now = deps.clock.now();
  const cancelled = await deps.bookings.transition(
    booking.id,
    'PENDING',
    {
      status: 'CANCELLED',
      entry: historyStep(
        'cancelled',
        'CANCELLED',
        now,
        ctx.actorId,
        'cancelled: the property was deleted',
      ),
      now,
    },
    [bookingEvent('BookingRejected', { ...booking, status: 'CANCELLED' }, ctx)],
  );
  return cancelled !== null;
}

import type { ActionContext } from './booking';
import { resumeApproval } from './approve-booking';
import type { BookingsDeps } from './ports';

/** How long a lock may be held by a booking that is not CONFIRMED: an approval in flight. */
export const LOCK_GRACE_MS = 5 * 60_000;

/**
 * An approval is several writes (the property's lock, the booking, each rival) and an unbooking
 * two (the booking, then the lock), with no transaction to hold them together (FerretDB 1.24).
 * A crash between them, or a booking created while an approval ran, leaves a property half-moved;
 * this finishes the step, with the expiry sweep:
 * - a property held by a CONFIRMED booking with PENDING ones left: the approval is resumed
 *   (`approve-booking.ts`, its third step cancels them);
 * - a lock held by a booking that is CANCELLED, EXPIRED or gone (an unbooking that never
 *   released) is released, and one held by a PENDING booking past LOCK_GRACE_MS (an approval that
 *   never wrote), so the property can be booked again.
 */
export async function finishInterruptedSteps(deps: BookingsDeps, ctx: ActionContext) {
  const staleBefore = deps.clock.now().getTime() - LOCK_GRACE_MS;
  const locks = await deps.locks.list();
  // Whether any is left is all it needs: each counted up to one.
  const pending = await deps.bookings.countPending(
    locks.map((lock) => lock.propertyId),
    1,
  );
  const holders = new Map(
    (await deps.bookings.findByIds(locks.map((lock) => lock.bookingId))).map((record) => [
      record.id,
      record,
    ]),
  );
  let rivalsCancelled = 0;
  let locksReleased = 0;
  for (const lock of locks) {
    const holder = holders.get(lock.bookingId);
    if (holder?.status === 'CONFIRMED') {
      if ((pending.get(lock.propertyId) ?? 0) > 0) {
        rivalsCancelled += await resumeApproval(deps, lock.propertyId, lock.bookingId, ctx);
      }
    } else if (holder?.status !== 'PENDING' || lock.at.getTime() < staleBefore) {
      // Held by a booking that can never be CONFIRMED again (an unbooking cut short): at once.
      // Held by a PENDING one: an approval may still be writing, so only past the grace.
      await deps.locks.release(lock.propertyId, lock.bookingId);
      locksReleased += 1;
    }
  }
  return { rivalsCancelled, locksReleased };
}

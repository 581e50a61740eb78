import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { ActionContext, BookingRecord } from './booking';
import { bookingApprovedEvent, bookingEvent } from './booking-events';
import { requireBooking } from './find-booking';
import { historyStep } from './history-step';
import { liveLockHolder } from './live-lock-holder';
import { MOVE_BATCH, moveInPages } from './move-in-pages';
import type { BookingsDeps } from './ports';

/**
 * Step 1: the property's lock, taken by one conditional write, so of two approvals of one property
 * exactly one goes on. A lock left by an unbooking a crash cut short is released by
 * liveLockHolder: then it is claimed again.
 */
async function claimProperty(deps: BookingsDeps, record: BookingRecord): Promise<void> {
  const claimed =
    (await deps.locks.claim(record.propertyId, record.id)) ||
    (!(await liveLockHolder(deps, record.propertyId)) &&
      (await deps.locks.claim(record.propertyId, record.id)));
  if (!claimed) throw conflict(E.propertyAlreadyBooked);
}

/**
 * Step 2: PENDING → CONFIRMED and BookingApproved (naming the rivals, which listings also marks)
 * in one document write. Rejected or expired meanwhile: the property is given back, 409.
 */
async function confirmBooking(
  deps: BookingsDeps,
  record: BookingRecord,
  rivalIds: string[],
  ctx: ActionContext,
): Promise<BookingRecord> {
  const now = deps.clock.now();
  const approved = await deps.bookings.transition(
    record.id,
    'PENDING',
    {
      status: 'CONFIRMED',
      entry: historyStep('approved', 'CONFIRMED', now, ctx.actorId, 'approved'),
      now,
    },
    [bookingApprovedEvent({ ...record, status: 'CONFIRMED' }, rivalIds, ctx)],
  );
  if (!approved) {
    await deps.locks.release(record.propertyId, record.id);
    throw conflict(E.bookingNotPending);
  }
  return approved;
}

/**
 * Step 3: the other PENDING bookings of the property → CANCELLED, each by its own conditional
 * write. Those the approval's event named (`named`) need no event of their own, listings marks
 * them from it; any other (created while the approval ran) gets a BookingRejected. It reads the
 * PENDING bookings afresh (step 2 read them once already, for its event) to catch one created
 * meanwhile. Returns how many it cancelled.
 */
async function cancelRivals(
  deps: BookingsDeps,
  propertyId: string,
  approvedId: string,
  ctx: ActionContext,
  named: readonly string[] = [],
): Promise<number> {
  const now = deps.clock.now();
  const note = `cancelled: booking ${approvedId} was approved`;
  return moveInPages(
    (limit) => deps.bookings.pendingOf(propertyId, limit),
    async (rival) =>
      rival.id !== approvedId &&
      (await deps.bookings.transition(
        rival.id,
        'PENDING',
        {
          status: 'CANCELLED',
          entry: historyStep('cancelled', 'CANCELLED', now, ctx.actorId, note),
          now,
        },
        named.includes(rival.id)
          ? []
          : [bookingEvent('BookingRejected', { ...rival, status: 'CANCELLED' }, ctx)],
      )) !== null,
  );
}

/**
 * An approval asked again after its answer was lost (the database went away during step 3, the
 * client saw 503 and retries): the booking is CONFIRMED and still holds the property, but rivals
 * may be PENDING. They are cancelled now, as the sweep would much later (every 15 minutes), before
 * the retry is told 409, so a client's retry is what finishes its approval.
 */
async function finishIfCutShort(
  deps: BookingsDeps,
  record: BookingRecord,
  ctx: ActionContext,
): Promise<void> {
  if ((await deps.locks.holder(record.propertyId)) !== record.id) return;
  await cancelRivals(deps, record.propertyId, record.id, ctx);
}

/**
 * PUT /bookings/:id/approve: PENDING → CONFIRMED, and every other PENDING booking of the
 * property → CANCELLED, in three steps (the lock, the booking with its event, the rivals). They
 * are separate writes with no transaction to hold them together (FerretDB 1.24): a crash after
 * step 2 is finished by `resumeApproval`, which start-up recovery and the expiry sweep call.
 */
export async function approveBooking(
  deps: BookingsDeps,
  id: string,
  ctx: ActionContext,
): Promise<BookingRecord> {
  const record = await requireBooking(deps, id);
  if (record.status === 'CONFIRMED') await finishIfCutShort(deps, record, ctx);
  if (record.status !== 'PENDING') throw conflict(E.bookingNotPending);
  await claimProperty(deps, record);
  // The event names the first page of rivals; any past it get their own BookingRejected.
  const rivalIds = (await deps.bookings.pendingOf(record.propertyId, MOVE_BATCH))
    .map((rival) => rival.id)
    .filter((rivalId) => rivalId !== id);
  const approved = await confirmBooking(deps, record, rivalIds, ctx);
  await cancelRivals(deps, record.propertyId, id, ctx, rivalIds);
  return approved;
}

/**
 * Resumes the approval of `approvedId` (CONFIRMED and holding the property's lock) from its third
 * step: cancels the PENDING bookings of the property left by a crash, or created while it ran.
 */
export const resumeApproval = (
  deps: BookingsDeps,
  propertyId: string,
  approvedId: string,
  ctx: ActionContext,
): Promise<number> => cancelRivals(deps, propertyId, approvedId, ctx);

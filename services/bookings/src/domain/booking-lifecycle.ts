import type { BookingStatus } from '@ghar/contracts/constants';
import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict } from '@ghar/platform';
import type { ActionContext, BookingRecord } from './booking';
import { overdueBefore } from './booking-deadline';
import { bookingEvent } from './booking-events';
import { requireBooking } from './find-booking';
import { historyStep } from './history-step';
import { moveInPages } from './move-in-pages';
import type { BookingsDeps } from './ports';

/** The record as it will be after a change, for the event written with that change. */
const after = (record: BookingRecord, status: BookingStatus): BookingRecord => ({
  ...record,
  status,
});

/**
 * One admin decision that moves a booking from `from` to CANCELLED with its step and event, or
 * 409 with `refused` when the booking is not (or no longer) in `from`.
 */
async function cancelFrom(
  deps: BookingsDeps,
  id: string,
  ctx: ActionContext,
  move: {
    from: 'PENDING' | 'CONFIRMED';
    kind: 'rejected' | 'unbooked';
    event: 'BookingRejected' | 'BookingUnbooked';
    refused: string;
  },
): Promise<BookingRecord> {
  const record = await requireBooking(deps, id);
  const now = deps.clock.now();
  const moved =
    record.status === move.from
      ? await deps.bookings.transition(
          id,
          move.from,
          {
            status: 'CANCELLED',
            entry: historyStep(move.kind, 'CANCELLED', now, ctx.actorId, move.kind),
            now,
          },
          [bookingEvent(move.event, after(record, 'CANCELLED'), ctx)],
        )
      : null;
  if (!moved) throw conflict(move.refused);
  return moved;
}

/** PUT /bookings/:id/reject: PENDING → CANCELLED (BookingRejected). */
export const rejectBooking = (deps: BookingsDeps, id: string, ctx: ActionContext) =>
  cancelFrom(deps, id, ctx, {
    from: 'PENDING',
    kind: 'rejected',
    event: 'BookingRejected',
    refused: E.bookingNotPending,
  });

/** PUT /bookings/:id/unbook: CONFIRMED → CANCELLED, the property free again (BookingUnbooked). */
export async function unbookBooking(
  deps: BookingsDeps,
  id: string,
  ctx: ActionContext,
): Promise<BookingRecord> {
  const unbooked = await cancelFrom(deps, id, ctx, {
    from: 'CONFIRMED',
    kind: 'unbooked',
    event: 'BookingUnbooked',
    refused: E.bookingNotConfirmed,
  });
  await deps.locks.release(unbooked.propertyId, id);
  return unbooked;
}

/**
 * POST /bookings/update-expired and the 15-minute job: PENDING bookings older than the pending
 * TTL → EXPIRED (BookingExpired), by the injected clock. A booking decided meanwhile is skipped.
 */
export async function expireOverdue(deps: BookingsDeps, ctx: ActionContext): Promise<number> {
  const now = deps.clock.now();
  // The TTL as the admin set it when this sweep starts (issue 13 item 4).
  const before = overdueBefore(now, await deps.settings.current());
  return moveInPages(
    (limit) => deps.bookings.pendingCreatedBefore(before, limit),
    async (record) =>
      (await deps.bookings.transition(
        record.id,
        'PENDING',
        {
          status: 'EXPIRED',
          entry: historyStep('expired', 'EXPIRED', now, ctx.actorId, 'expired'),
          now,
        },
        [bookingEvent('BookingExpired', after(record, 'EXPIRED'), ctx)],
      )) !== null,
  );
}

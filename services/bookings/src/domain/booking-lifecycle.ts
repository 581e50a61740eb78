import { ERROR_MESSAGES as E, type BookingStatus } from '@ghar/contracts';
import { conflict } from '@ghar/platform';
import type { ActionContext, BookingRecord } from './booking';
import { overdueBefore } from './booking-deadline';
import { bookingApprovedEvent, bookingEvent } from './booking-events';
import { cancelRivals } from './finish-interrupted-steps';
import { requireBooking } from './find-booking';
import { historyStep } from './history-step';
import { liveLockHolder } from './live-lock-holder';
import type { BookingsDeps } from './ports';

/** The record as it will be after a change, for the event written with that change. */
const after = (record: BookingRecord, status: BookingStatus): BookingRecord => ({
  ...record,
  status,
});

/**
 * PUT /bookings/:id/approve: PENDING → CONFIRMED, and every other PENDING booking of the
 * property → CANCELLED. Two approvals of one property at once: the per-property lock is taken by
 * one conditional write, so exactly one wins and the other gets 409 'already booked'. The
 * approval and its event (with the cancelled rivals' ids, which listings also marks) are one
 * document write; the rivals follow, each by its own conditional write.
 */
export async function approveBooking(
  deps: BookingsDeps,
  id: string,
  ctx: ActionContext,
): Promise<BookingRecord> {
  const record = await requireBooking(deps, id);
  if (record.status !== 'PENDING') throw conflict(E.bookingNotPending);
  // A lock left by an unbooking a crash cut short is released by liveLockHolder: claim again.
  const claimed =
    (await deps.locks.claim(record.propertyId, id)) ||
    (!(await liveLockHolder(deps, record.propertyId)) &&
      (await deps.locks.claim(record.propertyId, id)));
  if (!claimed) throw conflict(E.propertyAlreadyBooked);
  const now = deps.clock.now();
  const rivalIds = (await deps.bookings.pendingOf(record.propertyId))
    .map((rival) => rival.id)
    .filter((rivalId) => rivalId !== id);
  const approved = await deps.bookings.transition(
    id,
    'PENDING',
    {
      status: 'CONFIRMED',
      entry: historyStep('approved', 'CONFIRMED', now, ctx.actorId, 'approved'),
      now,
    },
    [bookingApprovedEvent(after(record, 'CONFIRMED'), rivalIds, ctx)],
  );
  if (!approved) {
    // Rejected or expired meanwhile: give the property back.
    await deps.locks.release(record.propertyId, id);
    throw conflict(E.bookingNotPending);
  }
  await cancelRivals(deps, record.propertyId, id, ctx, rivalIds);
  return approved;
}

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
  let expired = 0;
  for (const record of await deps.bookings.pendingCreatedBefore(before)) {
    const moved = await deps.bookings.transition(
      record.id,
      'PENDING',
      {
        status: 'EXPIRED',
        entry: historyStep('expired', 'EXPIRED', now, ctx.actorId, 'expired'),
        now,
      },
      [bookingEvent('BookingExpired', after(record, 'EXPIRED'), ctx)],
    );
    if (moved) expired += 1;
  }
  return expired;
}

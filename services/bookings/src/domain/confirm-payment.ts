import { ERROR_MESSAGES as E } from '@ghar/contracts';
import { conflict, forbidden } from '@ghar/platform';
import type { Actor, BookingRecord } from './booking';
import { requireBooking } from './find-booking';
import type { BookingsDeps } from './ports';

/**
 * POST /bookings/confirm: the booker's own word that the payment of their PENDING booking was
 * made (the spec shows no payload; the admin's decision stays PUT /approve). Recorded once on the
 * timeline; asking again changes nothing.
 */
export async function confirmPayment(
  deps: BookingsDeps,
  id: string,
  actor: Actor,
): Promise<BookingRecord> {
  const record = await requireBooking(deps, id);
  if (record.userId !== actor.userId) throw forbidden();
  if (record.status !== 'PENDING') throw conflict(E.bookingPaymentNotPending);
  if (record.paymentConfirmedAt) return record;
  const entry = {
    kind: 'paid' as const,
    status: 'PENDING' as const,
    at: deps.clock.now(),
    by: actor.userId,
    note: 'paid: the booker confirmed the payment',
  };
  const marked = await deps.bookings.markPaid(id, entry);
  if (!marked) throw conflict(E.bookingPaymentNotPending);
  return marked;
}

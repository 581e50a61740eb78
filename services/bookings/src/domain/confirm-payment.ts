import { ERROR_MESSAGES as E } from '@ghar/contracts/texts';
import { conflict, forbidden } from '@ghar/platform';
import type { Actor, BookingRecord } from './booking';
import { requireBooking } from './find-booking';
import { historyStep } from './history-step';
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
  const note = 'paid: the booker confirmed the payment';
  const entry = historyStep('paid', 'PENDING', deps.clock.now(), actor.userId, note);
  const marked = await deps.bookings.markPaid(id, entry);
  if (!marked) throw conflict(E.bookingPaymentNotPending);
  return marked;
}

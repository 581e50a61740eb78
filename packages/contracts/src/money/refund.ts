import { BUSINESS_DEFAULTS } from '../constants/business';
import type { BookingPaymentOutcome, PaymentSource, PaymentState } from '../schemas/payments';

export interface RefundInputs {
  source: PaymentSource;
  /** Rupees paid. */
  amount: number;
  state: PaymentState;
  bookingOutcome?: BookingPaymentOutcome;
  /** A listing fee is owed back only once its owner asks. */
  refundRequested?: boolean;
}

/**
 * Rupees the product owes back for a payment now. The reading of the Terms (spec part 1 §1,
 * part 2 §9: "Minimum cancellation fine is 1000 rupees, deducted from the booking amount for
 * buyers"; the listing fee is "fully refundable"):
 * - a booking rejected by an admin or unbooked after approval: the amount minus the fine, never
 *   below 0 (the brief of issue 13 applies the fine to both);
 * - a booking that EXPIRED unanswered, or was CANCELLED because a rival booking of the property
 *   was approved: the whole amount — the buyer cancelled nothing;
 * - a PENDING or CONFIRMED booking: nothing, the money is held for a live deal;
 * - a listing fee: the whole fee, once its owner asks (no request flow exists yet, so the page
 *   lists none as owed and an admin refunds one on request);
 * - a payment already REFUNDED or KEPT: nothing, it is settled.
 */
export function refundOwed(
  payment: RefundInputs,
  cancellationFine: number = BUSINESS_DEFAULTS.cancellationFine,
): number {
  if (payment.state === 'REFUNDED' || payment.state === 'KEPT') return 0;
  if (payment.source === 'LISTING_FEE') return payment.refundRequested ? payment.amount : 0;
  switch (payment.bookingOutcome) {
    case 'REJECTED':
    case 'UNBOOKED':
      return Math.max(0, payment.amount - cancellationFine);
    case 'EXPIRED':
    case 'CANCELLED':
      return payment.amount;
    default:
      return 0;
  }
}

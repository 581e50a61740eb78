import type {
  BookingPaymentOutcome,
  BookingPaymentsQuery,
  PaymentStateChange,
  PaymentView,
} from '@ghar/contracts/http';
import { refundOwed } from '@ghar/contracts/money';
import {
  buildEvent,
  istBucketStart,
  movePaymentState,
  paymentHistoryView,
  type PaymentStep,
} from '@ghar/platform';
import { EVENT_SOURCE } from './booking-events';
import type { BookingPaymentRecord, BookingsDeps } from './ports';
import { stepKindOf } from './step-kind';

/** How the booking ended, as far as its money goes: a CANCELLED one by the step that cancelled it. */
export function bookingOutcomeOf(
  record: Pick<BookingPaymentRecord, 'status' | 'history'>,
): BookingPaymentOutcome {
  if (record.status !== 'CANCELLED') return record.status;
  const step = record.history.findLast((entry) => entry.status === 'CANCELLED');
  const kind = step ? stepKindOf(step) : 'cancelled';
  if (kind === 'rejected') return 'REJECTED';
  if (kind === 'unbooked') return 'UNBOOKED';
  return 'CANCELLED';
}

export function bookingPaymentView(record: BookingPaymentRecord): PaymentView {
  const references = [record.paymentRef, record.upiReference].filter(
    (reference): reference is string => Boolean(reference),
  );
  return {
    source: 'BOOKING',
    id: record.bookingId,
    amount: record.amount,
    references,
    proofUrl: record.proofUrl,
    payer: record.user,
    propertyId: record.propertyId,
    propertyTitle: record.propertyTitle,
    createdAt: record.createdAt.toISOString(),
    state: record.state,
    history: paymentHistoryView(record.steps),
    bookingOutcome: bookingOutcomeOf(record),
  };
}

type Deps = Pick<BookingsDeps, 'payments' | 'clock'>;

/** The IST month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return index === 12 ? `${year + 1}-01` : `${year}-${String(index + 1).padStart(2, '0')}`;
}

/**
 * GET /bookings/admin/payments: the newest `limit` booking payments, newest first, of the IST
 * month when one is asked (the reconciliation page's month filter).
 */
export async function listBookingPayments(
  deps: Deps,
  { month, page, limit }: BookingPaymentsQuery,
): Promise<PaymentView[]> {
  const range = month ? { from: istBucketStart(month), to: istBucketStart(nextMonth(month)) } : {};
  return (await deps.payments.list({ page, limit, ...range })).map(bookingPaymentView);
}

/** The booker hears of the refund (issue 27), with what was owed back when it moved. */
function bookingPaymentChangedEvent(record: BookingPaymentRecord, step: PaymentStep) {
  const outcome = bookingOutcomeOf(record);
  return buildEvent(
    'BookingPaymentChanged',
    record.bookingId,
    {
      bookingId: record.bookingId,
      propertyId: record.propertyId,
      propertyTitle: record.propertyTitle,
      userId: record.user.id,
      userEmail: record.user.email,
      amount: record.amount,
      state: step.state,
      outcome,
      refundAmount: refundOwed({
        source: 'BOOKING',
        amount: record.amount,
        state: record.state,
        bookingOutcome: outcome,
      }),
      changedAt: step.at.toISOString(),
    },
    { source: EVENT_SOURCE, actor: step.by },
  );
}

/**
 * PUT /bookings/:id/payment, whatever the booking's own status (the money and the booking are
 * decided apart): 404 unknown booking, 409 by movePaymentState.
 */
export async function moveBookingPayment(
  deps: Deps,
  bookingId: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
): Promise<PaymentView> {
  const moved = await movePaymentState(
    deps.payments,
    bookingId,
    change,
    admin,
    deps.clock.now(),
    (current, step) => [bookingPaymentChangedEvent(current, step)],
  );
  return bookingPaymentView(moved);
}

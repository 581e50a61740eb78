import {
  canMovePayment,
  PAYMENT_MESSAGES,
  type BookingPaymentOutcome,
  type BookingStatus,
  type PaymentState,
  type PaymentStateChange,
  type PaymentView,
} from '@ghar/contracts';
import { conflict, notFound } from '@ghar/platform';
import type { HistoryEntry } from './booking';
import type { BookingsDeps } from './ports';
import { stepKindOf } from './step-kind';

/** One admin move of a booking's payment: to what, when, by whom, why. */
export interface PaymentStep {
  state: PaymentState;
  at: Date;
  by: string;
  byEmail?: string;
  note?: string;
}

/** A booking's money as the reconciliation page needs it (issue 13 item 5). */
export interface BookingPaymentRecord {
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  user: { id: string; name?: string; email: string };
  amount: number;
  paymentRef: string;
  upiReference?: string;
  proofUrl: string;
  createdAt: Date;
  status: BookingStatus;
  history: HistoryEntry[];
  state: PaymentState;
  steps: PaymentStep[];
}

export interface BookingPaymentStore {
  list(): Promise<BookingPaymentRecord[]>;
  find(bookingId: string): Promise<BookingPaymentRecord | null>;
  /** Moves the payment's state from `from` with its step in one conditional write; null if it moved meanwhile. */
  move(
    bookingId: string,
    from: PaymentState,
    step: PaymentStep,
  ): Promise<BookingPaymentRecord | null>;
}

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
    history: record.steps.map((step) => ({ ...step, at: step.at.toISOString() })),
    bookingOutcome: bookingOutcomeOf(record),
  };
}

type Deps = Pick<BookingsDeps, 'payments' | 'clock'>;

/** GET /bookings/admin/payments: every booking's payment, newest first. */
export async function listBookingPayments(deps: Deps): Promise<PaymentView[]> {
  const records = await deps.payments.list();
  return records
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map(bookingPaymentView);
}

/**
 * PUT /bookings/:id/payment: RECEIVED → VERIFIED → REFUNDED | KEPT, whatever the booking's own
 * status (the money and the booking are decided apart). 404 unknown booking; 409 a move the
 * states do not allow, or another admin moved it first.
 */
export async function moveBookingPayment(
  deps: Deps,
  bookingId: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
): Promise<PaymentView> {
  const current = await deps.payments.find(bookingId);
  if (!current) throw notFound(PAYMENT_MESSAGES.notFound);
  if (!canMovePayment(current.state, change.state)) throw conflict(PAYMENT_MESSAGES.illegalMove);
  const moved = await deps.payments.move(bookingId, current.state, {
    state: change.state,
    at: deps.clock.now(),
    by: admin.userId,
    byEmail: admin.email,
    ...(change.note ? { note: change.note } : {}),
  });
  if (!moved) throw conflict(PAYMENT_MESSAGES.illegalMove);
  return bookingPaymentView(moved);
}

import type { EventEnvelope } from '@ghar/contracts/events';
import { PAYMENT_MESSAGES, type PaymentState, type PaymentStateChange } from '@ghar/contracts/http';
import { canMovePayment } from '@ghar/contracts/money';
import { conflict, notFound } from '../errors/http-errors';

/** One admin move of a payment (issue 13 item 5): to what, when, by whom, why. */
export interface PaymentStep {
  state: PaymentState;
  at: Date;
  by: string;
  byEmail?: string;
  note?: string;
}

/** Where a service keeps its payments' states (listings: fees; bookings: booking payments). */
export interface PaymentStateStore<R extends { state: PaymentState }> {
  find(id: string): Promise<R | null>;
  /**
   * Moves the state from `from` with its step, and its events (outbox), in one conditional write;
   * null if it moved meanwhile.
   */
  move(
    id: string,
    from: PaymentState,
    step: PaymentStep,
    events: EventEnvelope[],
  ): Promise<R | null>;
}

/**
 * RECEIVED → VERIFIED → REFUNDED | KEPT, for whichever service owns the payment: 404 for an
 * unknown one, 409 for a move the states do not allow or when another admin moved it first.
 */
export async function movePaymentState<R extends { state: PaymentState }>(
  store: PaymentStateStore<R>,
  id: string,
  change: PaymentStateChange,
  admin: { userId: string; email?: string },
  at: Date,
  /** What the move tells other services (issue 27: the payer hears it), written with it. */
  eventsOf: (current: R, step: PaymentStep) => EventEnvelope[] = () => [],
): Promise<R> {
  const current = await store.find(id);
  if (!current) throw notFound(PAYMENT_MESSAGES.notFound);
  if (!canMovePayment(current.state, change.state)) throw conflict(PAYMENT_MESSAGES.illegalMove);
  const step: PaymentStep = {
    state: change.state,
    at,
    by: admin.userId,
    ...(admin.email ? { byEmail: admin.email } : {}),
    ...(change.note ? { note: change.note } : {}),
  };
  const moved = await store.move(id, current.state, step, eventsOf(current, step));
  if (!moved) throw conflict(PAYMENT_MESSAGES.illegalMove);
  return moved;
}

/** Stored steps as the domain types them (no nulls an update may have left). */
export const paymentStepsOf = (stored: PaymentStep[] | null | undefined): PaymentStep[] =>
  (stored ?? []).map((step) => ({
    state: step.state,
    at: step.at,
    by: step.by,
    ...(step.byEmail ? { byEmail: step.byEmail } : {}),
    ...(step.note ? { note: step.note } : {}),
  }));

/**
 * The filter of a conditional move on the document field holding the state: RECEIVED is also a
 * payment never moved (no field yet), which is what every existing record is.
 */
export const paymentStateFilter = (field: string, state: PaymentState) =>
  state === 'RECEIVED' ? { $or: [{ [field]: null }, { [field]: 'RECEIVED' }] } : { [field]: state };

/** The steps as JSON answers carry them. */
export const paymentHistoryView = (steps: PaymentStep[]) =>
  steps.map((step) => ({ ...step, at: step.at.toISOString() }));

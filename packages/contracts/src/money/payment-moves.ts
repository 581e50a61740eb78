import { PAYMENT_TRANSITIONS, type PaymentState } from '../schemas/payments';

/** Whether an admin may move a payment from `from` to `to` (RECEIVED → VERIFIED → REFUNDED | KEPT). */
export const canMovePayment = (from: PaymentState, to: PaymentState): boolean =>
  PAYMENT_TRANSITIONS[from].includes(to);

import { z } from 'zod';

/*
 * Payment reconciliation (issue 13 item 5, beyond the spec): every payment the product was told
 * about — listing fees (listings) and booking amounts (bookings) — with the admin's state of it.
 * Each service keeps the state on its own record; the gateway merges both into one page.
 */

export const PAYMENT_SOURCES = ['LISTING_FEE', 'BOOKING'] as const;
export type PaymentSource = (typeof PAYMENT_SOURCES)[number];

/** RECEIVED (told about) → VERIFIED (seen in the account) → REFUNDED or KEPT. */
export const PAYMENT_STATES = ['RECEIVED', 'VERIFIED', 'REFUNDED', 'KEPT'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The moves an admin may make; anything else is a 409. */
export const PAYMENT_TRANSITIONS: Record<PaymentState, readonly PaymentState[]> = {
  RECEIVED: ['VERIFIED'],
  VERIFIED: ['REFUNDED', 'KEPT'],
  REFUNDED: [],
  KEPT: [],
};

/** How a booking ended, as far as its money goes (CANCELLED: a rival booking was approved). */
export const BOOKING_PAYMENT_OUTCOMES = [
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'UNBOOKED',
  'CANCELLED',
  'EXPIRED',
] as const;
export type BookingPaymentOutcome = (typeof BOOKING_PAYMENT_OUTCOMES)[number];

export const PAYMENT_MESSAGES = {
  notFound: 'Payment not found',
  illegalMove: 'This payment cannot move to that state',
} as const;

export const paymentHistoryEntrySchema = z.object({
  state: z.enum(PAYMENT_STATES),
  /** ISO time of the move. */
  at: z.string(),
  /** The admin's user id and e-mail. */
  by: z.string(),
  byEmail: z.string().optional(),
  note: z.string().optional(),
});
export type PaymentHistoryEntry = z.output<typeof paymentHistoryEntrySchema>;

/** One payment as its owning service answers the gateway. */
export const paymentViewSchema = z.object({
  source: z.enum(PAYMENT_SOURCES),
  /** The property's id for a listing fee, the booking's id for a booking. */
  id: z.string(),
  /** Rupees. */
  amount: z.number(),
  /** The payer's references (payment reference, UPI note), as typed. */
  references: z.array(z.string()),
  /** Private file: the payer and admins may open it. */
  proofUrl: z.string().optional(),
  payer: z.object({ id: z.string(), name: z.string().optional(), email: z.string() }),
  propertyId: z.string(),
  propertyTitle: z.string(),
  /** ISO time the payment was made known. */
  createdAt: z.string(),
  state: z.enum(PAYMENT_STATES),
  history: z.array(paymentHistoryEntrySchema),
  /** Bookings only. */
  bookingOutcome: z.enum(BOOKING_PAYMENT_OUTCOMES).optional(),
});
export type PaymentView = z.output<typeof paymentViewSchema>;

export const paymentListSchema = z.array(paymentViewSchema);

/** PUT /properties/{id}/fee-payment and PUT /bookings/{id}/payment. */
export const paymentStateChangeSchema = z.object({
  state: z.enum(['VERIFIED', 'REFUNDED', 'KEPT']),
  note: z.string().trim().max(500).optional(),
});
export type PaymentStateChange = z.output<typeof paymentStateChangeSchema>;

/** GET /api/admin/payments: filters; month is the payment's month in India (YYYY-MM). */
export const paymentsQuerySchema = z.object({
  state: z.enum(PAYMENT_STATES).optional(),
  source: z.enum(PAYMENT_SOURCES).optional(),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
});
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;

export const reconciledPaymentSchema = paymentViewSchema.extend({
  /** Another payment carries one of the same references (case and spaces ignored). */
  duplicateOf: z.array(z.string()),
  /** Rupees the product owes back now (money/refund.ts). */
  refundOwed: z.number(),
});
export type ReconciledPayment = z.output<typeof reconciledPaymentSchema>;

export const paymentReconciliationSchema = z.object({
  payments: z.array(reconciledPaymentSchema),
  duplicates: z.number(),
  refundsOwed: z.object({ count: z.number(), total: z.number() }),
  /** Services that did not answer: their payments are missing from the page. */
  unavailable: z.array(z.object({ source: z.enum(PAYMENT_SOURCES), error: z.string() })),
});
export type PaymentReconciliation = z.output<typeof paymentReconciliationSchema>;

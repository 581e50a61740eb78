import { z } from 'zod';
import { BOOKING_PAYMENT_OUTCOMES, PAYMENT_STATES } from '../../schemas/payments';
import { TOPICS } from '../topics';

/**
 * An admin moved a booking's payment (issue 13 item 5: VERIFIED, REFUNDED or KEPT); the booker
 * hears of the refund (issue 27).
 */
export const bookingPaymentChangedDataSchema = z.object({
  bookingId: z.string().min(1),
  propertyId: z.string().min(1),
  propertyTitle: z.string(),
  userId: z.string().min(1),
  userEmail: z.string().min(1),
  /** Rupees paid. */
  amount: z.number().nonnegative(),
  state: z.enum(PAYMENT_STATES),
  outcome: z.enum(BOOKING_PAYMENT_OUTCOMES),
  /** Rupees owed back when it moved (contracts' refundOwed): what a REFUNDED move paid back. */
  refundAmount: z.number().nonnegative(),
  /** ISO date-time. */
  changedAt: z.string(),
});
export type BookingPaymentChangedData = z.output<typeof bookingPaymentChangedDataSchema>;

export const bookingPaymentChangedV1 = {
  type: 'BookingPaymentChanged',
  version: 1,
  topic: TOPICS.bookings,
  schema: bookingPaymentChangedDataSchema,
} as const;

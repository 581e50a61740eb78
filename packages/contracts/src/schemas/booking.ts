import { z } from 'zod';
import { LIMITS, PAGE_SIZES } from '../constants/limits';
import { BOOKING_STATUSES } from '../constants/statuses';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { firstFailing, optionalCode, requiredText } from './fields';
import { optionalEnum } from './form-values';
import { limitQuery, paginationQuerySchema } from './pagination';
import { listingFeeReferenceSchema } from './property-writes';

/** POST /bookings/create; the payment proof is a file and is checked on its own. */
export const bookingCreateSchema = z.object({
  propertyId: requiredText(V.propertyIdRequired),
  paymentRef: z
    .string({ error: V.paymentRefRequired })
    .trim()
    .superRefine(
      firstFailing([
        [(value) => value.length > 0, V.paymentRefRequired],
        [(value) => value.length >= LIMITS.paymentRefMinLength, V.paymentRefTooShort],
        [(value) => value.length <= LIMITS.paymentRefMaxLength, V.paymentRefTooLong],
      ]),
    ),
  /** Blank means a direct booking. */
  dealerCode: optionalCode,
  /** The UPI note the booking modal showed (GHAR-BK-…): the listing fee's reference rule. */
  upiReference: listingFeeReferenceSchema,
});
export type BookingCreateInput = z.input<typeof bookingCreateSchema>;
export type BookingCreateBody = z.output<typeof bookingCreateSchema>;

/** GET /bookings (admin). */
export const bookingListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: limitQuery(PAGE_SIZES.adminBookings),
  status: optionalEnum(BOOKING_STATUSES),
  search: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined)),
});
export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/**
 * GET /bookings/my-bookings and GET /bookings/for-my-properties (issue 24 item 3): a page, newest
 * first, of at most 100 (the default: the screens read the first page); the response's
 * `X-Has-More` header says whether another follows.
 */
export const ownBookingsQuerySchema = paginationQuerySchema.extend({
  limit: limitQuery(LIMITS.maxPageSize),
});
export type OwnBookingsQuery = z.output<typeof ownBookingsQuerySchema>;

/**
 * GET /bookings/admin/payments (issue 24 item 3): the newest `limit` (≤ 100) booking payments,
 * of the IST month `month` (YYYY-MM) when given.
 */
export const bookingPaymentsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  limit: limitQuery(LIMITS.maxPageSize),
});
export type BookingPaymentsQuery = z.output<typeof bookingPaymentsQuerySchema>;

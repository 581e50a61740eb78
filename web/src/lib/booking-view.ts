import { BOOKING_STATUSES } from '@ghar/contracts';
import * as z from 'zod/mini';

// A booking as the bookings service answers it (spec part 2 §7, issue 11 items 4-5). Read
// tolerantly: the fields the screens need are checked, unknown ones pass through untouched.
const optionalText = z.optional(z.nullable(z.string()));
const optionalNumber = z.optional(z.nullable(z.number()));

export const bookingHistoryEntrySchema = z.object({
  /** CREATED, APPROVED, REJECTED, EXPIRED, UNBOOKED, CANCELLED (a rival's approval) … */
  action: z.string(),
  status: z.optional(z.enum(BOOKING_STATUSES)),
  at: z.string(),
  byName: optionalText,
  note: optionalText,
});
export type BookingHistoryEntry = z.output<typeof bookingHistoryEntrySchema>;

export const bookingViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  property: z.optional(
    z.object({
      title: optionalText,
      location: optionalText,
      city: optionalText,
      action: optionalText,
      status: optionalText,
      mediaUrls: z.optional(z.array(z.string())),
    }),
  ),
  user: z.optional(z.object({ name: optionalText, email: optionalText, mobile: optionalText })),
  status: z.enum(BOOKING_STATUSES),
  amount: optionalNumber,
  bookingCharges: optionalNumber,
  paymentRef: optionalText,
  paymentProof: optionalText,
  dealerCode: optionalText,
  /** Shared once CONFIRMED (the Terms' 'contact details are shared'). */
  ownerMobile: optionalText,
  /** The last moment an admin should decide a PENDING booking (the pending TTL). */
  decideBy: optionalText,
  /** Admin list: other PENDING bookings on the same property. */
  rivalPendingCount: optionalNumber,
  history: z.optional(z.array(bookingHistoryEntrySchema)),
  createdAt: z.string(),
});
export type BookingView = z.output<typeof bookingViewSchema>;

/** The amount a booking carries; older answers name it bookingCharges. */
export const bookingAmountOf = (booking: BookingView): number =>
  booking.amount ?? booking.bookingCharges ?? 0;

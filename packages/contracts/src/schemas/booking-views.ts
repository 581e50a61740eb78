// zod/mini: the web parses these answers on the booking screens without pulling full zod.
import { z } from 'zod/mini';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import { BOOKING_STATUSES, PROPERTY_STATUSES } from '../constants/statuses';

/*
 * What the bookings service answers (the `data` part of the envelope). Part 2 §3 names a
 * booking's fields; the history, decideBy and rivalPendingCount are issue 11's additions. The
 * owner's mobile number appears only to the booker of a CONFIRMED booking (the Terms' "contact
 * details are shared").
 */

/**
 * What a timeline step was, as the bookings service writes it: the screens name the step by this
 * (in the reader's language), never by parsing the English note.
 */
export const BOOKING_STEP_KINDS = [
  'created',
  'paid',
  'approved',
  'rejected',
  'cancelled',
  'expired',
  'unbooked',
] as const;
export type BookingStepKind = (typeof BOOKING_STEP_KINDS)[number];

/** One step of a booking's timeline: created, approved, rejected, expired, unbooked, paid. */
export const bookingHistoryEntrySchema = z.object({
  kind: z.enum(BOOKING_STEP_KINDS),
  status: z.enum(BOOKING_STATUSES),
  /** ISO time of the step. */
  at: z.string(),
  /** The user who took the step; null for the system (the expiry sweep). */
  by: z.nullable(z.string()),
  /** The step in English with its detail ('created: ₹12,000, reference UTR1'). */
  note: z.string(),
});
export type BookingHistoryEntry = z.output<typeof bookingHistoryEntrySchema>;

/** The booked property as bookings' projection of listings.events knows it. */
export const bookingPropertySchema = z.object({
  id: z.string(),
  title: z.string(),
  action: z.enum(PROPERTY_ACTIONS),
  status: z.enum(PROPERTY_STATUSES),
  city: z.string(),
  state: z.string(),
  locality: z.optional(z.string()),
  location: z.optional(z.string()),
  price: z.optional(z.number()),
  perMonthCharges: z.optional(z.number()),
  leaseDuration: z.optional(z.number()),
  bookingCharges: z.optional(z.number()),
  mediaUrls: z.array(z.string()),
  ownerId: z.string(),
  ownerName: z.optional(z.string()),
  /** Only to the booker of a CONFIRMED booking. */
  ownerMobile: z.optional(z.string()),
});
export type BookingProperty = z.output<typeof bookingPropertySchema>;

export const bookingUserSchema = z.object({
  id: z.string(),
  name: z.optional(z.string()),
  email: z.string(),
});

/** One booking as its booker (my-bookings, GET /bookings/{id}) and admins see it. */
export const bookingViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  property: bookingPropertySchema,
  user: bookingUserSchema,
  status: z.enum(BOOKING_STATUSES),
  /** The booking amount in rupees, by the spec's rule at creation (part 2 §9). */
  amount: z.number(),
  /** The same amount under the spec's field name. */
  bookingCharges: z.number(),
  /** Absent for a direct booking ('Direct booking'). */
  dealerCode: z.optional(z.string()),
  paymentRef: z.string(),
  /** The UPI note (GHAR-BK-…) the booking modal showed with its QR code; absent on older ones. */
  upiReference: z.optional(z.string()),
  /** URL of the private proof under /uploads/bookings/documents/… (booker and admins). */
  paymentProof: z.string(),
  paymentMethod: z.literal('UPI'),
  /** When the booker confirmed the payment (POST /bookings/confirm); absent before. */
  paymentConfirmedAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** createdAt + the pending TTL: an admin decides before this, else the booking EXPIRES. */
  decideBy: z.string(),
  history: z.array(bookingHistoryEntrySchema),
});
export type BookingView = z.output<typeof bookingViewSchema>;

/** GET /bookings/my-bookings: the caller's bookings, newest first. */
export const myBookingsResponseSchema = z.array(bookingViewSchema);

/**
 * GET /bookings/for-my-properties: the CONFIRMED bookings of the caller's listings, newest first,
 * with the booker's contact (the Terms' "contact details are shared" once a booking is confirmed).
 */
export const ownerBookingViewSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  amount: z.number(),
  /** When the booking was confirmed (its last change). */
  confirmedAt: z.string(),
  booker: z.object({
    name: z.optional(z.string()),
    email: z.string(),
    /** The booker's account mobile, when auth knows one. */
    mobile: z.optional(z.string()),
  }),
});
export type OwnerBookingView = z.output<typeof ownerBookingViewSchema>;
export const ownerBookingsResponseSchema = z.array(ownerBookingViewSchema);

/** A booking in the admin table: with the count of other PENDING bookings of its property. */
export const adminBookingViewSchema = z.extend(bookingViewSchema, {
  rivalPendingCount: z.int().check(z.nonnegative()),
});
export type AdminBookingView = z.output<typeof adminBookingViewSchema>;

/** GET /bookings (admin). */
export const adminBookingsResponseSchema = z.object({
  bookings: z.array(adminBookingViewSchema),
  totalPages: z.int().check(z.nonnegative()),
  total: z.int().check(z.nonnegative()),
  page: z.int().check(z.positive()),
  limit: z.int().check(z.positive()),
  /**
   * `total` was counted up to 100 only and more match (issue 24 item 3: no count of a growing
   * collection): show it as "100+"; `totalPages` then reaches one past the page while `hasMore`.
   */
  totalCapped: z.boolean(),
  /** Another page follows this one. */
  hasMore: z.boolean(),
});
export type AdminBookingsResponse = z.output<typeof adminBookingsResponseSchema>;

/** GET /bookings/stats (admin). totalRevenue: the sum of CONFIRMED amounts in rupees. */
export const bookingStatsSchema = z.object({
  totalBookings: z.int().check(z.nonnegative()),
  pendingBookings: z.int().check(z.nonnegative()),
  confirmedBookings: z.int().check(z.nonnegative()),
  totalRevenue: z.number().check(z.nonnegative()),
});
export type BookingStats = z.output<typeof bookingStatsSchema>;

/** POST /bookings/update-expired (admin): how many PENDING bookings became EXPIRED. */
export const updateExpiredResponseSchema = z.object({ expired: z.int().check(z.nonnegative()) });

/** POST /bookings/confirm: the booker says the payment of their PENDING booking was made. */
export const bookingConfirmBodySchema = z.object({
  bookingId: z.string().check(z.trim(), z.minLength(1)),
});
export type BookingConfirmBody = z.output<typeof bookingConfirmBodySchema>;

/** DELETE /bookings/{id} (admin). */
export const deletedBookingSchema = z.object({ id: z.string() });

import {
  BOOKING_STATUSES,
  BOOKING_STEP_KINDS,
  PROPERTY_ACTIONS,
  PROPERTY_STATUSES,
  type AdminBookingView,
  type AdminBookingsResponse,
  type BookingStats,
  type BookingView,
  type OwnerBookingView,
} from '@ghar/contracts';
import * as z from 'zod/mini';
import type { Expect, Same } from './same-type';

// zod/mini copies of contracts' booking answers (schemas/booking-views.ts, built with the full
// zod): the booking screens parse what they read without pulling full zod into their chunks.
// The type checks at the end make any drift from the contracts a compile error.

const bookingHistoryEntryShape = z.object({
  kind: z.enum(BOOKING_STEP_KINDS),
  status: z.enum(BOOKING_STATUSES),
  at: z.string(),
  by: z.nullable(z.string()),
  note: z.string(),
});

const bookingPropertyShape = z.object({
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
  ownerMobile: z.optional(z.string()),
});

const bookingViewFields = {
  id: z.string(),
  propertyId: z.string(),
  property: bookingPropertyShape,
  user: z.object({ id: z.string(), name: z.optional(z.string()), email: z.string() }),
  status: z.enum(BOOKING_STATUSES),
  amount: z.number(),
  bookingCharges: z.number(),
  dealerCode: z.optional(z.string()),
  paymentRef: z.string(),
  upiReference: z.optional(z.string()),
  paymentProof: z.string(),
  paymentMethod: z.literal('UPI'),
  paymentConfirmedAt: z.optional(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  decideBy: z.string(),
  history: z.array(bookingHistoryEntryShape),
};

export const bookingViewShape = z.object(bookingViewFields);
export const myBookingsShape = z.array(bookingViewShape);
export const adminBookingViewShape = z.object({
  ...bookingViewFields,
  rivalPendingCount: z.number(),
});
export const adminBookingsShape = z.object({
  bookings: z.array(adminBookingViewShape),
  totalPages: z.number(),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export const bookingStatsShape = z.object({
  totalBookings: z.number(),
  pendingBookings: z.number(),
  confirmedBookings: z.number(),
  totalRevenue: z.number(),
});

export const ownerBookingViewShape = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  amount: z.number(),
  confirmedAt: z.string(),
  booker: z.object({
    name: z.optional(z.string()),
    email: z.string(),
    mobile: z.optional(z.string()),
  }),
});
export const ownerBookingsShape = z.array(ownerBookingViewShape);

export type { AdminBookingView, BookingView, OwnerBookingView };

export type BookingShapesMatchContracts = [
  Expect<Same<z.infer<typeof bookingViewShape>, BookingView>>,
  Expect<Same<z.infer<typeof adminBookingViewShape>, AdminBookingView>>,
  Expect<Same<z.infer<typeof adminBookingsShape>, AdminBookingsResponse>>,
  Expect<Same<z.infer<typeof bookingStatsShape>, BookingStats>>,
  Expect<Same<z.infer<typeof ownerBookingViewShape>, OwnerBookingView>>,
];

import { z } from 'zod';
import { PROPERTY_ACTIONS } from '../constants/property-actions';
import { PROPERTY_TYPES } from '../constants/property-types';
import { BOOKING_STATUSES, DEALER_STATUSES } from '../constants/statuses';

/*
 * GET /admin/analytics/properties | bookings | dealers (part 2 §7 shows no shapes; issue 13
 * item 2). Each service answers its own. Buckets are on India's clock (packages/platform/src/time/ist-buckets.ts):
 * weeks start Monday 00:00 IST ('YYYY-MM-DD' of that Monday), months are calendar months
 * ('YYYY-MM'); every series lists each bucket of its window, oldest first, empty ones as 0.
 */

export const ANALYTICS_WEEKS = 12;
export const ANALYTICS_MONTHS = 12;
export const ANALYTICS_TOP_CITIES = 10;

const count = z.number().int().nonnegative();

/** One count per value of an enum: { PENDING: n, CONFIRMED: n, … }. */
const countsOf = <T extends string>(values: readonly T[]) =>
  z.object(Object.fromEntries(values.map((value) => [value, count])) as Record<T, typeof count>);

/** Live listings (deleted ones left out) by where, what and which deal; new ones per week. */
export const propertyAnalyticsSchema = z.object({
  total: count,
  /** The 10 cities with the most listings, most first (ties by name). */
  byCity: z.array(z.object({ city: z.string(), count })),
  byType: z.array(z.object({ type: z.enum(PROPERTY_TYPES), count })),
  byAction: z.array(z.object({ action: z.enum(PROPERTY_ACTIONS), count })),
  newPerWeek: z.array(countsOf(PROPERTY_ACTIONS).extend({ week: z.string(), total: count })),
});
export type PropertyAnalytics = z.output<typeof propertyAnalyticsSchema>;

const perBookingStatus = countsOf(BOOKING_STATUSES);

/**
 * Bookings by the week they were made, counted by the status they have now. Revenue is the
 * rupee sum of the CONFIRMED ones (docs/business-decisions.md); conversion = confirmed ÷ created (0 when none).
 */
export const bookingWeekSchema = perBookingStatus.extend({
  week: z.string(),
  created: count,
  revenue: z.number().nonnegative(),
  conversion: z.number().min(0).max(1),
});
export const bookingAnalyticsSchema = z.object({
  weeks: z.array(bookingWeekSchema),
  totals: z.object({
    created: count,
    confirmed: count,
    revenue: z.number().nonnegative(),
    conversion: z.number().min(0).max(1),
  }),
});
export type BookingAnalytics = z.output<typeof bookingAnalyticsSchema>;

const perDealerStatus = countsOf(DEALER_STATUSES);

/**
 * Dealer applications by the month they were made (counted by their status now) and the
 * commission ledger's entries by the month they were written, in paise (earned ≥ 0, reversed
 * as a positive amount taken back).
 */
export const dealerAnalyticsSchema = z.object({
  months: z.array(
    perDealerStatus.extend({
      month: z.string(),
      signups: count,
      earnedPaise: z.number().int().nonnegative(),
      reversedPaise: z.number().int().nonnegative(),
    }),
  ),
});
export type DealerAnalytics = z.output<typeof dealerAnalyticsSchema>;

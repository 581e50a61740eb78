import { z } from 'zod';
import { BOOKING_STATUSES, DEALER_STATUSES, PROPERTY_STATUSES } from '../constants/statuses';
import { ROLES } from '../constants/users';

const count = z.number().int().nonnegative();
const countsOf = <T extends readonly [string, ...string[]]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, count])) as Record<T[number], typeof count>);

/** GET /admin/users/stats (auth, admin): live accounts. */
export const adminUserStatsSchema = z.object({
  totalUsers: count,
  byRole: countsOf(ROLES),
  blocked: count,
  /** Accounts created in the last 30 days. */
  newLast30Days: count,
});
export type AdminUserStats = z.output<typeof adminUserStatsSchema>;

/** Listing fees received: one per listing created with its fee proof, in rupees. */
export const listingFeesSchema = z.object({ count, total: z.number().nonnegative() });
export type ListingFees = z.output<typeof listingFeesSchema>;

/** GET /properties/admin/stats (listings, admin): live listings. */
export const adminPropertyStatsSchema = z.object({
  totalProperties: count,
  byStatus: countsOf(PROPERTY_STATUSES),
  listingFees: listingFeesSchema,
});
export type AdminPropertyStats = z.output<typeof adminPropertyStatsSchema>;

/** One CONFIRMED booking as the admin home lists it (part 2 §3 recentTransactions). */
export const recentTransactionSchema = z.object({
  bookingId: z.string(),
  amount: z.number().nonnegative(),
  /** When the booking was made (the spec's createdAt). */
  createdAt: z.string(),
  propertyTitle: z.string(),
  bookerName: z.string(),
  status: z.enum(BOOKING_STATUSES),
});
export type RecentTransaction = z.output<typeof recentTransactionSchema>;

/** GET /bookings/admin/recent-transactions?limit= (bookings, admin). */
export const recentTransactionsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(5),
});
export const recentTransactionsSchema = z.array(recentTransactionSchema);

/** GET /dealers/admin/stats (dealers, admin): applications and the commission ledger in rupees. */
export const adminDealerStatsSchema = z.object({
  byStatus: countsOf(DEALER_STATUSES),
  commission: z.object({
    earned: z.number().nonnegative(),
    reversed: z.number().nonnegative(),
    net: z.number(),
  }),
});
export type AdminDealerStats = z.output<typeof adminDealerStatsSchema>;

export const DASHBOARD_SECTIONS = ['users', 'properties', 'bookings', 'dealers'] as const;
export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number];

/** Parts the System Status panel shows, each from a real check (never a fixed 'Online'). */
export const SYSTEM_PARTS = [
  'gateway',
  'auth',
  'listings',
  'bookings',
  'dealers',
  'notifications',
  'kafka',
  'database',
  'redis',
] as const;
export type SystemPart = (typeof SYSTEM_PARTS)[number];

const sectionStateSchema = z.object({ ok: z.boolean(), error: z.string().optional() });

/**
 * GET /admin/dashboard (gateway aggregate, admin). A figure is null when the service that holds it
 * did not answer in time; its section then says why.
 */
export const adminDashboardSchema = z.object({
  totalUsers: count.nullable(),
  totalProperties: count.nullable(),
  totalBookings: count.nullable(),
  /** Sum of CONFIRMED bookings' amounts in rupees (docs/business-decisions.md); listing fees apart. */
  totalRevenue: z.number().nonnegative().nullable(),
  listingFees: listingFeesSchema.nullable(),
  recentTransactions: recentTransactionsSchema.nullable(),
  users: adminUserStatsSchema.nullable(),
  properties: adminPropertyStatsSchema.nullable(),
  dealers: adminDealerStatsSchema.nullable(),
  sections: z.object(
    Object.fromEntries(DASHBOARD_SECTIONS.map((s) => [s, sectionStateSchema])) as Record<
      DashboardSection,
      typeof sectionStateSchema
    >,
  ),
  systemStatus: z.array(
    z.object({
      name: z.enum(SYSTEM_PARTS),
      status: z.enum(['up', 'down']),
      detail: z.string().optional(),
    }),
  ),
});
export type AdminDashboard = z.output<typeof adminDashboardSchema>;

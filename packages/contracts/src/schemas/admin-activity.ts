import { z } from 'zod';

/*
 * GET /admin/recent-activity?limit=20 (issue 13 item 3): the latest events across the services,
 * kept by the notifications service from the topics it consumes (one entry per event id).
 * `summary` is the English sentence; the web writes its own in each language from `type` and
 * `params`. `link` is the admin page that handles the entry.
 */

export const ACTIVITY_TYPES = [
  'UserRegistered',
  'PropertyAdded',
  'ListingFeeSubmitted',
  'BookingCreated',
  'BookingApproved',
  'BookingRejected',
  'BookingExpired',
  'BookingUnbooked',
  'DealerApplied',
  'DealerApproved',
  'DealerRejected',
  'CommissionEarned',
  'CommissionReversed',
  'InquiryReceived',
] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const RECENT_ACTIVITY_DEFAULT_LIMIT = 20;
export const RECENT_ACTIVITY_MAX_LIMIT = 50;
/** Entries older than this go in the notifications service's daily cleanup. */
export const ACTIVITY_RETENTION_DAYS = 90;

export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RECENT_ACTIVITY_MAX_LIMIT)
    .default(RECENT_ACTIVITY_DEFAULT_LIMIT),
});

export const activityParamsSchema = z.object({
  /** The person the entry is about: a name, else an e-mail or a mobile number. */
  who: z.string().optional(),
  /** A listing's title (listings, bookings, commissions). */
  title: z.string().optional(),
  /** Rupees (a booking's amount, a fee, a commission with 2 decimals). */
  amount: z.number().optional(),
  level: z.number().int().optional(),
  code: z.string().optional(),
});
export type ActivityParams = z.output<typeof activityParamsSchema>;

export const activityEntrySchema = z.object({
  id: z.string(),
  type: z.enum(ACTIVITY_TYPES),
  /** The user who caused it, when known (the event's actor); null for the system. */
  actorId: z.string().nullable(),
  summary: z.string(),
  params: activityParamsSchema,
  link: z.string(),
  /** When it happened (the event's occurredAt), ISO 8601. */
  at: z.string(),
});
export type ActivityEntry = z.output<typeof activityEntrySchema>;
export const recentActivityResponseSchema = z.array(activityEntrySchema);

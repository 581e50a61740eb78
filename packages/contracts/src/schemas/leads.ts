import { z } from 'zod';
import { BOOKING_STATUSES } from '../constants/statuses';
import { LIMITS } from '../constants/limits';
import { paginationQuerySchema } from './pagination';

/**
 * An owner's leads inbox (issue 27 item 4): the booking requests and the questions about the
 * caller's listings, newest first. Pages say whether more follow instead of a total, so no read
 * counts a collection that grows without bound.
 */
export const leadsPageQuerySchema = paginationQuerySchema.extend({
  // One more than the page is read to know whether another follows: it stays within 100.
  limit: z.coerce.number().int().min(1).max(LIMITS.leadsPageMax).default(20),
});
export type LeadsPageQuery = z.output<typeof leadsPageQuerySchema>;

/** GET …/count?since: the leads newer than `since` (ISO date-time), counted up to 100. */
export const leadsCountQuerySchema = z.object({ since: z.coerce.date() });
export type LeadsCountQuery = z.output<typeof leadsCountQuerySchema>;
export const leadsCountSchema = z.object({ count: z.number().int().nonnegative() });
export type LeadsCount = z.output<typeof leadsCountSchema>;

/** Who booked: only on a CONFIRMED booking (the spec shares contacts at confirmation). */
export const leadContactSchema = z.object({
  name: z.string().optional(),
  email: z.string(),
  mobile: z.string().optional(),
});
export type LeadContact = z.output<typeof leadContactSchema>;

/** One booking request on the caller's listing. */
export const bookingLeadSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  status: z.enum(BOOKING_STATUSES),
  amount: z.number(),
  /** ISO date-time of the request. */
  createdAt: z.string(),
  booker: leadContactSchema.optional(),
});
export type BookingLead = z.output<typeof bookingLeadSchema>;

export const bookingLeadsPageSchema = z.object({
  leads: z.array(bookingLeadSchema),
  page: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type BookingLeadsPage = z.output<typeof bookingLeadsPageSchema>;

/** One question about the caller's listing: the asker chose to share their mobile. */
export const questionLeadSchema = z.object({
  id: z.string(),
  propertyId: z.string(),
  propertyTitle: z.string(),
  message: z.string(),
  mobileNumber: z.string(),
  createdAt: z.string(),
});
export type QuestionLead = z.output<typeof questionLeadSchema>;

export const questionLeadsPageSchema = z.object({
  questions: z.array(questionLeadSchema),
  page: z.number().int().positive(),
  hasMore: z.boolean(),
});
export type QuestionLeadsPage = z.output<typeof questionLeadsPageSchema>;

import { z } from 'zod/mini';

/** One inquiry as GET /inquiries (admin) lists it, newest first. */
export const inquiryViewSchema = z.object({
  id: z.string(),
  mobileNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
  /** A question about a listing (issue 27). */
  propertyId: z.optional(z.string()),
  propertyTitle: z.optional(z.string()),
});

export const inquiryListSchema = z.array(inquiryViewSchema);

/** GET /inquiries/count: how many, counted up to 100 (the table's header says "100+" beyond). */
export const inquiryCountSchema = z.object({ count: z.number(), capped: z.boolean() });
export type InquiryCount = z.infer<typeof inquiryCountSchema>;

export type InquiryView = z.infer<typeof inquiryViewSchema>;

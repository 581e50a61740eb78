import { z } from 'zod/mini';

/** One inquiry as GET /inquiries (admin) lists it, newest first. */
export const inquiryViewSchema = z.object({
  id: z.string(),
  mobileNumber: z.string(),
  message: z.string(),
  createdAt: z.string(),
});

export const inquiryListSchema = z.array(inquiryViewSchema);

export type InquiryView = z.infer<typeof inquiryViewSchema>;

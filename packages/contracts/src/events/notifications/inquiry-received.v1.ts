import { z } from 'zod';
import { TOPICS } from '../topics';

export const inquiryReceivedDataSchema = z.object({
  inquiryId: z.string().min(1),
  mobileNumber: z.string().min(1),
  /** The first LIMITS.inquiryPreviewLength characters of the message. */
  messagePreview: z.string(),
  /** A question about a listing (issue 27): the listing, its title and owner when asked. */
  propertyId: z.string().optional(),
  propertyTitle: z.string().optional(),
  ownerId: z.string().optional(),
  /** The signed-in user who asked (a visitor's question has none). */
  askedBy: z.string().optional(),
});
export type InquiryReceivedData = z.output<typeof inquiryReceivedDataSchema>;

export const inquiryReceivedV1 = {
  type: 'InquiryReceived',
  version: 1,
  topic: TOPICS.notifications,
  schema: inquiryReceivedDataSchema,
} as const;

import { z } from 'zod';
import { TOPICS } from '../topics';

export const inquiryReceivedDataSchema = z.object({
  inquiryId: z.string().min(1),
  mobileNumber: z.string().min(1),
  /** The first LIMITS.inquiryPreviewLength characters of the message. */
  messagePreview: z.string(),
});
export type InquiryReceivedData = z.output<typeof inquiryReceivedDataSchema>;

export const inquiryReceivedV1 = {
  type: 'InquiryReceived',
  version: 1,
  topic: TOPICS.notifications,
  schema: inquiryReceivedDataSchema,
} as const;

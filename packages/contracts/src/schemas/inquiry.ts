import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { requiredMobileSchema, requiredText } from './fields';

/**
 * POST /inquiries. Spaces are removed from the mobile number before the 10-digit rule. With a
 * `propertyId` it is a question about that listing (issue 27): its owner hears it too.
 */
export const inquirySchema = z.object({
  message: requiredText(V.inquiryMessageRequired, [
    LIMITS.inquiryMessageMaxLength,
    V.inquiryMessageTooLong,
  ]),
  mobileNumber: requiredMobileSchema(V.inquiryMobileRequired),
  propertyId: z
    .string()
    .trim()
    .min(1, V.inquiryPropertyInvalid)
    .max(LIMITS.inquiryPropertyIdMaxLength, V.inquiryPropertyInvalid)
    .optional(),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryBody = z.output<typeof inquirySchema>;

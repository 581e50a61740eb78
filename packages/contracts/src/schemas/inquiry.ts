import { z } from 'zod';
import { LIMITS } from '../constants/limits';
import { VALIDATION_MESSAGES as V } from '../messages/validation';
import { requiredMobileSchema, requiredText } from './fields';

/** POST /inquiries. Spaces are removed from the mobile number before the 10-digit rule. */
export const inquirySchema = z.object({
  message: requiredText(V.inquiryMessageRequired, [
    LIMITS.inquiryMessageMaxLength,
    V.inquiryMessageTooLong,
  ]),
  mobileNumber: requiredMobileSchema(V.inquiryMobileRequired),
});
export type InquiryInput = z.input<typeof inquirySchema>;
export type InquiryBody = z.output<typeof inquirySchema>;

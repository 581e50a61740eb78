import { LIMITS, PAYMENT_PROOF_MIME_TYPES } from '@ghar/contracts/constants';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import type { UploadPolicy } from '@ghar/platform';

/** A booking's payment proof: an image or a PDF by content, under 5 MB, kept private. */
export const BOOKING_PROOF: UploadPolicy = {
  kind: 'documents',
  maxBytes: LIMITS.bookingProofMaxBytes,
  accept: PAYMENT_PROOF_MIME_TYPES,
  messages: { invalidType: ERROR_MESSAGES.invalidFileType, tooLarge: V.bookingProofTooLarge },
  image: { maxDimension: 2000 },
};

import {
  LIMITS,
  LISTING_IMAGE_MIME_TYPES,
  PAYMENT_PROOF_MIME_TYPES,
} from '@ghar/contracts/constants';
import { ERROR_MESSAGES, VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import type { UploadPolicy } from '@ghar/platform';

/**
 * What each file field of the property form accepts, judged by content (docs/identity-and-privacy.md). Photos are
 * checked here and then made into their card and detail sizes by the photo store; documents and
 * the fee proof are private files (kind `documents`), images among them re-encoded without EXIF.
 */
export const LISTING_PHOTO: UploadPolicy = {
  kind: 'photos',
  maxBytes: LIMITS.listingImageMaxBytes,
  accept: LISTING_IMAGE_MIME_TYPES,
  // The per-file texts name the file (part 1 §5); acceptListingFiles words them with its name.
  messages: {
    invalidType: 'not an image file',
    tooLarge: 'too large',
    tooSmall: 'too small',
    nearlyBlank: 'nearly one colour',
  },
  // A photo too small to show or nearly one colour is refused (issue 26).
  image: {
    maxDimension: 2400,
    minimum: { ...LIMITS.listingPhotoMinPixels, refuseNearlyBlank: true },
  },
};

/** Registry, bills and other documents: an image or a PDF, kept readable. */
export const LISTING_DOCUMENT: UploadPolicy = {
  kind: 'documents',
  maxBytes: LIMITS.propertyDocumentMaxBytes,
  accept: PAYMENT_PROOF_MIME_TYPES,
  messages: {
    invalidType: ERROR_MESSAGES.invalidFileType,
    tooLarge: ERROR_MESSAGES.listingFileTooLarge,
  },
  image: { maxDimension: 2400 },
};

/** The listing fee's payment proof: an image under 5 MB (part 1 §5 Payment proof). */
export const LISTING_FEE_PROOF: UploadPolicy = {
  kind: 'documents',
  maxBytes: LIMITS.listingFeeProofMaxBytes,
  accept: LISTING_IMAGE_MIME_TYPES,
  messages: { invalidType: V.paymentProofNotImage, tooLarge: V.paymentProofTooLarge },
  image: { maxDimension: 2000 },
};

/** The form's file fields, each with its policy and how many it takes. */
export const LISTING_FILE_FIELDS = {
  mediaFiles: { policy: LISTING_PHOTO, maxCount: LIMITS.listingImagesMax },
  registryImage: { policy: LISTING_DOCUMENT, maxCount: 5 },
  electricityBillImage: { policy: LISTING_DOCUMENT, maxCount: 1 },
  waterBillImage: { policy: LISTING_DOCUMENT, maxCount: 1 },
  otherDocuments: { policy: LISTING_DOCUMENT, maxCount: 10 },
  listingFeeProof: { policy: LISTING_FEE_PROOF, maxCount: 1 },
} as const;

export type ListingFileField = keyof typeof LISTING_FILE_FIELDS;

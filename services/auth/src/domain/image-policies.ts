import { LIMITS, LISTING_IMAGE_MIME_TYPES } from '@ghar/contracts/constants';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import type { UploadPolicy } from '@ghar/platform';

/** The spec's image types (jpeg, png, gif, webp), detected from the content. */
const IMAGES = LISTING_IMAGE_MIME_TYPES;

export const PROFILE_PICTURE: UploadPolicy = {
  kind: 'profile',
  maxBytes: LIMITS.profilePictureMaxBytes,
  accept: IMAGES,
  messages: { invalidType: V.imageOnly, tooLarge: V.imageTooLarge },
  image: { maxDimension: 800, thumbnailDimension: 160 },
};

/** Large enough to read every digit on the card; private, so no thumbnail for cards. */
export const AADHAAR_IMAGE: UploadPolicy = {
  kind: 'aadhaar',
  maxBytes: LIMITS.aadhaarImageMaxBytes,
  accept: IMAGES,
  messages: { invalidType: V.imageOnly, tooLarge: V.imageTooLarge },
  image: { maxDimension: 1600 },
};

/** The signup form words the same check differently (part 1 §5 Signup). */
export const SIGNUP_AADHAAR_IMAGE: UploadPolicy = {
  ...AADHAAR_IMAGE,
  messages: { invalidType: V.imageInvalid, tooLarge: V.imageTooLarge },
};

export type ImageSlot = 'profilePic' | 'aadhaarImage';

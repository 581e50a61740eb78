/** Image types accepted for listing photos (jpeg, jpg, png, gif, webp). */
export const LISTING_IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/png',
  'image/gif',
  'image/webp',
] as const;
export const LISTING_IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'gif', 'webp'] as const;

/** Booking payment proof: an image or a PDF. */
export const PAYMENT_PROOF_MIME_TYPES = [...LISTING_IMAGE_MIME_TYPES, 'application/pdf'] as const;

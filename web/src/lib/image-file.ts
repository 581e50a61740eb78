import { LIMITS, VALIDATION_MESSAGES } from '@ghar/contracts';

type ImageFileMessages = { notImage: string; tooLarge: string };

// Signup words the type check differently from the profile and admin uploads (spec part 1 §5).
export const IMAGE_MESSAGES = {
  signup: {
    notImage: VALIDATION_MESSAGES.imageInvalid,
    tooLarge: VALIDATION_MESSAGES.imageTooLarge,
  },
  upload: { notImage: VALIDATION_MESSAGES.imageOnly, tooLarge: VALIDATION_MESSAGES.imageTooLarge },
} as const satisfies Record<string, ImageFileMessages>;

// The first check an account image fails, or null. The server checks the content again.
export const imageFileProblem = (
  file: Pick<File, 'type' | 'size'>,
  messages: ImageFileMessages,
  maxBytes: number = LIMITS.profilePictureMaxBytes,
): string | null => {
  if (!file.type.startsWith('image/')) return messages.notImage;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
};

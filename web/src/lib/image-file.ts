import { LIMITS } from '@ghar/contracts/constants';
import { VALIDATION_MESSAGES } from '@ghar/contracts/texts';

type ImageFileMessages = { notImage: string; tooLarge: string };

// Signup words the type check differently from the profile and admin uploads (spec part 1 §5).
export const IMAGE_MESSAGES = {
  signup: {
    notImage: VALIDATION_MESSAGES.imageInvalid,
    tooLarge: VALIDATION_MESSAGES.imageTooLarge,
  },
  upload: { notImage: VALIDATION_MESSAGES.imageOnly, tooLarge: VALIDATION_MESSAGES.imageTooLarge },
} as const satisfies Record<string, ImageFileMessages>;

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image kind a file's first bytes announce (JPEG, PNG, GIF, WebP: what the server accepts),
 * or null. The name and the type the browser guesses from it prove nothing: a text file renamed
 * .png claims image/png.
 */
export const imageKindOf = (bytes: Uint8Array): 'jpeg' | 'png' | 'gif' | 'webp' | null => {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
};

const SNIFF_BYTES = 12;

// The first check an account image fails, or null. The server checks the content again.
export const imageFileProblem = async (
  file: Pick<Blob, 'size' | 'slice'>,
  messages: ImageFileMessages,
  maxBytes: number = LIMITS.profilePictureMaxBytes,
): Promise<string | null> => {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  if (!imageKindOf(head)) return messages.notImage;
  if (file.size > maxBytes) return messages.tooLarge;
  return null;
};

import { LIMITS } from '@ghar/contracts/constants';
import { imageKindOf } from '@/lib/image-file';

export type ProofProblem = 'proofRequired' | 'proofNotAccepted' | 'proofTooLarge';

type Sniffable = Pick<Blob, 'size' | 'slice'>;

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-

/**
 * The booking's payment proof (part 1 §5): an image or a PDF by its first bytes (a renamed text
 * file proves nothing), at most 5MB. Returns the key of the `bookings:rules` text, or null.
 */
export const proofProblem = async (file: Sniffable | null): Promise<ProofProblem | null> => {
  if (!file) return 'proofRequired';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const pdf = PDF_SIGNATURE.every((byte, index) => head[index] === byte);
  if (!pdf && !imageKindOf(head)) return 'proofNotAccepted';
  if (file.size > LIMITS.bookingProofMaxBytes) return 'proofTooLarge';
  return null;
};

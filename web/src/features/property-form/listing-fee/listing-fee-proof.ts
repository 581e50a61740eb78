import { LIMITS } from '@ghar/contracts/constants';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { imageFileProblem } from '@/lib/image-file';

type Sniffable = Pick<File, 'name' | 'size' | 'slice'>;

/** The listing-fee proof: an image under 5MB, with the spec's payment-proof texts. */
export const listingFeeProofProblem = (file: Sniffable | null): Promise<string | null> =>
  file
    ? imageFileProblem(
        file,
        { notImage: V.paymentProofNotImage, tooLarge: V.paymentProofTooLarge },
        LIMITS.listingFeeProofMaxBytes,
      )
    : Promise.resolve(V.paymentProofRequired);

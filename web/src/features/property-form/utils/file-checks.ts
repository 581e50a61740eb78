import { LIMITS, VALIDATION_MESSAGES as V } from '@ghar/contracts';
import { imageFileProblem, imageKindOf } from '@/lib/image-file';

type Sniffable = Pick<File, 'name' | 'size' | 'slice'>;

const head = async (file: Sniffable, length: number): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, length).arrayBuffer());

const isPdf = (bytes: Uint8Array): boolean =>
  [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);

/** A listing photo: an image by content, at most 10MB (part 1 §5, the server checks again). */
export const photoProblem = (file: Sniffable): Promise<string | null> =>
  imageFileProblem(
    file,
    { notImage: V.notAnImageFile(file.name), tooLarge: V.imageFileTooLarge(file.name) },
    LIMITS.listingImageMaxBytes,
  );

export type DocumentProblem = { key: 'notDocument' | 'documentTooLarge'; file: string };

/** Registry, bills and other documents: an image or a PDF by content, at most 10MB. */
export const documentProblem = async (file: Sniffable): Promise<DocumentProblem | null> => {
  const bytes = await head(file, 12);
  if (!imageKindOf(bytes) && !isPdf(bytes)) return { key: 'notDocument', file: file.name };
  if (file.size > LIMITS.propertyDocumentMaxBytes) {
    return { key: 'documentTooLarge', file: file.name };
  }
  return null;
};

/** The listing-fee proof: an image under 5MB, with the spec's payment-proof texts. */
export const feeProofProblem = (file: Sniffable | null): Promise<string | null> =>
  file
    ? imageFileProblem(
        file,
        { notImage: V.paymentProofNotImage, tooLarge: V.paymentProofTooLarge },
        LIMITS.listingFeeProofMaxBytes,
      )
    : Promise.resolve(V.paymentProofRequired);

export const isPdfName = (name: string): boolean => /\.pdf($|\?)/i.test(name);

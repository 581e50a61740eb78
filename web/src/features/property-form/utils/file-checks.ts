import { LIMITS } from '@ghar/contracts/constants';
import { isLargeEnough, isNearlyBlank } from '@ghar/contracts/photos';
import { VALIDATION_MESSAGES as V } from '@ghar/contracts/texts';
import { imageFileProblem, imageKindOf } from '@/lib/image-file';

type Sniffable = Pick<File, 'name' | 'size' | 'slice'>;

const head = async (file: Sniffable, length: number): Promise<Uint8Array> =>
  new Uint8Array(await file.slice(0, length).arrayBuffer());

const isPdf = (bytes: Uint8Array): boolean =>
  [0x25, 0x50, 0x44, 0x46, 0x2d].every((byte, index) => bytes[index] === byte);

/** The photo is judged on a copy this big: as the server does, cheap on a phone. */
const SAMPLE_SIDE = 256;

/**
 * A decodable photo under 400×300 or nearly one colour (issue 26), told as soon as it is chosen.
 * Where the browser cannot decode it here, the server's same check answers on sending.
 */
const picturePixelsProblem = async (file: Blob & { name: string }): Promise<string | null> => {
  if (typeof createImageBitmap !== 'function' || typeof document === 'undefined') return null;
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  try {
    if (!isLargeEnough(bitmap, LIMITS.listingPhotoMinPixels)) return V.photoTooSmall(file.name);
    const scale = Math.min(1, SAMPLE_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const draw = canvas.getContext('2d', { willReadFrequently: true });
    if (!draw) return null;
    // Transparency counts as white, as on the server.
    draw.fillStyle = '#ffffff';
    draw.fillRect(0, 0, canvas.width, canvas.height);
    draw.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const { data } = draw.getImageData(0, 0, canvas.width, canvas.height);
    return isNearlyBlank(data, 4, 3) ? V.photoNearlyBlank(file.name) : null;
  } finally {
    bitmap.close();
  }
};

/**
 * A listing photo: an image by content, at most 10MB (part 1 §5), at least 400×300 and not one
 * flat colour (issue 26). The server checks again.
 */
export const photoProblem = async (file: Sniffable & Blob): Promise<string | null> =>
  (await imageFileProblem(
    file,
    { notImage: V.notAnImageFile(file.name), tooLarge: V.imageFileTooLarge(file.name) },
    LIMITS.listingImageMaxBytes,
  )) ?? picturePixelsProblem(file);

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

export const isPdfName = (name: string): boolean => /\.pdf($|\?)/i.test(name);

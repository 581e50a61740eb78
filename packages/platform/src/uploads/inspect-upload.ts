import { isLargeEnough } from '@ghar/contracts/photos';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { AppError } from '../errors/app-error';
import { isNearlyBlank } from './picture-quality';
import { DEFAULT_IMAGE_OUTPUT, type UploadPolicy } from './upload-policy';

/** A file that passed its policy, ready to be stored: images re-encoded, documents as sent. */
export interface AcceptedUpload {
  kind: string;
  ext: 'jpg' | 'webp' | 'pdf';
  mime: string;
  content: Buffer;
  thumbnail?: Buffer;
}

/** Decoding bombs: a small file that claims a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;
const THUMBNAIL_QUALITY = 75;
const IMAGE_QUALITY = 82;

const DOCUMENT_EXTENSIONS: Record<string, AcceptedUpload['ext']> = { 'application/pdf': 'pdf' };

function refuseType(policy: UploadPolicy): AppError {
  return new AppError(400, policy.messages.invalidType, { code: 'INVALID_FILE_TYPE' });
}

function encoder(image: sharp.Sharp, format: 'jpeg' | 'webp', quality: number): sharp.Sharp {
  return format === 'webp' ? image.webp({ quality }) : image.jpeg({ quality, mozjpeg: true });
}

/** The policy's minimum, if it sets one: too small, then nearly one colour (400 with its text). */
async function checkPictureQuality(image: sharp.Sharp, policy: UploadPolicy): Promise<void> {
  const minimum = policy.image?.minimum;
  if (!minimum) return;
  const { width = 0, height = 0 } = await image.metadata();
  if (!isLargeEnough({ width, height }, minimum)) {
    throw new AppError(400, policy.messages.tooSmall ?? policy.messages.invalidType, {
      code: 'IMAGE_TOO_SMALL',
    });
  }
  if (minimum.refuseNearlyBlank && (await isNearlyBlank(image))) {
    throw new AppError(400, policy.messages.nearlyBlank ?? policy.messages.invalidType, {
      code: 'IMAGE_NEARLY_BLANK',
    });
  }
}

async function reencodeImage(buffer: Buffer, policy: UploadPolicy): Promise<AcceptedUpload> {
  const output = policy.image ?? DEFAULT_IMAGE_OUTPUT;
  const format = output.format ?? 'jpeg';
  // rotate() applies the EXIF orientation; sharp writes no metadata unless asked, so EXIF
  // (camera, GPS position) is dropped from every stored copy.
  const source = () =>
    sharp(buffer, {
      failOn: 'error',
      limitInputPixels: MAX_INPUT_PIXELS,
      animated: false,
    }).rotate();
  const fit = (size: number) => ({
    width: size,
    height: size,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  try {
    await checkPictureQuality(source(), policy);
    const content = await encoder(
      source().resize(fit(output.maxDimension)),
      format,
      IMAGE_QUALITY,
    ).toBuffer();
    const thumbnail = output.thumbnailDimension
      ? await encoder(
          source().resize(fit(output.thumbnailDimension)),
          format,
          THUMBNAIL_QUALITY,
        ).toBuffer()
      : undefined;
    return {
      kind: policy.kind,
      ext: format === 'webp' ? 'webp' : 'jpg',
      mime: format === 'webp' ? 'image/webp' : 'image/jpeg',
      content,
      thumbnail,
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Right magic bytes but an undecodable body: to the user it is not an image.
    throw new AppError(400, policy.messages.invalidType, {
      code: 'INVALID_FILE_TYPE',
      cause: error,
    });
  }
}

/**
 * Checks one uploaded file against its policy by its content (magic bytes), then by size, and
 * re-encodes images. Throws the policy's texts: 400 for the type, 413 for the size.
 */
export async function inspectUpload(
  file: { buffer: Buffer },
  policy: UploadPolicy,
): Promise<AcceptedUpload> {
  const detected = await fileTypeFromBuffer(file.buffer);
  if (!detected || !policy.accept.includes(detected.mime)) throw refuseType(policy);
  if (file.buffer.length > policy.maxBytes) {
    throw new AppError(413, policy.messages.tooLarge, { code: 'FILE_TOO_LARGE' });
  }
  if (detected.mime.startsWith('image/')) return reencodeImage(file.buffer, policy);
  const ext = DOCUMENT_EXTENSIONS[detected.mime];
  if (!ext) throw refuseType(policy);
  return { kind: policy.kind, ext, mime: detected.mime, content: file.buffer };
}

import type { PropertyMedia } from '@ghar/contracts/http';
import type { UploadStore } from '@ghar/platform';
import sharp from 'sharp';
import { LISTING_PHOTO } from '../domain/listing-file-policies';
import type { PhotoStore } from '../domain/ports';

/** Cards show ~400 px wide thumbnails; the detail page ~1200 px. */
export const THUMB_WIDTH = 400;
export const MEDIUM_WIDTH = 1200;
/** Decoding bombs: a small file that claims a huge canvas is refused before it is decoded. */
const MAX_INPUT_PIXELS = 60_000_000;

export interface PhotoSizes {
  width: number;
  height: number;
  thumb: { webp: Buffer; jpeg: Buffer };
  medium: { webp: Buffer; jpeg: Buffer };
}

/**
 * The sizes a slow phone needs of one photo, each in WebP and in JPEG for browsers without WebP.
 * Re-encoding drops EXIF (camera, GPS position); rotate() first applies its orientation.
 */
export async function photoSizes(photo: Buffer): Promise<PhotoSizes> {
  const source = () =>
    sharp(photo, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  const resized = (width: number) => source().resize({ width, withoutEnlargement: true });
  const [thumbWebp, thumbJpeg, medium] = await Promise.all([
    resized(THUMB_WIDTH).webp({ quality: 70 }).toBuffer(),
    resized(THUMB_WIDTH).jpeg({ quality: 72, mozjpeg: true }).toBuffer(),
    resized(MEDIUM_WIDTH)
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer({ resolveWithObject: true }),
  ]);
  const mediumWebp = await resized(MEDIUM_WIDTH).webp({ quality: 78 }).toBuffer();
  return {
    width: medium.info.width,
    height: medium.info.height,
    thumb: { webp: thumbWebp, jpeg: thumbJpeg },
    medium: { webp: mediumWebp, jpeg: medium.data },
  };
}

/** Stores a photo's sizes through the service's upload store (two files per encoding). */
export function createPhotoStore(uploads: UploadStore): PhotoStore {
  return {
    async save(photo: Buffer): Promise<PropertyMedia> {
      const sizes = await photoSizes(photo);
      const save = (ext: 'jpg' | 'webp', pair: 'jpeg' | 'webp') =>
        uploads.save({
          kind: LISTING_PHOTO.kind,
          ext,
          mime: ext === 'jpg' ? 'image/jpeg' : 'image/webp',
          content: sizes.medium[pair],
          thumbnail: sizes.thumb[pair],
        });
      const [jpeg, webp] = await Promise.all([save('jpg', 'jpeg'), save('webp', 'webp')]);
      return {
        thumb: { webp: webp.thumbnailUrl!, jpeg: jpeg.thumbnailUrl! },
        medium: { webp: webp.url, jpeg: jpeg.url },
        width: sizes.width,
        height: sizes.height,
      };
    },
    async remove(media: PropertyMedia): Promise<void> {
      await uploads.remove(media.medium.jpeg);
      await uploads.remove(media.medium.webp);
    },
  };
}
